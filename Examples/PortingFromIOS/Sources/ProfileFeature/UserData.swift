// Not seed code: the seeds use `UserData` without declaring it.

/// A user's profile data, as the seeds' repository returns it.
struct UserData: Equatable, Sendable {
    var userId: Int
    var username: String
}
