/// The stored user profile, as shown by the loader, the editor and the profile screen.
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
    /// The name the profile screen shows above the username; empty when none was set
    /// (the screen then shows the username). Stores upgraded from the first schema start
    /// with the real name here.
    public var displayName: String
    /// How many friends the person has; never negative (the store refuses it).
    public var friendsCount: Int
    /// Where the person is, as they wrote it; empty when not set.
    public var location: String
    /// The person's website as they wrote it; empty when not set. Not necessarily a URL:
    /// the profile screen links it only when it is an http(s) URL with a host.
    public var website: String
    /// A file path to the avatar image, or nil. The file may be missing or not an image:
    /// the view then shows initials.
    public var avatarPath: String?

    /// A profile value; no validation here (the store only holds validated usernames).
    /// The details default to "not set", as in a store upgraded from the first schema.
    public init(
        id: Int64,
        username: String,
        realName: String,
        displayName: String = "",
        friendsCount: Int = 0,
        location: String = "",
        website: String = "",
        avatarPath: String? = nil
    ) {
        self.id = id
        self.username = username
        self.realName = realName
        self.displayName = displayName
        self.friendsCount = friendsCount
        self.location = location
        self.website = website
        self.avatarPath = avatarPath
    }

    /// Exact equality: same id, same count and the same UTF-8 bytes in every string.
    public static func == (lhs: UserData, rhs: UserData) -> Bool {
        lhs.id == rhs.id
            && lhs.friendsCount == rhs.friendsCount
            && lhs.username.utf8.elementsEqual(rhs.username.utf8)
            && lhs.realName.utf8.elementsEqual(rhs.realName.utf8)
            && lhs.displayName.utf8.elementsEqual(rhs.displayName.utf8)
            && lhs.location.utf8.elementsEqual(rhs.location.utf8)
            && lhs.website.utf8.elementsEqual(rhs.website.utf8)
            && exactlyEqual(lhs.avatarPath, rhs.avatarPath)
    }

    /// `UserData(id: 1, username: "…", realName: "…")`, for the debug log, followed by the
    /// details that are set (`displayName: "…"`, `friendsCount: 3`…). The id and username
    /// come first: the proof harness reads them from the log.
    public var description: String {
        var parts = ["id: \(id)", "username: \(username.debugDescription)", "realName: \(realName.debugDescription)"]
        if !displayName.isEmpty { parts.append("displayName: \(displayName.debugDescription)") }
        if friendsCount != 0 { parts.append("friendsCount: \(friendsCount)") }
        if !location.isEmpty { parts.append("location: \(location.debugDescription)") }
        if !website.isEmpty { parts.append("website: \(website.debugDescription)") }
        if let avatarPath { parts.append("avatarPath: \(avatarPath.debugDescription)") }
        return "UserData(\(parts.joined(separator: ", ")))"
    }
}

/// Byte equality of two optional strings (see ``UserData``'s equality).
func exactlyEqual(_ lhs: String?, _ rhs: String?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let left?, let right?): return left.utf8.elementsEqual(right.utf8)
    case (nil, _?), (_?, nil): return false
    }
}
