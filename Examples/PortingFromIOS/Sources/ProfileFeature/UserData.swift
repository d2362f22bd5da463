// Not the article's code: its listings use `UserData` without declaring it.

/// A user's profile data, as the article's repository returns it.
struct UserData: Equatable, Sendable {
    var userId: Int
    var username: String
}
