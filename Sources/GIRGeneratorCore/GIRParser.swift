import Foundation

/// Reads one GIR file into a `GIRNamespace`.
///
/// Required attributes (a class's `name` and `c:type`, a member's `value`, ...) are
/// checked; a file without them fails with an error naming the file, the element and its
/// line rather than producing bindings with holes.
public enum GIRParser {
    /// Parses the GIR file at `path`.
    public static func parse(contentsOf path: String) throws(GIRError) -> GIRNamespace {
        let fileName = (path as NSString).lastPathComponent
        guard FileManager.default.fileExists(atPath: path) else {
            throw GIRError(file: path, kind: .missingFile)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw GIRError(file: path, kind: .unreadable((error as NSError).localizedDescription))
        }
        var namespace = try parse(data, file: fileName)
        namespace.file = path
        return namespace
    }

    /// Parses GIR XML; errors name `file`.
    public static func parse(_ data: Data, file: String) throws(GIRError) -> GIRNamespace {
        let root = try XMLNode.parse(data, file: file)
        return try Reader(file: file).namespace(from: root)
    }
}

/// The conversion from the XML tree to the model, with the file name for errors.
private struct Reader {
    let file: String

    func namespace(from root: XMLNode) throws(GIRError) -> GIRNamespace {
        guard root.name == "repository" else {
            throw GIRError(file: file, element: root.name, line: root.line,
                           kind: .notGIR("the root element is <\(root.name)>, not <repository>"))
        }
        guard let node = root.child(named: "namespace") else {
            throw GIRError(file: file, element: "repository", line: root.line, kind: .notGIR("no <namespace>"))
        }
        var namespace = GIRNamespace(name: try required(node, "name"), version: try required(node, "version"))
        namespace.cIdentifierPrefixes = list(node["c:identifier-prefixes"])
        namespace.cSymbolPrefixes = list(node["c:symbol-prefixes"])
        for include in root.children(named: "include") {
            namespace.includes.append(GIRInclude(name: try required(include, "name"),
                                                 version: try required(include, "version")))
        }
        namespace.packages = root.children(named: "package").compactMap { $0["name"] }
        namespace.cIncludes = root.children(named: "c:include").compactMap { $0["name"] }
        for child in node.children {
            switch child.name {
            case "class": namespace.classes.append(try classType(child))
            case "interface": namespace.interfaces.append(try interface(child))
            case "record": namespace.records.append(try record(child, isUnion: false))
            case "union": namespace.records.append(try record(child, isUnion: true))
            case "enumeration": namespace.enums.append(try enumeration(child, isBitfield: false))
            case "bitfield": namespace.enums.append(try enumeration(child, isBitfield: true))
            case "callback": namespace.callbacks.append(try callable(child, kind: .callback))
            case "function": namespace.functions.append(try callable(child, kind: .function))
            case "constant": namespace.constants.append(try constant(child))
            case "alias": namespace.aliases.append(try alias(child))
            default: break // docsection, boxed, function-macro: nothing to bind
            }
        }
        return namespace
    }

    // MARK: Types

    func classType(_ node: XMLNode) throws(GIRError) -> GIRClass {
        var result = GIRClass(name: try required(node, "name"), cType: try cType(node))
        result.symbolPrefix = node["c:symbol-prefix"]
        result.parent = node["parent"]
        result.getType = node["glib:get-type"]
        result.typeName = node["glib:type-name"]
        result.isAbstract = flag(node["abstract"])
        result.isFinal = flag(node["final"])
        result.typeStruct = node["glib:type-struct"]
        result.refFunction = node["glib:ref-func"]
        result.unrefFunction = node["glib:unref-func"]
        result.hasFields = !node.children(named: "field").isEmpty
        result.info = info(node)
        for child in node.children {
            switch child.name {
            case "implements": result.implements.append(try required(child, "name"))
            case "constructor": result.constructors.append(try callable(child, kind: .constructor))
            case "method": result.methods.append(try callable(child, kind: .method))
            case "function": result.functions.append(try callable(child, kind: .function))
            case "property": result.properties.append(try property(child))
            case "glib:signal": result.signals.append(try callable(child, kind: .signal))
            default: break
            }
        }
        return result
    }

