/// A file of SQL statements split into single statements, for a driver that sends one statement
/// per query (PostgreSQL's extended protocol).
///
/// A `;` ends a statement unless it stands in a string (`'…'`), a quoted identifier (`"…"`), a
/// dollar-quoted body (`$$…$$`, `$tag$…$tag$`: function bodies) or a comment (`-- …`, `/* … */`).
/// Statements that hold only comments and white space are left out.
enum SQLScript {
    static func statements(in script: String) -> [String] {
        let text = Array(script.unicodeScalars)
        var statements: [String] = []
        var current = String.UnicodeScalarView()
        var hasCode = false
        var index = 0

        func take(_ count: Int) {
            for offset in 0..<count where index + offset < text.count { current.append(text[index + offset]) }
            index += count
        }
        func startsWith(_ literal: String, at position: Int) -> Bool {
            let scalars = Array(literal.unicodeScalars)
            guard position + scalars.count <= text.count else { return false }
            return Array(text[position..<position + scalars.count]) == scalars
        }

        while index < text.count {
            let scalar = text[index]
            if startsWith("--", at: index) {
                while index < text.count && text[index] != "\n" { take(1) }
            } else if startsWith("/*", at: index) {
                take(2)
                while index < text.count && !startsWith("*/", at: index) { take(1) }
                take(2)
            } else if scalar == "'" || scalar == "\"" {
                hasCode = true
                take(1)
                while index < text.count {
                    if text[index] == scalar {
                        // A doubled quote is the quote itself, inside the literal.
                        if index + 1 < text.count && text[index + 1] == scalar { take(2); continue }
                        take(1)
                        break
                    }
                    take(1)
                }
            } else if scalar == "$", let tag = dollarTag(in: text, at: index) {
                hasCode = true
                take(tag.count)
                while index < text.count && !startsWith(tag, at: index) { take(1) }
                take(tag.count)
            } else if scalar == ";" {
                if hasCode { statements.append(String(current).trimmed) }
                current = String.UnicodeScalarView()
                hasCode = false
                index += 1
            } else {
                if !scalar.properties.isWhitespace { hasCode = true }
                take(1)
            }
        }
        if hasCode { statements.append(String(current).trimmed) }
        return statements
    }

    /// `$$` or `$tag$` starting at `index`, if one does.
    private static func dollarTag(in text: [Unicode.Scalar], at index: Int) -> String? {
        var end = index + 1
        while end < text.count, text[end] == "_" || text[end].properties.isAlphabetic || ("0"..."9").contains(text[end]) {
            end += 1
        }
        guard end < text.count, text[end] == "$" else { return nil }
        return String(String.UnicodeScalarView(text[index...end]))
    }
}

private extension String {
    var trimmed: String {
        var scalars = Substring(self)
        while let first = scalars.unicodeScalars.first, first.properties.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.unicodeScalars.last, last.properties.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
