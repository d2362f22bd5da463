/// What the package's tests read and set on a ``BatchedStateDelivery`` to check the batching,
/// the bound and the back-pressure exactly: `package`, so no user of the library sees them.
/// Each takes the delivery's lock.
extension BatchedStateDelivery {
    /// How many quickly produced sequence states may wait before the main thread is woken
    /// (see `SequenceCoalescing`).
    package static var publishThreshold: Int { SequenceCoalescing.publishThreshold }

    /// The most states that were ever waiting for, or being applied on, the main thread at
    /// once: at most ``capacity`` plus one batch, except after a stalled main thread.
    package var peakPendingStates: Int {
        lock.withLock { buffer.peak }
    }

    /// How many main-queue jobs have applied states of this action so far.
    package var batchCount: Int {
        lock.withLock { buffer.batches }
    }

    /// How many ``send(_:)`` calls found the buffer full and blocked.
    package var blockedSendCount: Int {
        lock.withLock { buffer.blockedSends }
    }

    /// How long a blocked ``send(_:)`` waits for a stalled main thread (50 ms): tests
    /// lengthen it to make the bound exact on a loaded machine.
    package func setStallTimeout(nanoseconds: UInt64) {
        lock.withLock { buffer.stallTimeoutNanoseconds = nanoseconds }
    }

    /// The coalescing window (100 µs) and publish deadline (1 ms) of a sequence's states:
    /// tests widen them to make the batching exact, or to prove that the task's suspending,
    /// not a timer, publishes.
    package func setCoalescing(windowNanoseconds: UInt64, deadlineNanoseconds: Int) {
        lock.withLock {
            coalescing.windowNanoseconds = windowNanoseconds
            coalescing.deadlineNanoseconds = deadlineNanoseconds
        }
    }
}
