import Localization

/// Finds the translatable messages of one Swift source file: every call of `localized`
/// and `localizedPlural`, with the ids the program will look up.
///
/// It reads Swift's lexical structure (comments, nested block comments, string literals of
/// every kind with their interpolations, raw strings) so text inside comments and other
/// strings is never mistaken for a call. What it cannot turn into a message id is an
/// error, never a silent omission: a message that is not one plain string literal
/// (a variable, a concatenation, a multi-line or raw literal), an unknown escape, a
/// `context:` that interpolates, or `localized` used as a value without a call.
/// Declarations (`func localized(`, `var localized`), argument labels (`f(localized: x)`)
/// and member calls (`x.localized(`) are not calls of ours.
///
/// `// TRANSLATORS:` comments on their own lines are kept, with the comment lines that
/// directly follow, for the template (`xgettext --add-comments=TRANSLATORS:`).
/// A value type used once per file; not thread-safe while scanning.
public struct SwiftMessageScanner {
    /// What a scan found.
    public struct Result: Equatable, Sendable {
        /// The messages, in source order.
        public var messages: [ExtractedMessage]
        /// Translator comment lines: line number and the comment as written (from `//`).
        public var translatorComments: [Int: String]
        /// The number of lines of the file.
        public var lineCount: Int
    }

    /// The function names whose calls are messages.
    public static let functionNames: Set<String> = ["localized", "localizedPlural"]

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var messages: [ExtractedMessage] = []
    private var commentLines: [Int: (text: String, startsTranslatorNote: Bool)] = [:]
    private var linesWithCode: Set<Int> = []
    private var previous: PreviousToken = .other

    private enum PreviousToken: Equatable { case other, dot, declarationKeyword }

    /// Keywords after which a name is being declared, not called.
    private static let declarationKeywords: Set<String> = [
        "func", "let", "var", "case", "enum", "struct", "class", "protocol", "typealias", "import", "actor",
    ]

