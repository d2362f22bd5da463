/// A username that satisfies the username rules. The server checks every change with this type
/// (422 when it throws) and the app checks what a person typed with it before sending or
/// storing, so both sides apply one set of rules.
///
/// Rules, applied in this order:
/// 1. Trimmed: leading and trailing characters made only of white space (including
///    newlines) are removed. Trimming works on whole characters, so a space that carries
///    a combining mark (" \u{301}") is a visible character and is kept.
/// 2. No line breaks (LF, CR, VT, FF, NEL, U+2028 LINE SEPARATOR, U+2029 PARAGRAPH
///    SEPARATOR) and no other control characters (general category Cc, e.g. TAB, NUL, ESC).
/// 3. 1 to 64 **characters**, counted as Swift `Character`s, i.e. extended grapheme
///    clusters: what a person perceives as one character ("👩‍👩‍👧" or "é" written with a
///    combining accent count as one). This matches what a GTK entry shows and what the
///    user can count on screen; UTF-16 or scalar counts would reject short names written
///    with emoji or combining marks.
/// 4. At most 4,096 bytes of UTF-8. 64 of the longest common emoji sequences (a family
///    with skin tones is 41 bytes) fit easily; the limit only stops a single "character"
///    made of thousands of stacked combining marks from passing the 64-character rule.
/// 5. At least one visible character: a name made only of format or default-ignorable
///    characters (U+200B ZERO WIDTH SPACE, U+FEFF, U+2060, variation selectors, U+3164
///    HANGUL FILLER…) and white space would look empty on screen.
///
/// Everything else is allowed and stored exactly (the same bytes are read back): any
/// script, right-to-left text, emoji, combining marks, format characters such as ZWJ.
public struct Username: Sendable, Equatable, CustomStringConvertible {
    /// Maximum number of characters (grapheme clusters).
    public static let maximumLength = 64
    /// Maximum size in UTF-8 bytes.
    public static let maximumUTF8Length = 4096

    /// The trimmed, valid text, exactly as it will be stored.
    public let value: String

    /// Validates `text`, throwing the first rule it breaks.
    public init(validating text: String) throws(UsernameValidationError) {
        let trimmed = Self.trimmed(text)
        if trimmed.isEmpty { throw .empty }
        for scalar in trimmed.unicodeScalars {
            if Self.isLineBreak(scalar) { throw .containsLineBreak }
            if scalar.properties.generalCategory == .control { throw .containsControlCharacter(scalar) }
        }
        let count = trimmed.count
        if count > Self.maximumLength { throw .tooLong(characterCount: count) }
        let bytes = trimmed.utf8.count
        if bytes > Self.maximumUTF8Length { throw .tooLarge(byteCount: bytes) }
        if !trimmed.unicodeScalars.contains(where: Self.isVisible) { throw .noVisibleCharacter }
        value = trimmed
    }

    /// The same check as ``init(validating:)`` as a `Result`.
    public static func validate(_ text: String) -> Result<Username, UsernameValidationError> {
        Result { () throws(UsernameValidationError) in try Username(validating: text) }
    }

    /// The stored text.
    public var description: String { value }

    /// Exact equality (same UTF-8 bytes), like the stores.
    public static func == (lhs: Username, rhs: Username) -> Bool {
        lhs.value.utf8.elementsEqual(rhs.value.utf8)
    }

    private static func isWhiteSpaceCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }

    private static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !isWhiteSpaceCharacter($0) }),
              let last = text.lastIndex(where: { !isWhiteSpaceCharacter($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// Draws something: not white space, not a format character (Cf) and not
    /// default-ignorable (which renderers skip). A combining mark counts: it is drawn.
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return !properties.isWhitespace && !properties.isDefaultIgnorableCodePoint && properties.generalCategory != .format
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
