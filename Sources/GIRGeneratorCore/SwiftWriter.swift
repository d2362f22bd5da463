/// Lines of Swift with indentation, doc comments, attributes and version conditions.
///
/// It also records the public declarations it writes (`declarations`), with the doc comment,
/// attributes and conditions written around them, for the API reference.
struct SwiftWriter {
    private(set) var lines: [String] = []
    private var depth = 0
    /// The public declarations written so far, in order.
    private(set) var declarations: [RecordedDeclaration] = []
    private var conditionStack: [Set<String>] = []
    private var pendingDoc: [String] = []
    private var pendingAttributes: [String] = []
    private var pendingCName: String?

    /// Words a written line starts with when it declares public API (at the file's level or
    /// as a member; deeper lines are bodies).
    private static let declarationStarts = ["public ", "open ", "extension ", "case "]

    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
        record(text)
    }

    /// Names the C symbol the next declaration wraps (shown by the API reference).
    mutating func cName(_ name: String?) { pendingCName = name }

    private mutating func record(_ text: String) {
        guard depth <= 1, !text.hasPrefix(" ") else { return }
        if text.hasPrefix("/// ") {
            pendingDoc.append(String(text.dropFirst(4)))
        } else if text.hasPrefix("@") {
            pendingAttributes.append(text)
        } else if Self.declarationStarts.contains(where: text.hasPrefix) {
            declarations.append(RecordedDeclaration(
                signature: RecordedDeclaration.signature(of: text), attributes: pendingAttributes,
                doc: pendingDoc.isEmpty ? nil : pendingDoc.joined(separator: " "), cName: pendingCName,
                conditions: conditionStack.reduce(into: Set<String>()) { $0.formUnion($1) }.sorted(), depth: depth))
            clearPending()
        } else {
            clearPending()
        }
    }

    private mutating func clearPending() {
        pendingDoc = []
        pendingAttributes = []
        pendingCName = nil
    }

    mutating func lines(_ texts: [String]) { texts.forEach { line($0) } }

    mutating func indent(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// `open {` … `}` around `body`.
    mutating func block(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        indent(body)
        line("}")
    }

    /// `#if A && B` … `#endif` around `body` (nothing when there are no conditions).
    mutating func conditional(_ conditions: Set<String>, _ body: (inout SwiftWriter) -> Void) {
        guard !conditions.isEmpty else { return body(&self) }
        lines.append("#if " + conditions.sorted().joined(separator: " && "))
        conditionStack.append(conditions)
        body(&self)
        conditionStack.removeLast()
        lines.append("#endif")
    }

    /// The first paragraph of GIR documentation as `///` lines.
    mutating func doc(_ text: String?) {
        guard let text, !text.isEmpty else { return }
        for part in wrap(Self.plainDoc(text), width: 96) { line("/// " + part) }
    }

    /// `@available(*, deprecated, message: …)` naming the release and GIR's replacement note.
    mutating func deprecation(_ info: GIRInfo, force: Bool = false) {
        guard info.deprecated || force else { return }
        var message = info.deprecatedVersion.map { "Deprecated since \($0)" } ?? "Deprecated"
        if let note = info.deprecationNote {
            message += ": " + Self.plainDoc(note)
        } else if !info.deprecated {
            message += ": uses deprecated types"
        }
        line("@available(*, deprecated, message: \(Self.stringLiteral(message)))")
    }

    var text: String { lines.joined(separator: "\n") + "\n" }

    /// GIR's gi-docgen links (`[method@Gtk.Widget.show]`) as plain names (`Gtk.Widget.show`).
    static func plainDoc(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "]"), let at = after[..<close].firstIndex(of: "@"),
               after[..<at].allSatisfy({ $0.isLetter }) {
                result += after[after.index(after: at)..<close]
                rest = after[after.index(after: close)...]
            } else {
                result.append("[")
                rest = after
            }
        }
        return result + rest
    }

    /// A Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 { result += "\\u{\(String(scalar.value, radix: 16))}" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    private func wrap(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + word.count + 1 > width {
                result.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
