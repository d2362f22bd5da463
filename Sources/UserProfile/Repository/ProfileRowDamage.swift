/// A profile row whose text cannot be read as a Swift `String` (invalid UTF-8, NULL, or a
/// number where text belongs), found by ``ProfileSchema/fetch(_:userId:)``. Thrown inside
/// database accesses and turned into ``UserProfileRepositoryError/databaseCorrupt(path:detail:)``
/// by ``StorageErrorMapping``, so a damaged row is a loading error with Retry, never a crash.
struct ProfileRowDamage: Error, Equatable {
    let userId: Int64
    let column: String
    let problem: String

    /// The detail shown inside the error sentence.
    var detail: String { "the \(column) of profile \(userId) \(problem)" }
}
