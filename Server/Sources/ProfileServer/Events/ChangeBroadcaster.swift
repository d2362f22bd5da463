/// Hands the database's change notifications to this instance's open event streams.
///
/// An actor: subscriptions and notifications may come from any task. A subscriber's stream
/// keeps the newest signals only (a slow client is woken once for many changes: it reads the
/// log anyway). `finishAll()` ends every stream, for a graceful shutdown.
public actor ChangeBroadcaster {
    private var subscribers: [Int: (userID: Int64, continuation: AsyncStream<ChangeSignal>.Continuation)] = [:]
    private var nextID = 0
    private var finished = false

    /// Whether the instance's LISTEN connection is up: without it, streams would miss changes,
    /// so the instance is not ready.
    public private(set) var isListening = false

    func setListening(_ listening: Bool) {
        isListening = listening
    }

    public init() {}

    /// The number of open streams (for logs and tests).
    public var subscriberCount: Int { subscribers.count }

    /// Registers `continuation` for the changes of `userID`; the subscription ends when the
    /// stream terminates. A subscription after `finishAll()` is finished at once.
    func subscribe(userID: Int64, continuation: AsyncStream<ChangeSignal>.Continuation) {
        guard !finished else {
            continuation.finish()
            return
        }
        let id = nextID
        nextID += 1
        subscribers[id] = (userID, continuation)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
    }

    private func unsubscribe(_ id: Int) {
        subscribers[id] = nil
    }

    /// Wakes the streams of `userID`.
    func publish(userID: Int64) {
        for subscriber in subscribers.values where subscriber.userID == userID {
            subscriber.continuation.yield(.changed)
        }
    }

    /// Wakes every stream, to read the log.
    func wakeAll() {
        for subscriber in subscribers.values {
            subscriber.continuation.yield(.changed)
        }
    }

    /// Tells every stream that changes may have been missed.
    func resyncAll() {
        for subscriber in subscribers.values {
            subscriber.continuation.yield(.resync)
        }
    }

    /// Ends every stream and refuses new ones.
    func finishAll() {
        finished = true
        for subscriber in subscribers.values {
            subscriber.continuation.finish()
        }
        subscribers = [:]
    }
}
