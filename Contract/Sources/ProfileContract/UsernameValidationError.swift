/// Which username rule a text breaks (see ``Username``). The app shows its own translated
/// sentence for each case; ``description`` is the English one the server sends as a problem's
/// `detail`.
public enum UsernameValidationError: Error, Equatable, CustomStringConvertible {
    /// Nothing left after trimming white space.
    case empty
    /// More than ``Username/maximumLength`` characters (grapheme clusters) after trimming.
    case tooLong(characterCount: Int)
    /// More than ``Username/maximumUTF8Length`` bytes of UTF-8 (pathological combining-mark stacks).
    case tooLarge(byteCount: Int)
    /// A line break inside the name (LF, CR, VT, FF, NEL, U+2028, U+2029).
    case containsLineBreak
    /// A control character (Unicode general category Cc) such as TAB or NUL.
    case containsControlCharacter(Unicode.Scalar)
    /// Only invisible characters (format, default-ignorable) and white space, e.g. U+200B.
    case noVisibleCharacter

    /// A short English sentence that says what to change.
    public var description: String {
        switch self {
        case .empty:
            return "Enter a username."
        case .tooLong(let count):
            return "A username can have at most \(Username.maximumLength) characters; this one has \(count)."
        case .tooLarge(let bytes):
            return "This username is too large to store (\(bytes) bytes; at most \(Username.maximumUTF8Length))."
        case .containsLineBreak:
            return "A username must fit on one line."
        case .containsControlCharacter(let scalar):
            return "A username cannot contain control characters (found \(Self.codePoint(scalar)))."
        case .noVisibleCharacter:
            return "A username needs at least one visible character."
        }
    }

    /// `U+0009` for TAB: how a message names a code point.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
