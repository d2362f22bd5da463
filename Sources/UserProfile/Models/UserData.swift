/// The stored user profile, as shown by the loader and the editor.
///
/// A plain value: copying it is cheap and it can cross threads (`Sendable`).
///
/// Equality is **exact**: two values are equal only when their strings have the same
/// UTF-8 bytes. Swift's `String ==` treats canonically equivalent strings (for example a
/// precomposed "é" and "e" + U+0301) as equal; the editor must still notice when another
/// window stores the other spelling, because the store keeps what the user typed exactly.
public struct UserData: Sendable, Equatable, CustomStringConvertible {
    /// The profile's row id in the store (`--user-id` selects it).
    public let id: Int64
    /// The editable display name ("username"), already validated when it was stored.
    public var username: String
    /// The real name of the person (read-only in this feature).
    public var realName: String

    /// A profile value; no validation here (the store only holds validated usernames).
    public init(id: Int64, username: String, realName: String) {
        self.id = id
        self.username = username
        self.realName = realName
    }

    /// Exact equality: same id and the same UTF-8 bytes in both strings.
    public static func == (lhs: UserData, rhs: UserData) -> Bool {
        lhs.id == rhs.id
            && lhs.username.utf8.elementsEqual(rhs.username.utf8)
            && lhs.realName.utf8.elementsEqual(rhs.realName.utf8)
    }

    /// `UserData(id: 1, username: "…", realName: "…")`, for the debug log.
    public var description: String {
        "UserData(id: \(id), username: \(username.debugDescription), realName: \(realName.debugDescription))"
    }
}
