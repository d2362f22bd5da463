/// A clock that moves only when the test calls ``advance(by:)``: debouncing and any other
/// timed action become deterministic.
///
/// Give it to a container (`StateContainer(state:debounceClock:)`) or to your own model's
/// timed work. Guarantees:
/// - A sleep whose deadline is at or before ``now`` returns at once; the others return
///   when an ``advance(by:)`` reaches their deadline, in no particular order among
///   themselves, or throw `CancellationError` when their task is cancelled.
/// - `advance` is synchronous: when it returns, every due sleep has been resumed (the code
///   after each sleep runs later, on its own executor — wait for its effect, for example
///   with ``StateRecorder/expect(_:timeout:fileID:filePath:line:column:)``).
/// - Thread-safe: sleep, advance and read from any thread.
///
/// Why not swift-clocks' `TestClock`: its `advance(by:)` gives sleepers time to register by
/// yielding a fixed number of times, so on a loaded machine it can pass a deadline before
/// the sleep has started, and the test then fails at random. Here a test waits for the
/// sleepers it expects (``waitForSleepers(_:timeout:fileID:filePath:line:column:)``), a
/// bounded wait on the condition, and then advances.
public final class ManualClock: Clock, Sendable {
    /// A point in the clock's time: an offset from its creation.
    public struct Instant: InstantProtocol {
        /// Time since the clock was made.
        public var offset: Duration

        /// An instant `offset` after the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
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
        var cancelledBeforeSleeping: Set<UInt64> = []
    }

    private let storage = ObservedValue(Storage())

    /// A clock at offset zero.
    public init() {}

    /// The current instant; moves only with ``advance(by:)``.
    public var now: Instant { storage.read(\.now) }

    /// Zero: any duration can be advanced.
    public var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting for a future instant now.
    public var sleeperCount: Int { storage.read(\.sleepers.count) }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = storage.update { storage -> UInt64 in
            storage.nextID += 1
            return storage.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = storage.update { storage in
                    if storage.cancelledBeforeSleeping.remove(id) != nil {
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
            let sleeper: Sleeper? = storage.update { storage in
                if let index = storage.sleepers.firstIndex(where: { $0.id == id }) {
                    return storage.sleepers.remove(at: index)
                }
                storage.cancelledBeforeSleeping.insert(id)
                return nil
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration` and wakes every sleep whose deadline has come.
    public func advance(by duration: Duration) {
        let due: [Sleeper] = storage.update { storage in
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

    /// Suspends until at least `count` sleeps wait on this clock (at most `timeout`), so a
    /// test can advance time only once the code under test is really waiting — needed when
    /// that code computes its deadline as it starts sleeping (`clock.sleep(for:)` in a task
    /// that has not run yet). VSM's own debounce fixes its deadline at the `observe` call
    /// and does not need it. Reports a failure on timeout.
    @discardableResult
    public func waitForSleepers(
        _ count: Int = 1,
        timeout: Duration = TestTimeout.default,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Bool {
        if await storage.wait(until: { $0.sleepers.count >= count }, timeout: timeout) { return true }
        reportFailure(
            TestTimeout.message(waitingFor: "\(count) sleep(s) on the manual clock", after: timeout) + "; "
                + "\(sleeperCount) waiting.",
            at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return false
    }
}
