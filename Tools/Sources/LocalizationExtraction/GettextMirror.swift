/// A Swift file's messages rewritten as C that `xgettext --language=C` reads exactly:
/// one line per line of the original, blank except for the translator comments and the
/// calls, each on the line where it starts, so the template's references
/// (`#: Sources/X.swift:42`) point into the Swift file.
///
/// Each call becomes `gettext`, `pgettext`, `ngettext` or `npgettext` (xgettext's default
/// C keywords) preceded by its flags: `objc-format` for a format, `no-objc-format` for a
/// verbatim message, and always `no-c-format`, so `msgfmt --check` verifies the
/// placeholders of every format and never guesses about text like `100% done` (which
/// xgettext would otherwise take for C's `% d`).
public enum GettextMirror {
    /// The C text for a scan's result.
    public static func render(_ result: SwiftMessageScanner.Result) -> String {
        var lines = Array(repeating: "", count: max(result.lineCount, 1))
        for (number, comment) in result.translatorComments where number >= 1 && number <= lines.count {
            lines[number - 1] = comment
        }
        for message in result.messages where message.line >= 1 && message.line <= lines.count {
            let call = Self.call(for: message)
            lines[message.line - 1] += lines[message.line - 1].isEmpty ? call : " " + call
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func call(for message: ExtractedMessage) -> String {
        let flag = message.isFormat ? "/* xgettext:objc-format no-c-format */" : "/* xgettext:no-objc-format no-c-format */"
        var arguments: [String] = []
        if let context = message.context { arguments.append(literal(context)) }
        arguments.append(literal(message.id))
        if let plural = message.pluralID { arguments += [literal(plural), "n"] }
        let function = switch (message.context != nil, message.pluralID != nil) {
        case (false, false): "gettext"
        case (true, false): "pgettext"
        case (false, true): "ngettext"
        case (true, true): "npgettext"
        }
        return "\(flag) \(function)(\(arguments.joined(separator: ", ")));"
    }

    /// A C string literal of `text` (UTF-8 as is; quotes, backslashes and control
    /// characters escaped).
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\" + String(scalar.value, radix: 8).leftPadded(to: 3)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
