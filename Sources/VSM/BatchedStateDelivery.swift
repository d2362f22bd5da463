import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Carries the states of one action from producers on any thread to the main actor, in
/// batches: one main-queue job applies every state that is waiting, so a fast stream pays
/// one main-thread hop per batch instead of one per state.
///
/// Guarantees:
/// - **Every state, in order, each one rendered:** states land in the order they were
///   handed over, each through the container's normal change path (willSet, assignment,
///   didSet, `render`). None is skipped, merged or reordered.
/// - **No stale state:** this buffer belongs to one action (one generation). Once a newer
///   action starts or the container is deallocated, the buffer is closed: waiting states
///   are dropped, later ones are ignored, and a state is applied only while its action is
///   still the newest one at the moment of applying (checked on the main actor).
/// - **Latency:** the first state of a quiet stream is scheduled at once (one main-queue
///   job); while that job is pending, further states join it instead of scheduling more.
///   A state sent on the main thread is applied before ``send(_:)`` returns (after the states
///   already waiting), unless the main thread is itself applying a batch of this action (a
///   render that sends): then it lands right after that batch.
/// - **Coalescing (sequences):** the first state a sequence's task appends after it resumes
///   (a quiet stream's next element) goes out at once, as above. The states it appends after
///   that without suspending (a backlog, or a sequence that never waits) do not wake the main
///   thread one by one: they go out when the task next suspends, when `publishThreshold`
///   are waiting, when one comes 100 µs or more after the previous, or after 1 ms at most,
///   whichever comes first. See `SequenceConsumerExecutor`.
/// - **Bounded memory:** at most ``capacity`` states wait to be taken by the main thread,
///   plus the batch it is applying. An async producer (a sequence) suspends while the buffer
///   is full. A thread that calls ``send(_:)`` while the buffer is full blocks until the main
///   thread takes the batch (see ``send(_:)`` for the one exception). Each batch is the
///   states waiting when its job starts, so the main loop gets control back between batches.
/// - **Ending:** ``finish()`` and ``fail(_:)`` take effect on the main actor after every
///   state sent before them.
///
/// Get one from ``StateObserving/beginBatchedAction(onCancel:shape:function:file:line:)``.
///
/// `@unchecked Sendable`: every mutable field is guarded by `lock` (see the field comments)
/// and only the main actor reads the container. States need not be `Sendable` (view states
/// of the Apple library are not): each is handed off by its producer, which keeps no other
/// copy, and from then on only the main actor reads it — the `sending` hand-off the checker
/// cannot see through a pre-concurrency publisher or a generic sequence.
public final class BatchedStateDelivery<State>: @unchecked Sendable {
    /// How many states may wait for the main thread before the producer is held back.
    ///
    /// Large enough that a batch amortises the main-queue hop; small enough that a batch of
    /// states with a 10 µs render keeps the main loop busy for about 10 ms at most.
    public static var capacity: Int { 1_024 }

    /// How many quickly produced sequence states may wait before the main thread is woken
    /// even though the producing task is still running: lets a long run of states start
    /// rendering early, in batches of at least this size.
    @inlinable
    static var publishThreshold: Int { 64 }

    /// A sequence state appended at least this long (100 µs) after the previous one, in the
    /// same run of its task, is sent to the main thread at once: a sequence that produces
    /// slowly without ever suspending. Wide enough that a stream pulled flat out (1–5 µs a
    /// state), whose consumer is often held up 10–100 µs by the lock or the scheduler on a
    /// busy machine, still coalesces: at 10 µs it woke the main thread 5–25 thousand times for
    /// 200,000 states, at 100 µs about 2,700 times. Guarded by `lock`; tests widen it to make
    /// the batching exact.
    @exclusivity(unchecked) @usableFromInline var coalescingWindowNanoseconds: UInt64 = 100_000

    /// The longest a coalesced state waits for the main thread to be woken: 1 ms, the bound
    /// for a sequence whose `next()` blocks its thread instead of suspending. Guarded by
    /// `lock`; tests lengthen it to prove that suspending, not the deadline, publishes.
    @exclusivity(unchecked) @usableFromInline var publishDeadlineNanoseconds = 1_000_000

