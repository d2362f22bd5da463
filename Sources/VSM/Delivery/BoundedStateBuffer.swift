import Locking
import Synchronization

/// The states of one action waiting for the main thread, in order and bounded: at most
/// ``capacity`` wait to be taken, plus the batch the main thread is applying.
///
/// How it keeps its part of the contract stated on ``BatchedStateDelivery`` (where the
/// thresholds are explained):
/// - **Order:** ``takeBatch()`` returns every waiting state, in the order appended.
/// - **Back-pressure:** once ``capacity`` states wait (``isFull``), an async producer
///   suspends in ``waitForRoom()`` and a thread blocks in ``waitForRoomBlocking()``, each
///   until a batch is taken or the buffer closes.
/// - **Stall escape:** a blocked thread stops blocking when the main thread applies none of
///   these states for ``stallTimeoutNanoseconds`` (50 ms), and no thread blocks again until
///   the next batch is taken. The main thread may be waiting on that very thread (a
///   `DispatchQueue.sync`, or a lock a publisher holds while it sends); this is the one case
///   in which more than ``capacity`` states wait.
/// - **Closing:** ``close()`` drops the waiting states and releases every waiting producer;
///   a closed buffer stays empty.
///
/// Locking: the buffer shares its owner's lock (one per action), so that appending a state
/// and deciding to wake the main thread are one critical section. Members say whether they
/// take the lock or expect it held.
///
/// `@unchecked Sendable`: every mutable field is guarded by `lock`, and `applied` is atomic.
/// States need not be `Sendable`: each is handed off by its producer, as explained on
/// ``BatchedStateDelivery``.
@usableFromInline
final class BoundedStateBuffer<State>: @unchecked Sendable {
    /// How many states may wait for the main thread before producers are held back: the
    /// contract's capacity (see ``BatchedStateDelivery`` for why 1,024).
    @inlinable
    static var capacity: Int { 1_024 }

    @usableFromInline let lock: ConditionLock

    // Guarded by `lock`. `@exclusivity(unchecked)`: holding `lock` already makes every access
    // exclusive, and the runtime's own check would add its cost to each of the several
    // accesses per state on the producer's path (docs/Benchmarks.md, "VSM core", measures that
    // check).
    /// States appended and not yet taken, in order.
    @exclusivity(unchecked) @usableFromInline var incoming: [State] = []
    /// An emptied batch array kept for reuse, so steady streaming does not reallocate.
    @exclusivity(unchecked) @usableFromInline var spare: [State] = []
    /// Size of the batch the main thread is applying.
    @exclusivity(unchecked) @usableFromInline var inFlight = 0
    /// Set by ``close()``.
    @exclusivity(unchecked) @usableFromInline var isClosed = false
    /// Set when a blocked thread gave up waiting on a stalled main thread; cleared when the
    /// next batch is taken.
    @exclusivity(unchecked) @usableFromInline var overflowing = false
    /// The suspended async producer, resumed when a batch is taken or the buffer closes.
    @exclusivity(unchecked) @usableFromInline var roomWaiter: CheckedContinuation<Void, Never>?
    /// How long a blocked thread waits for the main thread's progress: the contract's stall
    /// timeout, 50 ms. Tests lengthen it to make the bound exact on a loaded machine.
    @exclusivity(unchecked) @usableFromInline var stallTimeoutNanoseconds: UInt64 = 50_000_000
    /// The most states ever waiting or in flight at once; for tests.
    @exclusivity(unchecked) @usableFromInline var peak = 0
    /// Batches taken that held states; for tests of the batching.
    @exclusivity(unchecked) @usableFromInline var batches = 0
    /// Appends that found the buffer full and blocked; for tests of back-pressure.
    @exclusivity(unchecked) @usableFromInline var blockedSends = 0

    /// States applied so far (``stateApplied()``); a blocked thread compares it before and
    /// after a bounded wait to tell a main thread that is busy with these states from one
    /// that is stuck. Atomic, so applying needs no lock.
    @usableFromInline let applied = Atomic<UInt64>(0)

    /// An empty buffer guarded by `lock`.
    @inlinable
    init(lock: ConditionLock) {
        self.lock = lock
    }

    /// Whether ``capacity`` states wait. Lock held.
    @inlinable
    var isFull: Bool {
        incoming.count >= Self.capacity
    }

    /// Appends `state` whether or not the buffer is full (the caller has waited for room, or
    /// is the stall escape). Lock held.
    @inlinable
    func append(_ state: State) {
        incoming.append(state)
        peak = max(peak, incoming.count + inFlight)
    }

    /// Takes every waiting state as the batch the main thread applies next, and releases the
    /// producers waiting for room: the thread blocked here is woken; the suspended task is
    /// returned, to be resumed once the lock is released. Lock held.
    @inlinable
    func takeBatch() -> (states: [State], roomWaiter: CheckedContinuation<Void, Never>?) {
        let batch = incoming
        incoming = spare
        spare = []
        inFlight = batch.count
        if !batch.isEmpty { batches += 1 }
        overflowing = false
        let waiter = roomWaiter
        roomWaiter = nil
        lock.broadcast()
        return (batch, waiter)
    }

    /// Counts one state of the batch in flight as applied. Any thread, no lock.
    @inlinable
    func stateApplied() {
        applied.add(1, ordering: .relaxed)
    }

    /// Ends the batch in flight; `emptied` is its array, emptied with its capacity kept, for
    /// reuse by the next batch. Lock held.
    @inlinable
    func batchApplied(_ emptied: [State]) {
        inFlight = 0
        // Unless an overflow (a stalled main thread) grew it far beyond the bound: then let
        // it go.
        if emptied.capacity <= 2 * Self.capacity {
            spare = emptied
        }
    }

    /// Blocks until there is room, the buffer closes, or the main thread stalls (see the
    /// type's guarantees). Lock held on entry and on return; released while waiting.
    @inlinable
    func waitForRoomBlocking() {
        blockedSends += 1
        var seen = applied.load(ordering: .relaxed)
        while isFull && !isClosed && !overflowing {
            let timedOut = lock.wait(timeoutNanoseconds: stallTimeoutNanoseconds)
            let now = applied.load(ordering: .relaxed)
            // Taking the batch emptied `incoming`, ending the loop; still full with nothing
            // applied for a whole timeout means the main thread is stuck.
            if timedOut && now == seen && isFull {
                overflowing = true
            }
            seen = now
        }
    }

    /// Suspends until the main thread has taken the waiting batch or the buffer is closed.
    /// Takes the lock. Cancelling the waiting task closes the buffer: only a newer action or
    /// the container's end cancels it.
    @inlinable
    func waitForRoom() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                lock.lock()
                if isClosed || !isFull {
                    lock.unlock()
                    continuation.resume()
                } else {
                    roomWaiter = continuation
                    lock.unlock()
                }
            }
        } onCancel: {
            close()
        }
    }

    /// Drops the waiting states and releases every waiting producer; later appends are the
    /// caller's to refuse (``isClosed``). Idempotent. Takes the lock.
    @inlinable
    func close() {
        lock.lock()
        isClosed = true
        incoming.removeAll()
        let waiter = roomWaiter
        roomWaiter = nil
        lock.broadcast()
        lock.unlock()
        waiter?.resume()
    }
}
