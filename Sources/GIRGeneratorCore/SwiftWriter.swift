/// Lines of Swift with indentation, doc comments, attributes and version conditions.
struct SwiftWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
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
        body(&self)
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