    /// How long a sending thread may stay blocked while the main thread makes no progress on
    /// this action: 50 ms. After that it stops blocking until the next batch is taken, so a
    /// main thread that is itself waiting on the sender (a `DispatchQueue.sync`, or a lock a
    /// publisher holds while it sends) can never deadlock with it. Guarded by `lock`; tests
    /// lengthen it to make the bound exact on a loaded machine.
    @exclusivity(unchecked) @usableFromInline var stallTimeoutNanoseconds: UInt64 = 50_000_000

    @usableFromInline let target: WeakReference<StateContainer<State>>
    /// The action this buffer belongs to.
    @usableFromInline let generation: UInt64
    /// ``MainThread/thread``, read on the main actor at creation.
    @usableFromInline let mainThread: pthread_t?
    @usableFromInline let lock = ConditionLock()

    // Guarded by `lock`. `@exclusivity(unchecked)`: holding `lock` already makes every access
    // exclusive, and the runtime's own check cost about 80 instructions per access, ten
    // accesses per state on the producer's path (measured with callgrind).
    /// States handed over and not yet taken by a main-queue job, in order.
    @exclusivity(unchecked) @usableFromInline var incoming: [State] = []
    /// An emptied batch array kept for reuse, so steady streaming does not reallocate.
    @exclusivity(unchecked) @usableFromInline var spare: [State] = []
    /// How the action ended, applied after every state in `incoming`.
    @exclusivity(unchecked) @usableFromInline var ending: Ending?
    /// Whether a main-queue job is scheduled or running; at most one at a time.
    @exclusivity(unchecked) @usableFromInline var jobScheduled = false
    /// Whether states appended since the running job took its batch asked to go out (every
    /// ``send(_:)``; a sequence's states once coalescing lets them): the job then schedules
    /// the next one.
    @exclusivity(unchecked) @usableFromInline var publishRequested = false
    /// Set once the action is superseded or its container is gone.
    @exclusivity(unchecked) @usableFromInline var closed = false
    /// Set by ``finish()`` / ``fail(_:)``: states and endings after it are ignored.
    @exclusivity(unchecked) @usableFromInline var ended = false
    /// Set when a blocked sender gave up waiting on a stalled main thread; cleared when the
    /// next batch is taken.
    @exclusivity(unchecked) @usableFromInline var overflowing = false
    /// The suspended async producer, resumed when the main thread takes a batch.
    @exclusivity(unchecked) @usableFromInline var roomWaiter: CheckedContinuation<Void, Never>?
    /// Size of the batch the main thread is applying.
    @exclusivity(unchecked) @usableFromInline var inFlight = 0
    /// The most states ever waiting or in flight at once.
    @exclusivity(unchecked) @usableFromInline var peak = 0
    /// Main-queue jobs that applied a batch, for tests of the batching itself.
    @exclusivity(unchecked) @usableFromInline var batches = 0
    /// When the sequence producer last appended (monotonic), to tell a quick run of states
    /// from a lone one.
    @exclusivity(unchecked) @usableFromInline var lastAppendNanoseconds: UInt64 = 0
    /// Whether the publish deadline timer is pending.
    @exclusivity(unchecked) @usableFromInline var deadlineArmed = false
    /// Set when the sequence's task resumes; the next state it appends goes out at once.
    @exclusivity(unchecked) @usableFromInline var resumed = false
    /// Sends that found the buffer full and blocked; for tests of back-pressure.
    @exclusivity(unchecked) @usableFromInline var blockedSends = 0

    /// Told how many states left the buffer each time the main thread applied some (see
    /// ``onStatesApplied(_:)``). Main actor only: set before the first state, read on the
    /// main thread.
    @usableFromInline var statesApplied: (@MainActor (Int) -> Void)?

    /// States applied so far; a blocked sender compares it before and after a bounded wait
    /// to tell a main thread that is busy rendering this action from one that is stuck.
    @usableFromInline let applied = Atomic<UInt64>(0)

