/// One post row of the profile screen: the date formatted for the locale and the body as
/// stored.
///
/// The body is data, never markup, and is kept whole however long it is: the view shows
/// it as plain, wrapped text.
public struct PostViewModel: Sendable, Equatable, Identifiable {
    /// The post's id: the row's identity in the list.
    public let id: Int64
    /// "Mar 5, 2024 at 2:07 PM" (``ProfileFormatter/postDate(_:)``).
    public let date: String
    /// The text of the post, exactly as stored.
    public let body: String

    /// A post row with these values.
    public init(id: Int64, date: String, body: String) {
        self.id = id
        self.date = date
        self.body = body
    }

    /// The row of `post`.
    public init(_ post: Post, formatter: ProfileFormatter) {
        self.init(id: post.id, date: formatter.postDate(post.date), body: post.body)
    }

    /// Exact equality, like ``Post``'s: the same UTF-8 bytes in the body.
    public static func == (lhs: PostViewModel, rhs: PostViewModel) -> Bool {
        lhs.id == rhs.id && lhs.date == rhs.date && lhs.body.utf8.elementsEqual(rhs.body.utf8)
    }
}
