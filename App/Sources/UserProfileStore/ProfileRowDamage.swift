import UserProfile
/// A profile row whose values cannot be read (see ``StoredRowDamage``), found by
/// ``ProfileSchema/fetch(_:userId:)``.
struct ProfileRowDamage: StoredRowDamage, Equatable {
    let userId: Int64
    let column: String
    let problem: String

    /// The detail shown inside the error sentence.
    var detail: String { "the \(column) of profile \(userId) \(problem)" }
}
