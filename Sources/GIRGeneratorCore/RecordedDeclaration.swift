/// A public declaration as the emitter wrote it, kept for the API reference
/// (`gir-swift --reference`): the reference shows exactly what the bindings declare because
/// it reads the same lines the Swift files get, never a second rendering of the model.
public struct RecordedDeclaration: Sendable, Equatable {
    /// The declaration without its body: `public func setChild(_ child: Widget?)`.
    public let signature: String
    /// The attribute lines written above it (`@MainActor`, `@available(*, deprecated, …)`).
    public let attributes: [String]
    /// The doc comment written above it, as one paragraph of plain text.
    public let doc: String?
    /// The C symbol it wraps (`GtkColumnView`, `gtk_column_view_append_column`), when the
    /// emitter named one.
    public let cName: String?
    /// Every `#if` condition around it, sorted (`GTK_4_10`).
    public let conditions: [String]
    /// 0 for a declaration of the file (a type, an extension, a function of the module), 1 for
    /// a member of the type or extension opened last.
    public let depth: Int

    /// Whether an `@available(*, deprecated…)` attribute marks it.
    public var isDeprecated: Bool { attributes.contains { $0.hasPrefix("@available(*, deprecated") } }

    /// The deprecation message of its `@available` attribute, when it has one.
    public var deprecationMessage: String? {
        guard let attribute = attributes.first(where: { $0.hasPrefix("@available(*, deprecated") }),
              let start = attribute.range(of: "message: \"") else { return nil }
        var message = String(attribute[start.upperBound...])
        if message.hasSuffix("\")") { message.removeLast(2) }
        return message.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// The declared name: `setChild` for a function, `init` for an initializer, the type's
    /// name for a type or an extension, the case's name for a case.
    public var name: String {
        let words = signature.split(separator: " ")
        let introducers: Set<Substring> = ["func", "var", "let", "class", "struct", "enum", "protocol", "extension", "case"]
        for (index, word) in words.enumerated() {
            if word.hasPrefix("init(") || word.hasPrefix("init?(") || word.hasPrefix("init<") { return "init" }
            guard introducers.contains(word), index + 1 < words.count,
                  !introducers.contains(words[index + 1]) else { continue }   // `class var gType`
            let rest = words[index + 1]
            let end = rest.firstIndex { "(:<{ ".contains($0) } ?? rest.endIndex
            return String(rest[..<end]).replacingOccurrences(of: "`", with: "")
        }
        return signature
    }

    /// The declaration of a written line: the text before its body (` {` or ` { … }` at the
    /// end, outside parentheses, brackets and string literals).
    static func signature(of line: String) -> String {
        var nesting = 0
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[", "<": nesting += 1
                case ")", "]": nesting -= 1
                case ">" where previous != "-": nesting -= 1
                case "{" where nesting <= 0 && previous == " ":
                    return String(line[..<line.index(before: index)])
                default: break
                }
            }
            previous = character
            index = line.index(after: index)
        }
        return line
    }
}