    func interface(_ node: XMLNode) throws(GIRError) -> GIRInterface {
        var result = GIRInterface(name: try required(node, "name"), cType: try cType(node))
        result.symbolPrefix = node["c:symbol-prefix"]
        result.getType = node["glib:get-type"]
        result.info = info(node)
        for child in node.children {
            switch child.name {
            case "prerequisite": result.prerequisites.append(try required(child, "name"))
            case "method": result.methods.append(try callable(child, kind: .method))
            case "function": result.functions.append(try callable(child, kind: .function))
            case "property": result.properties.append(try property(child))
            case "glib:signal": result.signals.append(try callable(child, kind: .signal))
            default: break
            }
        }
        return result
    }

    func record(_ node: XMLNode, isUnion: Bool) throws(GIRError) -> GIRRecord {
        var result = GIRRecord(name: try required(node, "name"))
        result.cType = node["c:type"]
        result.symbolPrefix = node["c:symbol-prefix"]
        result.getType = node["glib:get-type"]
        result.isGTypeStructFor = node["glib:is-gtype-struct-for"]
        result.copyFunction = node["copy-function"]
        result.freeFunction = node["free-function"]
        result.isOpaque = flag(node["opaque"]) || flag(node["disguised"])
        result.isUnion = isUnion
        result.hasFields = !node.children(named: "field").isEmpty
        result.info = info(node)
        for child in node.children {
            switch child.name {
            case "constructor": result.constructors.append(try callable(child, kind: .constructor))
            case "method": result.methods.append(try callable(child, kind: .method))
            case "function": result.functions.append(try callable(child, kind: .function))
            default: break
            }
        }
        return result
    }

    func enumeration(_ node: XMLNode, isBitfield: Bool) throws(GIRError) -> GIREnum {
        var result = GIREnum(name: try required(node, "name"), cType: try required(node, "c:type"),
                             isBitfield: isBitfield)
        result.getType = node["glib:get-type"]
        result.errorDomain = node["glib:error-domain"]
        result.info = info(node)
        for child in node.children {
            switch child.name {
            case "member":
                let text = try required(child, "value")
                guard let value = Int64(text) ?? UInt64(text).map({ Int64(bitPattern: $0) }) else {
                    throw GIRError(file: file, element: "member", line: child.line,
                                   kind: .invalidAttribute(name: "value", value: text))
                }
                var member = GIRMember(name: try required(child, "name"),
                                       cIdentifier: try required(child, "c:identifier"), value: value)
                member.info = info(child)
                result.members.append(member)
            case "function":
                result.functions.append(try callable(child, kind: .function))
            default:
                break
            }
        }
        return result
    }

    func constant(_ node: XMLNode) throws(GIRError) -> GIRConstant {
        // An empty value is valid (GLib's empty-string constants); only a missing one is not.
        guard let value = node["value"] else {
            throw GIRError(file: file, element: node.name, line: node.line, kind: .missingAttribute("value"))
        }
        var result = GIRConstant(name: try required(node, "name"), value: value,
                                 type: try type(in: node) ?? GIRType())
        result.cType = node["c:type"]
        result.info = info(node)
        return result
    }

    func alias(_ node: XMLNode) throws(GIRError) -> GIRAlias {
        var result = GIRAlias(name: try required(node, "name"), target: try type(in: node) ?? GIRType())
        result.cType = node["c:type"]
        result.info = info(node)
        return result
    }

    // MARK: Callables