    @usableFromInline
    enum Ending: Sendable {
        case finished
        case failed(any Error)
    }

    /// What ``tryAppend(_:)`` did.
    @usableFromInline
    enum AppendResult: Sendable {
        case appended, full, closed
    }

    @MainActor
    @usableFromInline
    init(container: StateContainer<State>, generation: UInt64) {
        self.target = WeakReference(container)
        self.generation = generation
        self.mainThread = MainThread.thread
    }

    @inlinable
    var isMainThread: Bool {
        MainThread.isCurrent(recorded: mainThread)
    }

    /// Whether this is still the newest action of a live container.
    @inlinable
    @MainActor
    public var isCurrent: Bool {
        target.object?.isCurrent(generation) ?? false
    }

    /// The most states that were ever waiting for, or being applied on, the main thread at
    /// once: at most ``capacity`` plus one batch, except after a stalled main thread. For tests.
    var peakPendingStates: Int {
        lock.withLock { peak }
    }

    /// Sets ``stallTimeoutNanoseconds``; for tests.
    func setStallTimeout(nanoseconds: UInt64) {
        lock.withLock { stallTimeoutNanoseconds = nanoseconds }
    }

    /// Sets ``coalescingWindowNanoseconds`` and ``publishDeadlineNanoseconds``; for tests.
    func setCoalescing(windowNanoseconds: UInt64, deadlineNanoseconds: Int) {
        lock.withLock {
            coalescingWindowNanoseconds = windowNanoseconds
            publishDeadlineNanoseconds = deadlineNanoseconds
        }
    }

    /// How many main-queue jobs have applied states of this action so far.
    var batchCount: Int {
        lock.withLock { batches }
    }

    /// How many ``send(_:)`` calls found the buffer full and blocked; for tests.
    var blockedSendCount: Int {
        lock.withLock { blockedSends }
    }

    /// Calls `handler` on the main actor with the number of states that left the buffer each
    /// time the main thread has applied some (or dropped them as superseded): after each
    /// batch, and after each state applied directly inside a main-thread ``send(_:)``. For a
    /// bridge that grants demand as states are consumed (VSMCombine). Set it once, before the
    /// first state; `handler` must not send to this action synchronously.
    @MainActor
    package func onStatesApplied(_ handler: @escaping @MainActor (Int) -> Void) {
        statesApplied = handler
    }

    // MARK: Producers

    /// Hands `state` over from any thread; it lands on the main actor after every state sent
    /// before it. Ignored after ``finish()`` or ``fail(_:)``.
    ///
    /// On the main thread, `state` is applied before this returns, right after any states
    /// from other threads still waiting: the main thread never queues behind itself, never
    /// blocks, and never grows the buffer. The one exception is a send from inside a batch of
    /// this action being applied (a render that sends): it lands right after that batch.
    ///
    /// From another thread, when ``capacity`` states are waiting this blocks until the main
    /// thread takes them, unless the main thread makes no progress on this action for 50 ms
    /// (it may be waiting on this very thread): then it stops blocking until the next batch
    /// is taken. Does nothing once the action is superseded.
    @inlinable
    public func send(_ state: State) {
        let onMainThread = isMainThread
        lock.lock()
        if closed || ended {
            lock.unlock()
            return
        }
        if onMainThread && inFlight == 0 {
            if incoming.isEmpty {
                lock.unlock()
                let transfer = Transfer(state)
                MainActor.assumeIsolated {
                    target.object?.deliver(transfer.state, generation: generation)
                    statesApplied?(1)
                }
                return
            }
            // States from other threads are waiting: apply them, then this one, now. The main
            // thread never queues behind itself, so a main-thread sender neither blocks nor
            // grows the buffer.
            incoming.append(state)
            jobScheduled = true
            lock.unlock()
            MainActor.assumeIsolated { drain() }
            return
        }
        if !onMainThread && incoming.count >= Self.capacity {
            waitForRoomBlocking()
            // Re-check: the action may have been superseded, or ended by another thread, while
            // this one waited.
            if closed || ended {
                lock.unlock()
                return
            }
        }
        let schedule = appendLocked(state)
        lock.unlock()
        if schedule { scheduleDrain() }
    }

