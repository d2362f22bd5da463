import Foundation
import XCTest
@testable import GIRGeneratorCore

/// One naming layer: the hand-written extensions of the generated modules never declare a
/// second member under a generated member's name (the same property, or a function with the
/// same argument labels: an `onClicked(_:)` of another closure shape is a duplicate too).
/// Each module is generated here from the system's GIR files with its `GIRBindings.json`, so
/// the check sees exactly what the build does.
final class HandWrittenShadowingTests: XCTestCase {
    func testNoHandWrittenDeclarationShadowsAGeneratedOne() throws {
        let found = try Self.duplicates(modules: ["GLib", "Gio", "Gdk", "Gtk", "Adw"], extraSources: [:])
        XCTAssertTrue(found.isEmpty, "hand-written declarations shadowing generated ones:\n" + found.sorted().joined(separator: "\n"))
    }

    /// Hand-written properties that read what a generated property reads, under another name
    /// (`Label.wraps` beside the generated `wrap`), with why each stays: each adds meaning
    /// the generated one lacks. The list only shrinks.
    static let conveniences: [String: String] = [
        "Gtk: Label.wrapsInsideWords": "a Bool over `wrapMode` for the one choice an app makes",
        "Gtk: ListView.usesNaturalRowHeights": "a Bool over Scrollable's `vscrollPolicy`",
        "Gtk: SingleSelection.selectedPosition": "`nil` for GTK_INVALID_LIST_POSITION, an `Int` index",
        "Gtk: ListItem.boundPosition": "`nil` for GTK_INVALID_LIST_POSITION, an `Int` index",
        "Gtk: ListItem.itemKey": "the item's identity, not the item",
        "Gtk: ScrolledWindow.verticalOffset": "the vertical adjustment's value, settable",
        "Gtk: ScrolledWindow.contentHeight": "the vertical adjustment's upper bound",
        "Gtk: Widget.window": "the root as a `Window`, `nil` for another root",
        "Gtk: Widget.children": "every child, walked",
        "Gtk: MenuButton.isPopoverShown": "whether the popover is mapped",
        "Adw: Avatar.hasImage": "whether `customImage` is set",
        "Gio: ListModel.itemCount": "`nItems` as an `Int`, for Swift indices",
        "Gtk: ApplicationCommandLine.environmentBytes": "the raw bytes, where `environ` decodes UTF-8",
        "Gtk: ApplicationCommandLine.workingDirectoryBytes": "the raw bytes, where `cwd` decodes UTF-8",
    ]

    func testNoHandWrittenPropertyReadsWhatAGeneratedPropertyReads() throws {
        let found = try Self.sameCGetters(modules: ["GLib", "Gio", "Gdk", "Gtk", "Adw"], extraSources: [:])
        Self.assertExplained(found, by: Self.conveniences, "hand-written properties beside a generated one")
    }

    /// Fails for a finding the list does not explain and for a listed one no longer found.
    static func assertExplained(_ found: [String: String], by reasons: [String: String], _ what: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        let unexplained = found.filter { reasons[$0.key] == nil }
        XCTAssertTrue(unexplained.isEmpty, "\(what):\n"
            + unexplained.sorted { $0.key < $1.key }.map { "\($0.key) (generated: \($0.value))" }.joined(separator: "\n"),
            file: file, line: line)
        let stale = Set(reasons.keys).subtracting(found.keys)
        XCTAssertTrue(stale.isEmpty, "listed conveniences no longer found: \(stale.sorted())", file: file, line: line)
    }


