import UserProfile
/// A post row whose values cannot be read (see ``StoredRowDamage``), found by
/// ``PostsTable/fetch(_:userId:)``: the posts show an error, the profile is unaffected.
struct PostRowDamage: StoredRowDamage, Equatable {
    let postId: Int64
    let column: String
    let problem: String

    /// The detail shown inside the error sentence.
    var detail: String { "the \(column) of post \(postId) \(problem)" }
}
