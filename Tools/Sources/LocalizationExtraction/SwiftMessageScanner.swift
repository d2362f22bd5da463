import Localization
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Finds the translatable messages of one Swift source file: every call of `localized`
/// and `localizedPlural`, with the ids the program will look up.
///
/// The file is read by the Swift compiler's own parser (swift-syntax), so text inside
/// comments and other strings is never mistaken for a call, and a file the compiler would
/// reject (an unknown escape, an unterminated literal or comment) is refused with the
/// parser's message. What cannot be turned into a message id is an error, never a silent
/// omission: a message that is not one plain string literal (a variable, a concatenation,
/// a multi-line or raw literal), a NUL, a `context:` that interpolates, or `localized`
/// used as a value without a call. Declarations (`func localized(`, `var localized`),
/// argument labels (`f(localized: x)`) and member calls (`x.localized(`) are not calls of ours.
///
/// `// TRANSLATORS:` comments on their own lines are kept, with the comment lines that
/// directly follow, for the template (`xgettext --add-comments=TRANSLATORS:`).
public enum SwiftMessageScanner {
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

    /// Scans `source`; `file` names it in errors. Pure: safe from any thread.
    public static func scan(_ source: String, file: String) throws(ExtractionError) -> Result {
        let tree = Parser.parse(source: source)
        let lines = SourceLocationConverter(fileName: file, tree: tree)
        if let problem = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
            throw ExtractionError(file: file, line: problem.location(converter: lines).line,
                                  message: problem.message)
        }
        let finder = CallFinder(file: file, lines: lines)
        finder.walk(tree)
        if let error = finder.error { throw error }
        return Result(messages: finder.messages,
                      translatorComments: translatorNotes(in: tree, source: source, lines: lines),
                      lineCount: source.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
    }

    /// A translator note: a comment-only line starting with `TRANSLATORS:`, and the
    /// comment-only lines right after it.
    private static func translatorNotes(in tree: SourceFileSyntax, source: String,
                                        lines: SourceLocationConverter) -> [Int: String] {
        let text = Array(source.utf8)
        var commentOnly: [Int: String] = [:]
        func collect(_ trivia: Trivia, from start: AbsolutePosition) {
            var position = start
            for piece in trivia {
                defer { position += piece.sourceLength }
                guard case .lineComment(let comment) = piece else { continue }
                let location = lines.location(for: position)
                let lineStart = position.utf8Offset - (location.column - 1)
                if text[lineStart..<position.utf8Offset].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                    commentOnly[location.line] = comment
                }
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            collect(token.leadingTrivia, from: token.position)
            collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
        }
        var notes: [Int: String] = [:]
        var inNote = false
        for line in (commentOnly.keys.min() ?? 1)...(commentOnly.keys.max() ?? 0) + 1 {
            guard let comment = commentOnly[line] else {
                inNote = false
                continue
            }
            let body = comment.drop { $0 == "/" }.drop { $0 == " " || $0 == "\t" }
            inNote = body.hasPrefix("TRANSLATORS:") || inNote
            if inNote { notes[line] = comment }
        }
        return notes
    }
}

/// Walks a parsed file for the calls of `localized` and `localizedPlural`; stops at the
/// first call it cannot extract.
private final class CallFinder: SyntaxVisitor {
    private let file: String
    private let lines: SourceLocationConverter
    private(set) var messages: [ExtractedMessage] = []
    private(set) var error: ExtractionError?

    init(file: String, lines: SourceLocationConverter) {
        self.file = file
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard error == nil else { return .skipChildren }
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           SwiftMessageScanner.functionNames.contains(name) {
            do {
                messages.append(try message(of: name, call: node))
            } catch {
                self.error = error
                return .skipChildren
            }
        }
        // Calls of ours inside the arguments (an interpolation, a nested call) are messages too.
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard error == nil, SwiftMessageScanner.functionNames.contains(node.baseName.text) else { return .skipChildren }
        let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if !isCalled, !isMember {
            error = failure(at: node, "`\(node.baseName.text)` must be called directly with string literals, "
                + "so its messages can be extracted")
        }
        return .skipChildren
    }

    private func message(of function: String, call: FunctionCallExprSyntax) throws(ExtractionError) -> ExtractedMessage {
        let arguments = Array(call.arguments)
        let messageCount = function == "localizedPlural" ? 2 : 1
        let what = messageCount == 2 ? "the singular and plural of `localizedPlural`" : "the message of `localized`"
        guard arguments.count >= messageCount, arguments.prefix(messageCount).allSatisfy({ $0.label == nil }) else {
            throw failure(at: call.calledExpression, "\(what) must come first, without labels")
        }
        var literals: [[String]] = []
        for argument in arguments.prefix(messageCount) {
            guard let segments = try plainSegments(of: argument.expression) else {
                throw failure(at: argument, "\(what) must be one plain string literal "
                    + "(no variable, concatenation, multi-line or raw literal), so it can be extracted")
            }
            guard segments.joined().isEmpty == false || segments.count > 1 else {
                throw failure(at: argument, "an empty message cannot be translated")
            }
            literals.append(segments)
        }
        var context: String?
        var sawCount = false
        for argument in arguments.dropFirst(messageCount) {
            switch argument.label?.text {
            case "context":
                guard let segments = try plainSegments(of: argument.expression), segments.count == 1 else {
                    throw failure(at: argument, "`context:` must be a string literal without interpolation")
                }
                context = segments[0]
            case "count" where messageCount == 2:
                sawCount = true
            case let label:
                throw failure(at: argument, "unexpected argument \(label.map { "`\($0):`" } ?? "without label") "
                    + "in a call of `\(function)`")
            }
        }
        if messageCount == 2, !sawCount {
            throw failure(at: call.calledExpression, "`localizedPlural` needs its `count:` argument")
        }
        let isFormat = literals.contains { $0.count > 1 }
        let ids = literals.map {
            MessageFormat.messageID(literals: $0, placeholderCount: $0.count - 1, asFormat: isFormat)
        }
        return ExtractedMessage(line: line(of: call.calledExpression), id: ids[0],
                                pluralID: ids.count > 1 ? ids[1] : nil, context: context, isFormat: isFormat)
    }

    /// The text between the interpolations of a one-line, non-raw string literal, escapes
    /// decoded; `nil` for any other expression.
    private func plainSegments(of expression: ExprSyntax) throws(ExtractionError) -> [String]? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.openingPounds == nil,
              literal.openingQuote.tokenKind == .stringQuote else { return nil }
        var segments = [""]
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                let single = StringLiteralExprSyntax(openingQuote: .stringQuoteToken(),
                                                     segments: [.stringSegment(text)],
                                                     closingQuote: .stringQuoteToken())
                guard let value = single.representedLiteralValue else { return nil }
                if value.unicodeScalars.contains("\u{0}") {
                    throw failure(at: text, "a message cannot contain NUL (\\0)")
                }
                segments[segments.count - 1] += value
            case .expressionSegment:
                segments.append("")
            }
        }
        return segments
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        lines.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    private func failure(at node: some SyntaxProtocol, _ message: String) -> ExtractionError {
        ExtractionError(file: file, line: line(of: node), message: message)
    }
}
