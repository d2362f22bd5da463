import Foundation

/// The API reference as static HTML: per namespace an index page and a page per type, with a
/// search index; beside the namespaces a landing page, the style sheet and the search script.
/// No external assets and nothing fetched: the pages work from `file://` as well as from a
/// web server (the search index is a script, not a JSON file to fetch). The same reference
/// always gives the same bytes.
public enum ReferenceSite {
    /// The files of one namespace's folder (`Gtk/index.html`, `Gtk/ColumnView.html`, …),
    /// named relative to that folder.
    public static func namespaceFiles(_ reference: APIReference) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var entries: [SearchEntry] = []
        for page in reference.pages {
            var anchors = AnchorNames()
            let url = "\(reference.namespace)/\(page.name).html"
            entries.append(SearchEntry(name: "\(reference.namespace).\(page.name)", kind: kindName(page), url: url))
            var members: [(RecordedDeclaration, String)] = []
            for member in page.members {
                let anchor = anchors.next(for: member.name)
                members.append((member, anchor))
                if member.depth == 1 || page.kind == .functions {
                    let owner = page.kind == .functions ? reference.namespace : "\(reference.namespace).\(page.name)"
                    entries.append(SearchEntry(name: "\(owner).\(member.name)", kind: memberKind(member), url: "\(url)#\(anchor)"))
                }
            }
            files.append(GeneratedFile(name: "\(page.name).html", contents: typePage(page, members: members, in: reference)))
        }
        let json = searchJSON(entries)
        files.append(GeneratedFile(name: "search-index.json", contents: json + "\n"))
        files.append(GeneratedFile(name: "search-index.js", contents: "registerReference(\(json));\n"))
        files.append(GeneratedFile(name: "index.html", contents: namespaceIndex(reference)))
        return files
    }

    /// Writes the namespace's folder into `directory` (replacing that folder as a whole), then
    /// the landing page listing every namespace folder `directory` holds, the style sheet and
    /// the search script.
    public static func write(_ reference: APIReference, to directory: String) throws(GenerationError) {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: directory, isDirectory: &isFolder), !isFolder.boolValue {
            throw .output(path: directory, reason: "it is a file, not a folder")
        }
        let folder = (directory as NSString).appendingPathComponent(reference.namespace)
        try Generator.write(namespaceFiles(reference), to: folder, report: nil, reportPath: nil)
        let namespaces = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).filter {
            !$0.hasPrefix(".") && manager.fileExists(atPath: (directory as NSString).appendingPathComponent("\($0)/search-index.js"))
        }.sorted()
        let shared = [("index.html", landingPage(namespaces)), ("reference.css", styleSheet), ("search.js", searchScript)]
        for (name, contents) in shared {
            let path = (directory as NSString).appendingPathComponent(name)
            let data = Data(contents.utf8)
            guard manager.contents(atPath: path) != data else { continue }
            do {
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw .output(path: path, reason: (error as NSError).localizedDescription)
            }
        }
    }

    // MARK: Pages

    static func typePage(_ page: APIReference.Page, members: [(RecordedDeclaration, String)],
                         in reference: APIReference) -> String {
        var html = head(title: "\(reference.namespace).\(page.name)", root: "../")
        html += "<nav><a href=\"../index.html\">API reference</a> › <a href=\"index.html\">\(escape(reference.namespace))</a> › \(escape(page.name))</nav>\n"
        html += "<h1>\(escape(page.name)) <span class=\"kind\">\(kindName(page))</span></h1>\n"
        if let declaration = page.declaration {
            html += metadata(declaration, module: reference.module)
            html += documentation(declaration.doc)
            html += declarationBlock(declaration)
        } else {
            html += "<p class=\"meta\">module <code>\(escape(reference.module))</code></p>\n"
        }
        var open = false
        for (member, anchor) in members {
            if member.depth == 0 && page.declaration != nil {
                if open { html += "</div>\n" }
                html += "<h2 id=\"\(anchor)\"><code>\(escape(member.signature))</code></h2>\n"
                html += metadata(member, module: nil) + documentation(member.doc) + "<div class=\"members\">\n"
                open = true
                continue
            }
            if !open && page.declaration != nil {
                html += "<h2>Members</h2>\n<div class=\"members\">\n"
                open = true
            }
            html += "<section class=\"member\" id=\"\(anchor)\">\n"
            html += declarationBlock(member)
            html += metadata(member, module: nil)
            html += documentation(member.doc)
            html += "</section>\n"
        }
        if open { html += "</div>\n" }
        return html + "</body>\n</html>\n"
    }

    static func namespaceIndex(_ reference: APIReference) -> String {
        var html = head(title: "\(reference.namespace) \(reference.version)", root: "../")
        html += "<nav><a href=\"../index.html\">API reference</a> › \(escape(reference.namespace))</nav>\n"
        html += "<h1>\(escape(reference.namespace)) \(escape(reference.version))</h1>\n"
        html += "<p class=\"meta\">Swift module <code>\(escape(reference.module))</code>, generated by gir-swift from \(escape(reference.namespace))-\(escape(reference.version)).gir</p>\n"
        html += searchBox(root: "../", indexes: ["search-index.js"])
        for kind in APIReference.Page.Kind.allCases {
            let pages = reference.pages.filter { $0.kind == kind }
            guard !pages.isEmpty else { continue }
            html += "<h2>\(kind.rawValue) (\(pages.count))</h2>\n<table>\n"
            for page in pages {
                let cName = page.declaration?.cName.map { "<code>\(escape($0))</code>" } ?? ""
                let conditions = page.declaration.map { conditionBadge($0.conditions) } ?? ""
                let deprecated = page.declaration?.isDeprecated == true ? " <span class=\"deprecated\">deprecated</span>" : ""
                html += "<tr><td><a href=\"\(page.name).html\">\(escape(page.name))</a>\(deprecated)</td><td>\(cName)</td><td>\(conditions)</td></tr>\n"
            }
            html += "</table>\n"
        }
        return html + "</body>\n</html>\n"
    }

    static func landingPage(_ namespaces: [String]) -> String {
        var html = head(title: "API reference of the generated modules", root: "")
        html += "<h1>API reference of the generated modules</h1>\n"
        html += "<p>The Swift declarations gir-swift generates from the system's GIR files, type by type, with the C name each wraps, GIR's first doc paragraph and the version condition (<code>#if GTK_4_10</code>) it is under.</p>\n"
        html += searchBox(root: "", indexes: namespaces.map { "\($0)/search-index.js" })
        html += "<ul class=\"namespaces\">\n"
        for namespace in namespaces {
            html += "<li><a href=\"\(escape(namespace))/index.html\">\(escape(namespace))</a></li>\n"
        }
        return html + "</ul>\n</body>\n</html>\n"
    }

    // MARK: Parts

    static func head(title: String, root: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <link rel="stylesheet" href="\(root)reference.css">
        </head>
        <body>

        """
    }

    static func searchBox(root: String, indexes: [String]) -> String {
        var html = "<input id=\"search\" type=\"search\" placeholder=\"Search types and members\" autocomplete=\"off\" autofocus>\n<ol id=\"results\"></ol>\n"
        html += "<script src=\"\(root)search.js\"></script>\n"
        for index in indexes { html += "<script src=\"\(escape(index))\"></script>\n" }
        return html
    }

    static func declarationBlock(_ declaration: RecordedDeclaration) -> String {
        let lines = declaration.attributes.filter { !$0.hasPrefix("@available(*, deprecated") } + [declaration.signature]
        return "<pre class=\"declaration\"><code>\(lines.map(escape).joined(separator: "\n"))</code></pre>\n"
    }

    static func metadata(_ declaration: RecordedDeclaration, module: String?) -> String {
        var parts: [String] = []
        if let cName = declaration.cName { parts.append("C: <code>\(escape(cName))</code>") }
        if let module { parts.append("module <code>\(escape(module))</code>") }
        if !declaration.conditions.isEmpty { parts.append(conditionBadge(declaration.conditions)) }
        if declaration.isDeprecated {
            let message = declaration.deprecationMessage.map { ": " + escape($0) } ?? ""
            parts.append("<span class=\"deprecated\">deprecated\(message)</span>")
        }
        return parts.isEmpty ? "" : "<p class=\"meta\">\(parts.joined(separator: " · "))</p>\n"
    }

    static func conditionBadge(_ conditions: [String]) -> String {
        conditions.isEmpty ? "" : "<code class=\"condition\">#if \(escape(conditions.joined(separator: " && ")))</code>"
    }

    /// A doc paragraph: escaped, then its back-quoted spans as code.
    static func documentation(_ doc: String?) -> String {
        guard let doc, !doc.isEmpty else { return "" }
        let parts = escape(doc).split(separator: "`", omittingEmptySubsequences: false)
        var text = ""
        for (index, part) in parts.enumerated() {
            // Odd parts are inside back quotes, when the quote that opens them is closed.
            if index % 2 == 1 && index < parts.count - 1 { text += "<code>\(part)</code>" } else {
                text += (index % 2 == 1 ? "`" : "") + part
            }
        }
        return "<p class=\"doc\">\(text)</p>\n"
    }

    static func kindName(_ page: APIReference.Page) -> String {
        switch page.kind {
        case .classType: return "class"
        case .interface: return "protocol"
        case .record: return "record"
        case .enumeration: return "enum"
        case .bitfield: return "option set"
        case .functions: return "functions"
        }
    }

    static func memberKind(_ declaration: RecordedDeclaration) -> String {
        let words = declaration.signature.split(separator: " ")
        if declaration.name == "init" { return "initializer" }
        if words.contains("case") { return "case" }
        if words.contains("extension") { return "extension" }
        let isStatic = words.contains("static") || words.contains("class")
        if words.contains("func") { return isStatic ? "static func" : "func" }
        if words.contains("var") || words.contains("let") { return isStatic ? "static property" : "property" }
        return "member"
    }

    /// Text safe in HTML content and in quoted attributes.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    // MARK: Search

    struct SearchEntry {
        let name: String
        let kind: String
        let url: String
    }

    /// `[["Gtk.ColumnView","class","Gtk/ColumnView.html"], …]`: compact, in page order.
    static func searchJSON(_ entries: [SearchEntry]) -> String {
        "[" + entries.map { "[\(jsonString($0.name)),\(jsonString($0.kind)),\(jsonString($0.url))]" }.joined(separator: ",\n") + "]"
    }

    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            // `<` too, so that the index can never close the script element it is loaded as.
            case "<": result += "\\u003c"
            default:
                if scalar.value < 0x20 { result += String(format: "\\u%04x", scalar.value) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    /// Unique, stable anchors on one page: a member's name, then `name-2`, `name-3` for overloads.
    struct AnchorNames {
        private var used: [String: Int] = [:]

        mutating func next(for name: String) -> String {
            let base = name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
                ? name : "member"
            let count = (used[base] ?? 0) + 1
            used[base] = count
            return count == 1 ? base : "\(base)-\(count)"
        }
    }
}