    func callable(_ node: XMLNode, kind: GIRCallableKind) throws(GIRError) -> GIRCallable {
        // GLib has a non-introspectable method named "" (g_iconv, moved to a function).
        guard let name = node["name"] else {
            throw GIRError(file: file, element: node.name, line: node.line, kind: .missingAttribute("name"))
        }
        let returnNode = node.child(named: "return-value")
        var returnValue = GIRParameter(name: "return", type: GIRType(name: "none", cType: "void"))
        if let returnNode {
            returnValue = try parameter(returnNode, defaultName: "return")
        }
        var result = GIRCallable(kind: kind, name: name, returnValue: returnValue)
        switch kind {
        case .function, .method, .constructor:
            result.cIdentifier = try required(node, "c:identifier")
        case .callback:
            result.cType = node["c:type"]
        case .signal, .virtualMethod:
            break
        }
        result.throwsError = flag(node["throws"])
        result.shadows = node["shadows"]
        result.shadowedBy = node["shadowed-by"]
        result.movedTo = node["moved-to"]
        result.finishFunc = node["glib:finish-func"]
        result.signalDetailed = flag(node["detailed"])
        result.info = info(node)
        if let parameters = node.child(named: "parameters") {
            for child in parameters.children {
                switch child.name {
                case "instance-parameter":
                    result.instanceParameter = try parameter(child, defaultName: nil)
                case "parameter":
                    result.parameters.append(try parameter(child, defaultName: nil))
                default:
                    break
                }
            }
        }
        return result
    }

    func parameter(_ node: XMLNode, defaultName: String?) throws(GIRError) -> GIRParameter {
        let name: String
        if let defaultName { name = node["name"] ?? defaultName } else { name = try required(node, "name") }
        var result = GIRParameter(name: name, type: try type(in: node) ?? GIRType())
        if let direction = node["direction"] {
            guard let value = GIRDirection(rawValue: direction) else {
                throw GIRError(file: file, element: node.name, line: node.line,
                               kind: .invalidAttribute(name: "direction", value: direction))
            }
            result.direction = value
        }
        result.callerAllocates = flag(node["caller-allocates"])
        if let transfer = node["transfer-ownership"] {
            guard let value = GIRTransfer(rawValue: transfer) else {
                throw GIRError(file: file, element: node.name, line: node.line,
                               kind: .invalidAttribute(name: "transfer-ownership", value: transfer))
            }
            result.transfer = value
        }
        // `allow-none` is the older spelling: nullable for in parameters, optional for out.
        let allowNone = flag(node["allow-none"])
        result.nullable = flag(node["nullable"]) || (allowNone && result.direction == .in)
        result.optional = flag(node["optional"]) || (allowNone && result.direction != .in)
        if let scope = node["scope"] {
            guard let value = GIRScope(rawValue: scope) else {
                throw GIRError(file: file, element: node.name, line: node.line,
                               kind: .invalidAttribute(name: "scope", value: scope))
            }
            result.scope = value
        }
        result.closureIndex = try index(node, "closure")
        result.destroyIndex = try index(node, "destroy")
        result.doc = firstParagraph(node.child(named: "doc")?.text)
        return result
    }

    /// The `<type>`, `<array>` or `<varargs>` child of `node`, if any.
    func type(in node: XMLNode) throws(GIRError) -> GIRType? {
        for child in node.children {
            switch child.name {
            case "type":
                return try type(of: child)
            case "array":
                return try type(of: child)
            case "varargs":
                var result = GIRType(name: "varargs")
                result.isVarargs = true
                return result
            default:
                continue
            }
        }
        return nil
    }

    private func type(of node: XMLNode) throws(GIRError) -> GIRType {
        if node.name == "type" {
            var result = GIRType(name: node["name"], cType: node["c:type"])
            for element in node.children where element.name == "type" || element.name == "array" {
                result.elements.append(try type(of: element))
            }
            return result
        }
        var array = GIRArray()
        array.lengthIndex = try index(node, "length")
        if let zeroTerminated = node["zero-terminated"] { array.zeroTerminatedAttribute = flag(zeroTerminated) }
        array.fixedSize = try index(node, "fixed-size")
        array.name = node["name"]
        array.cType = node["c:type"]
        var result = GIRType(name: nil, cType: node["c:type"])
        result.array = array
        if let element = try type(in: node) { result.elements = [element] }
        return result
    }

    // MARK: Properties

    func property(_ node: XMLNode) throws(GIRError) -> GIRProperty {
        var result = GIRProperty(name: try required(node, "name"), type: try type(in: node) ?? GIRType())
        result.readable = node["readable"].map(flag) ?? true
        result.writable = flag(node["writable"])
        result.constructOnly = flag(node["construct-only"])
        result.getter = node["getter"]
        result.setter = node["setter"]
        if let transfer = node["transfer-ownership"], let value = GIRTransfer(rawValue: transfer) {
            result.transfer = value
        }
        result.info = info(node)
        return result
    }