    /// Hand-written functions that call a C function one generated member wraps, with why each
    /// stays: each does more than the call (a loop, a typed error, a check, a default) or
    /// serves a type GIR does not describe. A plain second name for a generated member is not
    /// listed: it goes, and its callers use the generated member. The list only shrinks.
    static let functionConveniences: [String: String] = [
        "Adw: Avatar.setImage(contentsOfFile:)": "checks the file, loads it into a texture, clears the image on failure",
        "Adw: StatusPage.sizeToContent()": "finds the page's own scrolled window and makes it propagate its height",
        "GLib: GIRCancellable.cancel()": "the generated code's cancellation token, not a wrapper",
        "GLib: MainContext.drainPending(limit:)": "a bounded loop of iterations",
        "GLib: MainContext.iterate(until:)": "a loop of iterations until a condition",
        "GLib: ObjectSubclass.emit(_:)": "packs typed values into GValues for a Swift-declared signal",
        "Gio: ActionMap.action(named:)": "the action as the SimpleAction the app added",
        "Gio: ActionMap.addAction(named:)": "creates the SimpleAction with its handler and adds it",
        "Gio: Settings.isWritable(_:)": "checks the key against the schema first",
        "Gio: Settings.onChanged(_:)": "checks the key against the schema first",
        "Gio: Settings.reset(_:)": "checks the key against the schema first",
        "Gio: Settings.set(_:forKey:)": "checks the key, its type and its range first",
        "Gio: SimpleAction.activate()": "activates without a parameter",
        "Gio: SourceListModel.itemsChanged(at:removed:added:)": "`Int` positions of the Swift source",
        "Gtk: Box.removeAll()": "removes every child, in a loop",
        "Gtk: ListBox.removeAll()": "removes every row, in a loop",
        "Gtk: ListBox.removeRow(showing:)": "finds the row that shows a widget",
        "Gtk: Builder.load(file:)": "throws a BuilderLookupError naming the file",
        "Gtk: Builder.load(resource:)": "throws a BuilderLookupError naming the resource",
        "Gtk: Builder.load(string:name:)": "throws a BuilderLookupError naming the source",
        "Gtk: Builder.object(_:id:)": "the object as the requested type, or an error naming both",
        "Gtk: CheckButton.performClick()": "only when sensitive and visible, as a click",
        "Gtk: CssProvider.addToDefaultDisplay(priority:)": "on the default display, `false` when there is none",
        "Gtk: CssProvider.load(fromString:)": "one call on GTK 4.8 and on 4.12, which deprecates load_from_data",
        "Gtk: IconTheme.addResourcePath(_:)": "the default display's theme, `false` when there is none",
        "Gtk: IconTheme.hasIcon(named:)": "the default display's theme, `false` when there is none",
        "Gtk: ListView.scrollToItem(at:)": "the `list.scroll-to-item` action (GTK 4.8 has no `scroll_to`), with a range check",
        "Gtk: Resource.children(of:)": "the app's embedded bundle, usable from any thread",
        "Gtk: Resource.contains(_:)": "the app's embedded bundle, usable from any thread",
        "Gtk: Resource.data(at:)": "the app's embedded bundle, with a typed ResourceError",
        "Gtk: SpinButton.stepDown()": "`spin(.stepBackward, increment: 0)`, the one step a key press makes",
        "Gtk: SpinButton.stepUp()": "`spin(.stepForward, increment: 0)`, the one step a key press makes",
        "Gtk: Widget.removeFromParentContainer()": "removes from whichever container type the parent is",
        "Gtk: Widget.setMargins(_:)": "the four margins in one call",
    ]

    func testNoHandWrittenFunctionCallsWhatAGeneratedMemberWraps() throws {
        let found = try Self.sameCFunctions(modules: ["GLib", "Gio", "Gdk", "Gtk", "Adw"], extraSources: [:])
        Self.assertExplained(found, by: Self.functionConveniences, "hand-written functions beside a generated member")
    }

    /// The check finds a planted function under a second name: `Window.makeTransient(to:)`
    /// calls `gtk_window_set_transient_for`, which the generated `transientFor` wraps.
    func testAPlantedSecondNameForAFunctionIsFound() throws {
        let planted = """
            extension Window {
                public func makeTransient(to parent: Window?) {
                    gtk_window_set_transient_for(windowPointer, parent?.windowPointer)
                }
            }
            """
        let found = try Self.sameCFunctions(modules: ["Gtk"], extraSources: ["Gtk": planted])
        XCTAssertEqual(found["Gtk: Window.makeTransient(to:)"], "Window.transientFor", "\(found)")
    }

