/// How a message with interpolated values becomes a gettext message id, and how a
/// translation gets the values back.
///
/// One rule, used at run time by ``LocalizableText`` and at extraction time by
/// `vsm-extract-strings`, so the id `make pot` writes is exactly the id the program looks up:
///
/// - A message with no interpolation is its own id, verbatim (a `%` is just a `%`); its
///   translation is shown verbatim too.
/// - A message with interpolations is a format (gettext's `objc-format`): each literal `%`
///   becomes `%%`, and each interpolation becomes `%@` when there is one, or `%1$@`,
///   `%2$@`, ... when there are several, so a translation may reorder them.
///
/// Pure functions; safe from any thread.
public enum MessageFormat {
    /// The message id for the literal text around `placeholderCount` interpolations.
    ///
    /// `literals` has `placeholderCount + 1` segments (the text before the first
    /// interpolation, between them, and after the last); missing trailing segments count
    /// as empty. `asFormat` forces format mode with no placeholder (the singular of a
    /// plural pair whose plural interpolates: both ids of a pair follow one mode).
    public static func messageID(literals: [String], placeholderCount: Int, asFormat: Bool = false) -> String {
        guard placeholderCount > 0 || asFormat else { return literals.joined() }
        var id = ""
        for index in 0...placeholderCount {
            if index < literals.count {
                id += literals[index].replacingPercents()
            }
            if index < placeholderCount {
                id += placeholderCount == 1 ? "%@" : "%\(index + 1)$@"
            }
        }
        return id
    }

    /// `format` (a translation in format mode) with its placeholders replaced: `%@` takes
    /// the next argument in order, `%N$@` the N-th (from 1), `%%` is a `%`.
    ///
    /// Never fails: a placeholder without an argument, or any other `%` sequence, stays
    /// as written, so a damaged translation shows something rather than crashing
    /// (`msgfmt --check` rejects such translations when the catalogue is built).
    public static func format(_ format: String, arguments: [String]) -> String {
        var result = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                result.append(character)
                index = format.index(after: index)
                continue
            }
            let rest = format[format.index(after: index)...]
            if rest.first == "%" {
                result.append("%")
                index = format.index(index, offsetBy: 2)
            } else if rest.first == "@" {
                result += next < arguments.count ? arguments[next] : "%@"
                next += 1
                index = format.index(index, offsetBy: 2)
            } else if let (position, end) = positionalPlaceholder(in: rest),
                      position >= 1, position <= arguments.count {
                result += arguments[position - 1]
                index = end
            } else {
                result.append("%")
                index = format.index(after: index)
            }
        }
        return result
    }

    /// `N$@` at the start of `text`: N and the index after the `@`.
    private static func positionalPlaceholder(in text: Substring) -> (Int, String.Index)? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 4, let position = Int(digits) else { return nil }
        let after = text[digits.endIndex...]
        guard after.hasPrefix("$@") else { return nil }
        return (position, after.index(after.startIndex, offsetBy: 2))
    }
}

extension String {
    fileprivate func replacingPercents() -> String {
        contains("%") ? replacing("%", with: "%%") : self
    }
}
