import Foundation

/// One stored post of a user, as the posts list shows it (the profile screen's `Post`).
///
/// A plain value (`Sendable`). Equality is exact, like ``UserData``'s: the same id, user,
/// date and the same UTF-8 bytes of `body`. The body is text exactly as written, which
/// may look like markup ("<b>hi</b>") or be very long: views must show it as plain text.
public struct Post: Sendable, Equatable, Identifiable, CustomStringConvertible {
    /// The post's row id in the store; unique across users.
    public let id: Int64
    /// The profile the post belongs to.
    public let userId: Int64
    /// When it was posted (stored as whole seconds since 1970-01-01 UTC).
    public let date: Date
    /// The text of the post, exactly as stored.
    public let body: String

    /// A post value; no validation here (the store checks what it reads).
    public init(id: Int64, userId: Int64, date: Date, body: String) {
        self.id = id
        self.userId = userId
        self.date = date
        self.body = body
    }

    /// Exact equality: same id, user and date, and the same UTF-8 bytes in `body`.
    public static func == (lhs: Post, rhs: Post) -> Bool {
        lhs.id == rhs.id && lhs.userId == rhs.userId && lhs.date == rhs.date
            && lhs.body.utf8.elementsEqual(rhs.body.utf8)
    }

    /// `Post(id: 3, userId: 1, date: 1700000000, body: 42 bytes)`: never the body itself,
    /// which may be 100 KB, in the debug log.
    public var description: String {
        "Post(id: \(id), userId: \(userId), date: \(Int64(date.timeIntervalSince1970)), body: \(body.utf8.count) bytes)"
    }
}
