import UserProfile
/// A stored row whose values cannot be what the schema says (text that is not valid
/// UTF-8, a NULL, a number where text belongs, an absurd date…), found while decoding it
/// defensively. Thrown inside database accesses and turned into
/// ``UserProfileRepositoryError/databaseCorrupt(path:detail:)`` by ``StorageErrorMapping``,
/// so a damaged row is an error state with Retry, never a crash.
protocol StoredRowDamage: Error {
    /// What is wrong, naming the row and the column, shown inside the error sentence
    /// (e.g. "the body of post 3 is not valid UTF-8").
    var detail: String { get }
}
