import UserProfile
/// A row of the server cache's own tables (`serverCopy`, `outbox`) whose values cannot be
/// read (see ``StoredRowDamage``): the sync engine gets a `databaseCorrupt` error naming
/// the table and the column, never a trap or a silently wrong version or name.
struct ServerCacheRowDamage: StoredRowDamage, Equatable {
    let table: String
    let userId: Int64
    /// The resource of a `serverCopy` row; nil for tables keyed by the profile alone.
    let resource: ServerResource?
    let column: String
    let problem: String

    /// The detail shown inside the error sentence.
    var detail: String {
        let row = resource.map { "the \(table) row of profile \(userId) (\($0.rawValue))" }
            ?? "the \(table) row of profile \(userId)"
        return "the \(column) of \(row) \(problem)"
    }
}
