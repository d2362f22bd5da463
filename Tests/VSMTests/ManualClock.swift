import TestSupport

/// A clock that moves only when the test calls ``advance(by:)``: deterministic debouncing.
final class ManualClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Storage {
        var now = Instant(offset: .zero)
        var nextID: UInt64 = 0
        var sleepers: [Sleeper] = []
        var cancelledBeforeRegistering: Set<UInt64> = []
    }

    private let storage = Locked(Storage())

    var now: Instant { storage.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting for a future instant.
    var sleeperCount: Int { storage.withLock { $0.sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = storage.withLock { storage -> UInt64 in
            storage.nextID += 1
            return storage.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = storage.withLock { storage in
                    if storage.cancelledBeforeRegistering.remove(id) != nil {
                        return .failure(CancellationError())
                    }
                    if deadline <= storage.now {
                        return .success(())
                    }
                    storage.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome {
                    continuation.resume(with: outcome)
                }
            }
        } onCancel: {
            let sleeper: Sleeper? = storage.withLock { storage in
                if let index = storage.sleepers.firstIndex(where: { $0.id == id }) {
                    return storage.sleepers.remove(at: index)
                }
                storage.cancelledBeforeRegistering.insert(id)
                return nil
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every sleep whose deadline has come.
    func advance(by duration: Duration) {
        let due: [Sleeper] = storage.withLock { storage in
            storage.now = storage.now.advanced(by: duration)
            let now = storage.now
            let due = storage.sleepers.filter { $0.deadline <= now }
            storage.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due {
            sleeper.continuation.resume()
        }
    }
}
