import Localization

/// Why a typed username was rejected. `message` is the sentence the view shows next to
/// the entry; it tells the user what to change.
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

    /// A short sentence for the user, shown next to the entry.
    public var message: String {
        switch self {
        case .empty:
            return localized("Enter a username.")
        case .tooLong(let count):
            return localized("A username can have at most \(Username.maximumLength) characters; this one has \(count).")
        case .tooLarge(let bytes):
            return localized("This username is too large to store (\(bytes) bytes; at most \(Username.maximumUTF8Length)).")
        case .containsLineBreak:
            return localized("A username must fit on one line.")
        case .containsControlCharacter(let scalar):
            return localized("A username cannot contain control characters (found \(Self.codePoint(scalar))).")
        case .noVisibleCharacter:
            return localized("A username needs at least one visible character.")
        }
    }

    /// The same as ``message``.
    public var description: String { message }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