    /// Scans `source`; `file` names it in errors.
    public static func scan(_ source: String, file: String) throws(ExtractionError) -> Result {
        var scanner = SwiftMessageScanner(bytes: Array(source.utf8), file: file)
        try scanner.run()
        return scanner.result
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    // MARK: Top level

    private mutating func run() throws(ExtractionError) {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                try blockComment()
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                linesWithCode.insert(line)
                if byte == UInt8(ascii: "#"), rawStringHashes() == nil {
                    index += 1
                } else {
                    try skipStringLiteral()
                }
                previous = .other
            case UInt8(ascii: "."):
                linesWithCode.insert(line)
                previous = .dot
                index += 1
            case UInt8(ascii: "`"):
                linesWithCode.insert(line)
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                index += 1
                previous = .other
            case _ where Self.isIdentifierByte(byte):
                linesWithCode.insert(line)
                try identifier()
            default:
                linesWithCode.insert(line)
                previous = .other
                index += 1
            }
        }
    }

    private mutating func identifier() throws(ExtractionError) {
        let start = index
        let startLine = line
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        defer { previous = Self.declarationKeywords.contains(name) ? .declarationKeyword : .other }
        guard Self.functionNames.contains(name), previous == .other else { return }
        try skipTrivia()
        // An argument label (`f(localized: x)`) or a type annotation is not a call.
        if peek(0) == UInt8(ascii: ":") { return }
        guard peek(0) == UInt8(ascii: "(") else {
            throw error(at: startLine, "`\(name)` must be called directly with string literals, "
                + "so its messages can be extracted")
        }
        index += 1
        let arguments = try callArguments()
        messages.append(try message(of: name, arguments: arguments, line: startLine))
    }

    // MARK: Calls

    private struct Argument {
        var label: String?
        var literal: Literal?
        var line: Int
    }

    private struct Literal {
        var segments: [String]
        var interpolations: Int { segments.count - 1 }
    }

    /// The arguments up to the closing parenthesis, which is consumed.
    private mutating func callArguments() throws(ExtractionError) -> [Argument] {
        var arguments: [Argument] = []
        try skipTrivia()
        if peek(0) == UInt8(ascii: ")") {
            index += 1
            return arguments
        }
        while true {
            try skipTrivia()
            var argument = Argument(label: argumentLabel(), literal: nil, line: line)
            try skipTrivia()
            if peek(0) == UInt8(ascii: "\""), peek(1) != UInt8(ascii: "\"") || peek(2) != UInt8(ascii: "\"") {
                let literal = try plainLiteral()
                try skipTrivia()
                if peek(0) == UInt8(ascii: ",") || peek(0) == UInt8(ascii: ")") {
                    argument.literal = literal
                } else {
                    try skipExpression()
                }
            } else if peek(0) == UInt8(ascii: ")") {
                index += 1
                return arguments
            } else {
                try skipExpression()
            }
            arguments.append(argument)
            guard index < bytes.count else { throw error(at: argument.line, "unterminated call") }
            let separator = bytes[index]
            index += 1
            if separator == UInt8(ascii: ")") { return arguments }
        }
    }

    /// `label:` at the current position (consumed), or `nil` (nothing consumed).
    private mutating func argumentLabel() -> String? {
        var end = index
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        guard end > index else { return nil }
        var colon = end
        while colon < bytes.count, bytes[colon] == UInt8(ascii: " ") || bytes[colon] == UInt8(ascii: "\t") { colon += 1 }
        guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":"),
              colon + 1 >= bytes.count || bytes[colon + 1] != UInt8(ascii: ":") else { return nil }
        let label = String(decoding: bytes[index..<end], as: UTF8.self)
        index = colon + 1
        return label
    }

    private func message(of function: String, arguments: [Argument], line: Int) throws(ExtractionError) -> ExtractedMessage {
        let messageCount = function == "localizedPlural" ? 2 : 1
        let what = messageCount == 2 ? "the singular and plural of `localizedPlural`" : "the message of `localized`"
        guard arguments.count >= messageCount,
              arguments.prefix(messageCount).allSatisfy({ $0.label == nil }) else {
            throw error(at: line, "\(what) must come first, without labels")
        }
        var literals: [Literal] = []
        for argument in arguments.prefix(messageCount) {
            guard let literal = argument.literal else {
                throw error(at: argument.line, "\(what) must be one plain string literal "
                    + "(no variable, concatenation, multi-line or raw literal), so it can be extracted")
            }
            guard literal.segments.joined().isEmpty == false || literal.interpolations > 0 else {
                throw error(at: argument.line, "an empty message cannot be translated")
            }
            literals.append(literal)
        }
        var context: String?
        var sawCount = false
        for argument in arguments.dropFirst(messageCount) {
            switch argument.label {
            case "context":
                guard let literal = argument.literal, literal.interpolations == 0 else {
                    throw error(at: argument.line, "`context:` must be a string literal without interpolation")
                }
                context = literal.segments[0]
            case "count" where messageCount == 2:
                sawCount = true
            default:
                throw error(at: argument.line, "unexpected argument \(argument.label.map { "`\($0):`" } ?? "without label") "
                    + "in a call of `\(function)`")
            }
        }
        if messageCount == 2, !sawCount {
            throw error(at: line, "`localizedPlural` needs its `count:` argument")
        }
        let isFormat = literals.contains { $0.interpolations > 0 }
        let ids = literals.map {
            MessageFormat.messageID(literals: $0.segments, placeholderCount: $0.interpolations, asFormat: isFormat)
        }
        return ExtractedMessage(line: line, id: ids[0], pluralID: ids.count > 1 ? ids[1] : nil,
                                context: context, isFormat: isFormat)
    }

    // MARK: Literals

    /// A `"..."` literal at the current position: its text between interpolations.
    private mutating func plainLiteral() throws(ExtractionError) -> Literal {
        let startLine = line
        index += 1   // the opening quote
        var segments: [[UInt8]] = [[]]
        while true {
            guard index < bytes.count, bytes[index] != UInt8(ascii: "\n") else {
                throw error(at: startLine, "unterminated string literal")
            }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return Literal(segments: segments.map { String(decoding: $0, as: UTF8.self) })
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw error(at: startLine, "unterminated string literal") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): segments[segments.count - 1].append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): segments[segments.count - 1].append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): segments[segments.count - 1].append(UInt8(ascii: "\r"))
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                    segments[segments.count - 1].append(escape)
                case UInt8(ascii: "0"):
                    throw error(at: line, "a message cannot contain NUL (\\0)")
                case UInt8(ascii: "u"):
                    segments[segments.count - 1] += try unicodeEscape()
                case UInt8(ascii: "("):
                    try skipExpression(closing: UInt8(ascii: ")"))
                    index += 1
                    segments.append([])
                default:
                    throw error(at: line, "unknown escape \\\(Character(Unicode.Scalar(escape))) in a string literal")
                }
            default:
                segments[segments.count - 1].append(byte)
            }
        }
    }

    /// `{XXXX}` after `\u`: the scalar's UTF-8 bytes.
    private mutating func unicodeEscape() throws(ExtractionError) -> [UInt8] {
        guard peek(0) == UInt8(ascii: "{") else { throw error(at: line, "malformed \\u{...} escape") }
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "}"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
        let hex = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
        index += 1
        guard (1...8).contains(hex.count), let value = UInt32(hex, radix: 16),
              let scalar = Unicode.Scalar(value), value != 0 else {
            throw error(at: line, "malformed \\u{\(hex)} escape")
        }
        return Array(String(Character(scalar)).utf8)
    }

    /// The number of `#` before a `"` at the current position, or `nil` when the `#`s
    /// start something else (`#if`, `#filePath`).
    private func rawStringHashes() -> Int? {
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        return end - index
    }

    /// Skips any string literal (plain, multi-line, raw) at the current position, with
    /// the interpolations inside it.
    private mutating func skipStringLiteral() throws(ExtractionError) {
        let startLine = line
        let hashes = rawStringHashes() ?? 0
        index += hashes
        let multiLine = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        if !multiLine, peek(1) == UInt8(ascii: "\""), hashes == 0 || peek(2) == UInt8(ascii: "#") {
            index += 2 + hashes   // "" or #""#
            return
        }
        index += multiLine ? 3 : 1
        let quotes = multiLine ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                guard multiLine else { throw error(at: startLine, "unterminated string literal") }
                line += 1
                index += 1
            } else if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, count: hashes) {
                index += 1 + hashes
                if peek(0) == UInt8(ascii: "(") {
                    index += 1
                    try skipExpression(closing: UInt8(ascii: ")"))
                    index += 1
                } else if peek(0) == UInt8(ascii: "\n") {
                    // A line continuation in a multi-line literal.
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\""), quotesFollow(index, count: quotes), hashesFollow(index + quotes, count: hashes) {
                index += quotes + hashes
                return
            } else {
                index += 1
            }
        }
        throw error(at: startLine, "unterminated string literal")
    }

    private func hashesFollow(_ position: Int, count: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return bytes[position..<position + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    private func quotesFollow(_ position: Int, count: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return bytes[position..<position + count].allSatisfy { $0 == UInt8(ascii: "\"") }
    }

    // MARK: Expressions, comments, trivia

    /// Skips an expression: balanced brackets, strings and comments, up to (not
    /// including) `closing` at depth 0, or, when `closing` is `nil`, a `,` or `)` at depth 0.
    private mutating func skipExpression(closing: UInt8? = nil) throws(ExtractionError) {
        let startLine = line
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 {
                    if let closing, byte != closing { throw error(at: line, "unbalanced brackets") }
                    if closing == nil, byte != UInt8(ascii: ")") { throw error(at: line, "unbalanced brackets") }
                    return
                }
                depth -= 1
                index += 1
            case UInt8(ascii: ",") where depth == 0 && closing == nil:
                return
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                try blockComment()
            case UInt8(ascii: "\""):
                try skipStringLiteral()
            case UInt8(ascii: "#") where rawStringHashes() != nil:
                try skipStringLiteral()
            case _ where Self.isIdentifierByte(byte):
                // A call of ours nested in an expression is a message too.
                try identifier()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            default:
                previous = byte == UInt8(ascii: ".") ? .dot : .other
                index += 1
            }
        }
        throw error(at: startLine, "unterminated expression")
    }

    /// Skips white space, newlines and comments.
    private mutating func skipTrivia() throws(ExtractionError) {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                try blockComment()
            default:
                return
            }
        }
    }

    private mutating func lineComment() {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        let body = text.drop { $0 == "/" }.drop { $0 == " " || $0 == "\t" }
        commentLines[line] = (text, body.hasPrefix("TRANSLATORS:"))
    }

    /// Skips a block comment; Swift's nest.
    private mutating func blockComment() throws(ExtractionError) {
        let startLine = line
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
        throw error(at: startLine, "unterminated block comment")
    }

    // MARK: Helpers

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private func error(at line: Int, _ message: String) -> ExtractionError {
        ExtractionError(file: file, line: line, message: message)
    }

    private var result: Result {
        // A translator note: a comment-only line starting with TRANSLATORS:, and the
        // comment-only lines right after it.
        var notes: [Int: String] = [:]
        var inNote = false
        for number in 1...max(1, line) {
            guard let comment = commentLines[number], !linesWithCode.contains(number) else {
                inNote = false
                continue
            }
            inNote = comment.startsTranslatorNote || inNote
            if inNote { notes[number] = comment.text }
        }
        return Result(messages: messages, translatorComments: notes, lineCount: line)
    }
}