    /// Appends without waiting, for an async producer: `.full` means suspend in
    /// ``waitForRoom()`` and try again. Coalesces quick runs of states (see the type's
    /// guarantees): the producer's executor calls ``publish()`` when its task suspends.
    @inlinable
    func tryAppend(_ state: State) -> AppendResult {
        let now = monotonicNanoseconds()
        lock.lock()
        if closed || ended {
            lock.unlock()
            return .closed
        }
        if incoming.count >= Self.capacity {
            lock.unlock()
            return .full
        }
        incoming.append(state)
        peak = max(peak, incoming.count + inFlight)
        let goesOut = resumed
            || incoming.count >= Self.publishThreshold
            || now &- lastAppendNanoseconds >= coalescingWindowNanoseconds
        resumed = false
        lastAppendNanoseconds = now
        var schedule = false
        var armDeadline = false
        if goesOut {
            schedule = requestPublishLocked()
        } else if !deadlineArmed {
            deadlineArmed = true
            armDeadline = true
        }
        lock.unlock()
        if schedule { scheduleDrain() }
        if armDeadline { armPublishDeadline() }
        return .appended
    }

    /// Notes that the sequence's task is about to run again after suspending: the first state
    /// it appends then is a quiet stream's next element, and goes out at once.
    @inlinable
    func taskResuming() {
        lock.withLock { resumed = true }
    }

    /// Wakes the main thread for the states waiting, unless a job is already scheduled. Called
    /// when the producing task stops running, and by the publish deadline. Any thread.
    @inlinable
    func publish() {
        lock.lock()
        let schedule = !incoming.isEmpty && !closed && requestPublishLocked()
        lock.unlock()
        if schedule { scheduleDrain() }
    }

    /// Asks for the waiting states to go out, with the lock held: returns whether the caller
    /// must schedule the job; otherwise the scheduled one takes them or schedules the next.
    @inlinable
    func requestPublishLocked() -> Bool {
        if jobScheduled {
            publishRequested = true
            return false
        }
        jobScheduled = true
        return true
    }