    /// `Module: Type.member` → `Type.generated` for each public hand-written function whose
    /// body calls a C function that exactly one generated member's body calls.
    static func sameCFunctions(modules: [String], extraSources: [String: String]) throws -> [String: String] {
        var owners: [String: Set<String>] = [:]
        for module in modules {
            for configuration in try configurations(of: module) {
                for file in try generate(configuration) {
                    for member in members(file.contents) {
                        // A type's GType getter is every wrapper's, not one member's.
                        for call in member.calls where !call.hasSuffix("_get_type") {
                            owners[call, default: []].insert("\(member.type).\(member.name)")
                        }
                    }
                }
            }
        }
        var found: [String: String] = [:]
        for module in modules {
            for source in try handWrittenSources(of: module, extra: extraSources[module]) {
                // Initializers are left out (GIR's constructors and conveniences share `init` by
                // design), and so are Swift's own types' conformances (`Bool.makeVariant()`).
                for member in members(source.text) where member.isFunction && member.name != "init"
                    && !swiftTypes.contains(member.type) {
                    guard let generated = member.calls.sorted().lazy.compactMap({ owners[$0].flatMap { $0.count == 1 ? $0.first : nil } }).first else { continue }
                    found["\(module): \(member.type).\(member.name)"] = generated
                }
            }
        }
        return found
    }

    static let swiftTypes: Set<String> = ["Bool", "Int", "Int32", "Int64", "UInt32", "Double", "String", "Array"]

    typealias Member = (type: String, name: String, isFunction: Bool, isStatic: Bool, calls: Set<String>)

    /// Public members of types and extensions (indented by four spaces): each property and
    /// function with its name (`setMargins(_:)`, `init` for every initializer), whether it is
    /// a type member, and the C functions of GLib, GTK, libadwaita, GDK, GSK and Pango its
    /// body calls.
    static func members(_ text: String) -> [Member] {
        var result: [Member] = []
        var current: String?
        var open: (name: String, isFunction: Bool, isStatic: Bool, body: String)?
        func close() {
            guard let type = current, let member = open else { return }
            let calls = member.body.matches(of: /\b((?:gtk|adw|gdk|g|gsk|pango)_[a-z0-9_]+)\(/).map { String($0.output.1) }
            result.append((type, member.name, member.isFunction, member.isStatic, Set(calls)))
            open = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, !first.isWhitespace, first != "#" {
                close()
                current = nil
                let words = line.split(whereSeparator: { " :{,".contains($0) }).map(String.init)
                if let index = words.firstIndex(where: { ["class", "extension", "protocol"].contains($0) }), index + 1 < words.count {
                    current = shortName(words[index + 1])
                }
                continue
            }
            if line.hasPrefix("    "), !line.hasPrefix("     "), let first = line.dropFirst(4).first, first != "}" {
                close()
                let declaration = line.drop { $0 == " " }
                let words = declaration.split(separator: " ").map(String.init)
                if declaration.hasPrefix("public ") || declaration.hasPrefix("open ") {
                    let isStatic = words.contains("static") || words.contains("class")
                    if let index = words.firstIndex(of: "var"), index + 1 < words.count {
                        open = (words[index + 1].prefix { $0 != ":" }.replacingOccurrences(of: "`", with: ""), false, isStatic, String(line))
                    } else if let range = declaration.range(of: "func ") {
                        let rest = declaration[range.upperBound...]
                        let name = rest.prefix { $0 != "(" && $0 != "<" }
                        let labelList = labels(rest[(rest.firstIndex(of: "(") ?? rest.endIndex)...]).map { $0 + ":" }.joined()
                        open = (String(name) + "(" + labelList + ")", true, isStatic, String(line))
                    } else if declaration.contains("init(") || declaration.contains("init?(") {
                        open = ("init", true, false, String(line))
                    }
                }
                continue
            }
            if open != nil { open?.body += "\n" + line }
        }
        close()
        return result
    }

    /// The check finds a planted property under a second name: `Label.isWrapping` reads
    /// `gtk_label_get_wrap`, which the generated `wrap` reads.
    func testAPlantedSecondNameIsFound() throws {
        let planted = """
            extension Label {
                public var isWrapping: Bool {
                    gtk_label_get_wrap(opaque) != 0
                }
            }
            """
        let found = try Self.sameCGetters(modules: ["Gtk"], extraSources: ["Gtk": planted])
        XCTAssertEqual(found["Gtk: Label.isWrapping"], "Label.wrap", "\(found)")
    }

    /// `Module: Type.property` → `Type.generated` for each public hand-written property whose
    /// body calls a C getter that a generated property's body calls.
    static func sameCGetters(modules: [String], extraSources: [String: String]) throws -> [String: String] {
        var generatedGetters: [String: String] = [:]
        for module in modules {
            for configuration in try configurations(of: module) {
                for file in try generate(configuration) {
                    for property in members(file.contents) where !property.isFunction && !property.isStatic {
                        for getter in property.calls where getter.contains("_get_") {
                            generatedGetters[getter] = "\(property.type).\(property.name)"
                        }
                    }
                }
            }
        }
        var found: [String: String] = [:]
        for module in modules {
            for source in try handWrittenSources(of: module, extra: extraSources[module]) {
                for property in members(source.text) where !property.isFunction && !property.isStatic {
                    guard let generated = property.calls.lazy.compactMap({ generatedGetters[$0] }).first else { continue }
                    found["\(module): \(property.type).\(property.name)"] = generated
                }
            }
        }
        return found
    }

    static func handWrittenSources(of module: String, extra: String?) throws -> [(name: String, text: String)] {
        var sources: [(name: String, text: String)] = []
        let folder = repositoryRoot.appendingPathComponent("Sources/\(module)")
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            sources.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
        }
        if let extra { sources.append(("planted", extra)) }
        return sources
    }

