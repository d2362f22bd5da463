/// When the states a sequence's task appends go to the main thread: at once, or coalesced
/// with the ones that follow, so a fast stream wakes the main thread once per run instead of
/// once per state.
///
/// How it keeps its part of the contract stated on ``BatchedStateDelivery`` (where the
/// thresholds are explained), given every append and every resume of the task is reported:
/// - **A quiet stream keeps its latency:** the first state appended after the task resumes
///   (a quiet stream's next element) goes out at once.
/// - **A quick run waits for company:** later states of the same run go out when the task
///   next suspends (its executor calls `BatchedStateDelivery.publish()`), when
///   ``publishThreshold`` are waiting, or when one comes ``windowNanoseconds`` or more after
///   the previous, whichever comes first.
/// - **Bounded wait:** a coalesced state waits at most ``deadlineNanoseconds`` for the main
///   thread to be woken: the first coalesced state asks for a timer, and no other timer is
///   asked for until that one has fired.
///
/// A value with no lock of its own: its owner (``BatchedStateDelivery``) holds its lock around
/// every use, the same critical section in which it appends the state.
@usableFromInline
struct SequenceCoalescing: Sendable {
    /// How many quickly produced states may wait before the main thread is woken even though
    /// the producing task is still running: the contract's publish threshold.
    @inlinable
    static var publishThreshold: Int { 64 }

    /// A state appended at least this long (100 µs) after the previous one, in the same run
    /// of its task, goes out at once: the contract's coalescing window. Tests widen it to make
    /// the batching exact, and so do the benchmarks' instruction counts
    /// (`setSequenceCoalescingForBenchmarks`).
    @usableFromInline var windowNanoseconds: UInt64 = 100_000

    /// The longest a coalesced state waits for the main thread to be woken (1 ms): the
    /// contract's publish deadline. Tests lengthen it to prove that suspending, not the
    /// deadline, publishes.
    @usableFromInline var deadlineNanoseconds = 1_000_000

    /// When the task last appended (monotonic), to tell a quick run of states from a lone one.
    @usableFromInline var lastAppendNanoseconds: UInt64 = 0
    /// Whether the deadline timer is pending.
    @usableFromInline var deadlineArmed = false
    /// Set when the task resumes; the next state it appends goes out at once.
    @usableFromInline var resumed = false

    /// What to do with a state just appended.
    @usableFromInline
    enum Decision: Sendable {
        /// Wake the main thread for the waiting states now.
        case publish
        /// Keep it waiting, and start the deadline timer (``deadlineNanoseconds``), which
        /// then reports ``deadlineFired()`` and publishes.
        case armDeadline
        /// Keep it waiting: the task's suspension or the pending timer publishes it.
        case hold
    }

    @inlinable
    init() {}

    /// Decides for a state appended at `now` (monotonic nanoseconds), `waiting` states now
    /// waiting including it.
    @inlinable
    mutating func appended(waiting: Int, now: UInt64) -> Decision {
        let goesOut = resumed
            || waiting >= Self.publishThreshold
            || now &- lastAppendNanoseconds >= windowNanoseconds
        resumed = false
        lastAppendNanoseconds = now
        if goesOut {
            return .publish
        }
        if deadlineArmed {
            return .hold
        }
        deadlineArmed = true
        return .armDeadline
    }

    /// Notes that the task is about to run again after suspending.
    @inlinable
    mutating func taskResuming() {
        resumed = true
    }

    /// Notes that the deadline timer fired: the next coalesced state asks for a new one.
    @inlinable
    mutating func deadlineFired() {
        deadlineArmed = false
    }
}