    /// Publishes whatever is still coalesced after ``publishDeadlineNanoseconds``.
    @usableFromInline
    func armPublishDeadline() {
        let delay = lock.withLock { publishDeadlineNanoseconds }
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(delay)) {
            [weak self] in
            guard let self else { return }
            lock.withLock { deadlineArmed = false }
            publish()
        }
    }

    /// Suspends until the main thread has taken the waiting batch or the action is closed.
    /// Cancelling the waiting task closes the action (only a newer action or the container's
    /// end cancels it).
    @inlinable
    func waitForRoom() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                lock.lock()
                if closed || incoming.count < Self.capacity {
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

    /// Ends the action normally after every state sent before; the container then forgets
    /// how to cancel it. Any thread; only the first ``finish()`` or ``fail(_:)`` counts.
    @inlinable
    public func finish() {
        end(.finished)
    }

    /// Ends the action with `error` after every state sent before: the last good state stays,
    /// and the error is written to the debug log (always, even with logging off, and also when
    /// the action was superseded meanwhile). Any thread.
    @inlinable
    public func fail(_ error: any Error) {
        end(.failed(error))
    }

    @inlinable
    func end(_ ending: Ending) {
        let onMainThread = isMainThread
        lock.lock()
        if ended {
            lock.unlock()
            return
        }
        ended = true
        let wasClosed = closed
        if wasClosed || (onMainThread && !jobScheduled && incoming.isEmpty) {
            lock.unlock()
            // A superseded action has nothing left to finish, but its error must still be
            // logged, on the main actor.
            if wasClosed, case .finished = ending { return }
            if onMainThread {
                MainActor.assumeIsolated { apply(ending) }
            } else {
                DispatchQueue.main.async { [self] in MainActor.assumeIsolated { apply(ending) } }
            }
            return
        }
        self.ending = ending
        let schedule = !jobScheduled
        jobScheduled = true
        lock.unlock()
        if schedule { scheduleDrain() }
    }

    // MARK: Closing

    /// Closes the action: waiting states are dropped, later ones ignored, and a suspended or
    /// blocked producer is released. Idempotent; any thread.
    @inlinable
    func close() {
        lock.lock()
        closed = true
        incoming.removeAll()
        let waiter = roomWaiter
        roomWaiter = nil
        lock.broadcast()
        lock.unlock()
        waiter?.resume()
    }

    // MARK: Main thread

    /// Appends with the lock held; returns whether the caller must schedule the job.
    @inlinable
    func appendLocked(_ state: State) -> Bool {
        incoming.append(state)
        peak = max(peak, incoming.count + inFlight)
        return requestPublishLocked()
    }

    /// Blocks with the lock held until there is room, the action closes, or the main thread
    /// stalls (see ``stallTimeoutNanoseconds``).
    @inlinable
    func waitForRoomBlocking() {
        blockedSends += 1
        var seen = applied.load(ordering: .relaxed)
        while incoming.count >= Self.capacity && !closed && !overflowing {
            let timedOut = lock.wait(timeoutNanoseconds: stallTimeoutNanoseconds)
            let now = applied.load(ordering: .relaxed)
            // A job that took the batch emptied `incoming`, ending the loop; still full with
            // nothing applied for a whole timeout means the main thread is stuck.
            if timedOut && now == seen && incoming.count >= Self.capacity {
                overflowing = true
            }
            seen = now
        }
    }

    @inlinable
    func scheduleDrain() {
        DispatchQueue.main.async { [self] in
            // Main-queue jobs run on the main thread: the main actor's executor.
            MainActor.assumeIsolated { drain() }
        }
    }

    /// The main-queue job: takes every waiting state and applies them in order, then the
    /// ending; schedules one more job if states arrived meanwhile.
    @inlinable
    @MainActor
    func drain() {
        lock.lock()
        var batch = incoming
        incoming = spare
        spare = []
        let ending = self.ending
        self.ending = nil
        inFlight = batch.count
        publishRequested = false
        if !batch.isEmpty { batches += 1 }
        overflowing = false
        let waiter = roomWaiter
        roomWaiter = nil
        lock.broadcast()
        lock.unlock()
        waiter?.resume()

        var superseded = true
        if let container = target.object {
            for state in batch {
                guard container.isCurrent(generation) else { break }
                container.deliver(state, generation: generation)
                applied.add(1, ordering: .relaxed)
            }
            superseded = !container.isCurrent(generation)
        }
        if let ending {
            apply(ending)
        }
        if superseded {
            close()
        }
        if !batch.isEmpty, let statesApplied {
            statesApplied(batch.count)
        }

        batch.removeAll(keepingCapacity: true)
        lock.lock()
        inFlight = 0
        // Keep the emptied array for the next batch, unless an overflow (stalled main thread)
        // grew it far beyond the bound: then let it go.
        if batch.capacity <= 2 * Self.capacity {
            spare = batch
        }
        // States that arrived meanwhile and asked to go out get the next job; coalesced ones
        // wait for their producer to suspend, the threshold or the deadline.
        let again = (publishRequested && !incoming.isEmpty) || self.ending != nil
        jobScheduled = again
        lock.unlock()
        if again { scheduleDrain() }
    }

    @inlinable
    @MainActor
    func apply(_ ending: Ending) {
        guard let container = target.object else { return }
        switch ending {
        case .finished:
            container.actionFinished(generation)
        case .failed(let error):
            container.actionFailed(error, generation: generation)
        }
    }
}

/// Moves a state from its producer's thread to the main thread inside a `@Sendable` or
/// main-actor closure.
///
/// `@unchecked Sendable`: the state is handed off, as explained on
/// ``BatchedStateDelivery``; only the main actor reads it after the transfer.
@usableFromInline
struct Transfer<Value>: @unchecked Sendable {
    @usableFromInline let state: Value

    @inlinable
    init(_ state: Value) {
        self.state = state
    }
}

/// `CLOCK_MONOTONIC` in nanoseconds (a vDSO call, no system call).
@inlinable
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}
