import UserProfile

/// The one request of a kind on its way, which callers asking meanwhile join instead of
/// sending the same request again. A value owned by the actor that sends the requests; its
/// methods are called on that actor.
struct SharedRequest<Value: Sendable> {
    typealias Request = Task<Result<Value, UserProfileRepositoryError>, Never>

    private var running: Request?

    /// The request on its way when `joining` and there is one, else the one `start` makes
    /// (which then is the one others join).
    mutating func request(joining: Bool, start: () -> Request) -> Request {
        if joining, let running { return running }
        let started = start()
        running = started
        return started
    }

    /// `request` has answered: later callers start a new one (unless a newer one runs).
    mutating func answered(_ request: Request) {
        if running == request { running = nil }
    }
}
