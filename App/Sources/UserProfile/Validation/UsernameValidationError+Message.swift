import Localization
// The username rules live in the contract's module, which the server applies too; the app
// re-exports it so every module that sees the feature sees `Username`.
@_exported import ProfileContract

extension UsernameValidationError {
    /// The sentence the view shows next to the entry, in the user's language; it tells the
    /// user what to change.
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
}