    /// The check finds a planted duplicate: `Spinner.spinning` is generated.
    func testAPlantedDuplicateIsFound() throws {
        let planted = """
            extension Spinner {
                public var spinning: Bool { true }
                public func onClicked(_ handler: @escaping () -> Void) {}
            }
            """
        let found = try Self.duplicates(modules: ["Gtk"], extraSources: ["Gtk": planted])
        XCTAssertTrue(found.contains("Gtk: Spinner.spinning (planted)"), "\(found.sorted())")
    }

    // MARK: The check

    /// `Module: Type.member (file)` for every hand-written member of `modules` (and the
    /// extra source text given per module) that a generated member of the type, or of a
    /// generated ancestor, already declares.
    static func duplicates(modules: [String], extraSources: [String: String]) throws -> Set<String> {
        var generated: [String: [String: Set<String>]] = [:]
        var parents: [String: [String: String]] = [:]
        for module in modules {
            for configuration in try configurations(of: module) {
                for file in try generate(configuration) {
                    index(file.contents, members: &generated[module, default: [:]], parents: &parents[module, default: [:]])
                }
            }
        }
        var found: Set<String> = []
        for module in modules {
            for source in try handWrittenSources(of: module, extra: extraSources[module]) {
                var members: [String: Set<String>] = [:]
                var unused: [String: String] = [:]
                index(source.text, members: &members, parents: &unused)
                for (type, keys) in members {
                    // The type is the module's own, or one of a module it imports (listed before it).
                    let position = modules.firstIndex(of: module) ?? 0
                    guard let owner = ([module] + modules[..<position].reversed()).first(where: { generated[$0]?[type] != nil }) else { continue }
                    let inherited = lineage(of: type, parents: parents[owner] ?? [:])
                        .reduce(into: Set<String>()) { $0.formUnion(generated[owner]?[$1] ?? []) }
                    for key in keys.intersection(inherited) {
                        found.insert("\(module): \(type).\(key) (\(source.name))")
                    }
                }
            }
        }
        return found
    }

    /// The type and its generated ancestors (`Spinner`, `Widget`), stopping at a repeated
    /// name (Adw's `Window: Gtk.Window` is indexed by its last component).
    static func lineage(of type: String, parents: [String: String]) -> [String] {
        var result = [type]
        var current = type
        while let parent = parents[current], !result.contains(parent) {
            result.append(parent)
            current = parent
        }
        return result
    }