    // MARK: Attributes

    func info(_ node: XMLNode) -> GIRInfo {
        var info = GIRInfo()
        info.introspectable = node["introspectable"].map(flag) ?? true
        info.deprecated = flag(node["deprecated"])
        info.deprecatedVersion = node["deprecated-version"]
        info.version = node["version"]
        info.doc = firstParagraph(node.child(named: "doc")?.text)
        info.deprecationNote = firstParagraph(node.child(named: "doc-deprecated")?.text)
        info.line = node.line
        return info
    }

    func required(_ node: XMLNode, _ attribute: String) throws(GIRError) -> String {
        guard let value = node[attribute], !value.isEmpty else {
            throw GIRError(file: file, element: node.name, line: node.line, kind: .missingAttribute(attribute))
        }
        return value
    }

    /// A class's or interface's C type: `c:type`, or else its GType name, which GIR
    /// writes alone for a few types (`GtkSnapshot`) and which is the same C name.
    func cType(_ node: XMLNode) throws(GIRError) -> String {
        if let value = node["c:type"] ?? node["glib:type-name"], !value.isEmpty { return value }
        throw GIRError(file: file, element: node.name, line: node.line, kind: .missingAttribute("c:type"))
    }

    func index(_ node: XMLNode, _ attribute: String) throws(GIRError) -> Int? {
        guard let text = node[attribute] else { return nil }
        guard let value = Int(text), value >= 0 else {
            throw GIRError(file: file, element: node.name, line: node.line,
                           kind: .invalidAttribute(name: attribute, value: text))
        }
        return value
    }

    func flag(_ value: String?) -> Bool { value == "1" || value == "true" }

    func list(_ value: String?) -> [String] {
        value?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
    }
}

/// The first paragraph of a GIR documentation text, on one line: the text without its
/// leading and trailing white space, up to its first blank line ("\n\n"); its lines (split
/// at any newline, empty ones dropped) trimmed of spaces and joined by one space.
///
/// A class's documentation runs to pages and every member has some: the text is read once,
/// as Unicode scalars and only up to the summary's end, so the generator's time does not
/// grow with the length of the docs.
func firstParagraph(_ text: String?) -> String? {
    guard let text else { return nil }
    let scalars = text.unicodeScalars
    let blank = CharacterSet.whitespacesAndNewlines
    guard let start = scalars.firstIndex(where: { !blank.contains($0) }),
          let last = scalars.lastIndex(where: { !blank.contains($0) }) else { return nil }
    let end = scalars.index(after: last)
    var summary = String.UnicodeScalarView()
    var lines = 0
    var lineStart = start
    var index = start
    var previous: Unicode.Scalar = " "
    while index < end {
        let scalar = scalars[index]
        if scalar == "\n" && previous == "\n" { break }
        if isNewline(scalar) {
            appendTrimmedLine(scalars[lineStart..<index], to: &summary, lines: &lines)
            lineStart = scalars.index(after: index)
        }
        previous = scalar
        index = scalars.index(after: index)
    }
    appendTrimmedLine(scalars[lineStart..<index], to: &summary, lines: &lines)
    return String(summary)
}

/// Whether `scalar` ends a line, as `Character.isNewline` has it (LF, VT, FF, CR, NEL, LS, PS).
private func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
}

/// Appends `line` without its leading and trailing spaces, after one space when it is not the
/// first line (`lines` counts them); an empty line (between two newlines) is not a line.
private func appendTrimmedLine(_ line: Substring.UnicodeScalarView, to summary: inout String.UnicodeScalarView,
                               lines: inout Int) {
    guard !line.isEmpty else { return }
    if lines > 0 { summary.append(" ") }
    lines += 1
    let spaces = CharacterSet.whitespaces
    guard let first = line.firstIndex(where: { !spaces.contains($0) }),
          let last = line.lastIndex(where: { !spaces.contains($0) }) else { return }
    summary.append(contentsOf: line[first...last])
}