    /// Members by type: `spinning` for a property, `onClicked(_)` for a function (its
    /// argument labels), `static ` before a type member's, read from declarations of a type or an extension, members indented
    /// by four spaces. Initializers are left out: GIR's constructors and hand-written
    /// conveniences share `init` by design.
    static func index(_ text: String, members: inout [String: Set<String>], parents: inout [String: String]) {
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // `#if` lines sit in the first column inside a type too.
            if let first = line.first, !first.isWhitespace, first != "#" {
                current = nil
                let words = line.split(whereSeparator: { " :{,".contains($0) }).map(String.init)
                if let index = words.firstIndex(where: { ["class", "extension", "protocol"].contains($0) }), index + 1 < words.count {
                    var name = words[index + 1]
                    if let selfIndex = words.firstIndex(of: "Self"), selfIndex + 1 < words.count, words.contains("where") {
                        name = words[selfIndex + 1]
                    }
                    current = shortName(name)
                    if words[index] == "class", index + 2 < words.count, line.contains(":") {
                        parents[shortName(name)] = shortName(words[index + 2])
                    }
                }
                continue
            }
            guard let current, line.hasPrefix("    "), !line.hasPrefix("     ") else { continue }
            let declaration = line.drop { $0 == " " }
            guard declaration.contains("public ") || declaration.hasPrefix("open ") else { continue }
            let words = declaration.split(separator: " ").map(String.init)
            // A type member never shadows an instance member of the same name.
            let scope = words.contains("static") || words.contains("class") ? "static " : ""
            if let index = words.firstIndex(of: "var"), index + 1 < words.count {
                let name = words[index + 1].prefix { $0 != ":" }.replacingOccurrences(of: "`", with: "")
                members[current, default: []].insert(scope + name)
            } else if let index = words.firstIndex(of: "func"), index + 1 < words.count,
                      let open = declaration.range(of: "func ") {
                let rest = declaration[open.upperBound...]
                guard let paren = rest.firstIndex(of: "(") else { continue }
                let name = rest[..<paren].replacingOccurrences(of: "`", with: "")
                members[current, default: []].insert("\(scope)\(name)(\(labels(rest[paren...]).joined(separator: ":")))")
            }
        }
    }

    /// The argument labels of a parameter list starting at its `(`.
    static func labels(_ text: Substring) -> [String] {
        var depth = 0
        var parameters: [String] = []
        var currentParameter = ""
        for character in text {
            switch character {
            case "(", "[", "<":
                depth += 1
                if depth == 1 && character == "(" { continue }
            case ")", "]", ">":
                depth -= 1
                if depth == 0 {
                    parameters.append(currentParameter)
                    return parameters.compactMap(label)
                }
            case "," where depth == 1:
                parameters.append(currentParameter)
                currentParameter = ""
                continue
            default:
                break
            }
            currentParameter.append(character)
        }
        return parameters.compactMap(label)
    }

    private static func label(_ parameter: String) -> String? {
        let name = parameter.split(separator: ":", maxSplits: 1).first?.split(separator: " ").first
        return name.map { $0.replacingOccurrences(of: "`", with: "") }
    }

    private static func shortName(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name)).replacingOccurrences(of: "`", with: "")
    }

    // MARK: Generation as the build plugin does it

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func configurations(of module: String) throws -> [[String: Any]] {
        let url = repositoryRoot.appendingPathComponent("Sources/\(module)/GIRBindings.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        if let list = json as? [[String: Any]] { return list }
        return [try XCTUnwrap(json as? [String: Any])]
    }

    static func generate(_ configuration: [String: Any]) throws -> [GeneratedFile] {
        let stem = try XCTUnwrap(configuration["namespace"] as? String)
        let folders = ["/usr/share/gir-1.0"] + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib"))?
            .map { "/usr/lib/\($0)/gir-1.0" }.filter { FileManager.default.fileExists(atPath: $0) } ?? [])
        guard folders.contains(where: { FileManager.default.fileExists(atPath: "\($0)/\(stem).gir") }) else {
            throw XCTSkip("no \(stem).gir on this system")
        }
        func namespace(_ stem: String) -> String { String(stem.split(separator: "-").first ?? Substring(stem)) }
        var options = GeneratorOptions(namespace: stem)
        options.cModules = configuration["cModules"] as? [String] ?? []
        options.fullNamespaces = Set((configuration["full"] as? [String] ?? []).map(namespace))
        options.typeNamespaces = Set((configuration["types"] as? [String] ?? []).map(namespace))
        options.moduleNames = configuration["modules"] as? [String: String] ?? [:]
        options.handWrittenTypes = Set(configuration["handWritten"] as? [String] ?? [])
        options.omittedTypes = Set(configuration["omit"] as? [String] ?? [])
        options.deprecatedSymbols = Set(configuration["deprecated"] as? [String] ?? [])
        options.typesOnly = configuration["typesOnly"] as? Bool ?? false
        return try Generator.generate(girDirectories: folders, options: options).files
    }
}
