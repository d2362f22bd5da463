import Dispatch
import Locking
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
/// This comment is the contract of the delivery subsystem, the files in `Sources/VSM/Delivery`:
/// this type, its buffer (`BoundedStateBuffer`), the feeding of a sequence into it
/// (`startIterating`), the coalescing policy (`SequenceCoalescing`) and the sequence task's
/// executor (`SequenceConsumerExecutor`). Each of them states only how it does its part.
///
/// **What is delivered.** Every state handed over, by ``send(_:)`` or as an element of the
/// action's sequence, lands through the container's normal change path (willSet, assignment,
/// didSet, `render`) and is rendered. None is skipped, merged or reordered, as long as the
/// action is the container's newest one.
///
/// **When.**
/// - *From another thread:* the first state of a quiet stream is scheduled at once (one
///   main-queue job); while that job is pending, further states join it instead of scheduling
///   more. Each job applies the states waiting when it starts, so the main loop gets control
///   back between batches.
/// - *From the main thread:* a state sent on the main thread is applied before ``send(_:)``
///   returns (after the states already waiting), unless the main thread is itself applying a
///   batch of this action (a render that sends): then it lands right after that batch. The
///   main thread never queues behind itself, never blocks, and never grows the buffer.
/// - *From a sequence (coalescing):* the first state the sequence's task appends after it
///   resumes (a quiet stream's next element) goes out at once, as above. The states it
///   appends after that without suspending (a backlog, or a sequence that never waits) do not
///   wake the main thread one by one: they go out when the task next suspends, when the
///   publish threshold is reached, when one comes the coalescing window or more after the
///   previous, or after the publish deadline at most, whichever comes first.
/// - *Endings:* ``finish()`` and ``fail(_:)`` take effect on the main actor after every state
///   sent before them; only the first of them counts, and states sent after it are ignored.
///
/// **Order.** States land in the order they were handed over. Endings land after every state
/// sent before them. Across actions, none of an older action's states lands once a newer one
/// has started (below).
///
/// **No stale state.** This buffer belongs to one action (one generation). Once a newer action
/// starts or the container is deallocated, the buffer is closed: waiting states are dropped,
/// later ones are ignored, a suspended or blocked producer is released, and a state is applied
/// only while its action is still the newest one at the moment of applying (checked on the
/// main actor). A superseded action's error is still logged.
///
/// **Threads.** Producers may call ``send(_:)``, ``finish()`` and ``fail(_:)`` on any thread.
/// States are applied, and endings take effect, only on the main thread (the main actor): in
/// a main-queue job, at most one scheduled per action at a time, or inside a main-thread
/// ``send(_:)``. A sequence is iterated by a nonisolated task on the global dispatch queues,
/// never on the main actor. One lock per action guards the fields producers and the main
/// thread share, the buffer's and the coalescing policy's included (the count of applied
/// states is atomic instead), so appending a state and deciding to wake the main thread are
/// one critical section.
///
/// **Bounded memory and back-pressure.** At most ``capacity`` states wait to be taken by the
/// main thread, plus the batch it is applying. An async producer (a sequence) suspends while
/// the buffer is full. A thread that calls ``send(_:)`` while the buffer is full blocks until
/// the main thread takes the batch, except after the stall timeout (below): then it stops
/// blocking until the next batch is taken, the one case in which more than ``capacity``
/// states wait.
///
/// **The thresholds, and why.**
/// - *Capacity, 1,024 states:* how many states may wait before producers are held back.
///   Large enough that a batch amortises the main-queue hop; small enough that a batch of
///   states with a 10 µs render keeps the main loop busy for about 10 ms at most.
/// - *Publish threshold, 64 states:* how many coalesced states of a sequence may wait before
///   the main thread is woken although the task is still running, so a long run of states
///   starts rendering early, in batches of at least this size.
/// - *Coalescing window, 100 µs:* a state that comes at least this long after the previous
///   one, in the same run of its task, goes out at once: a sequence that produces slowly
///   without ever suspending. Wide enough that a stream pulled flat out, whose consumer a busy
///   machine often holds up by the lock or the scheduler, still coalesces
///   (docs/Benchmarks.md, "VSM core", has the wake-up counts that chose it).
/// - *Publish deadline, 1 ms:* the longest a coalesced state waits for the main thread to be
///   woken, the bound for a sequence whose `next()` blocks its thread instead of suspending
///   (its task's executor then never sees it suspend). One timer at a time: the first
///   coalesced state starts it, and no other is started until it has fired.
/// - *Stall timeout, 50 ms:* a thread blocked in ``send(_:)`` stops blocking when the main
///   thread has applied none of this action's states for this long: the main thread may be
///   waiting on that very thread (a `DispatchQueue.sync`, or a lock a publisher holds while it
///   sends), and waiting on for ever would deadlock. Long enough that a main thread busy
///   applying a batch is not taken for a stuck one.
///
/// Tests change the window, the deadline and the stall timeout to make batching exact on a
/// loaded machine (`setCoalescing`, `setStallTimeout`), and the benchmarks' instruction
/// counts widen the window and the deadline (`setSequenceCoalescingForBenchmarks`).
///
/// Get one from ``StateObserving/beginBatchedAction(onCancel:shape:function:file:line:)``.
///
/// `@unchecked Sendable`: every mutable field, the buffer's included, is guarded by `lock`
/// (see the field comments) and only the main actor reads the container. States need not be
/// `Sendable` (view states of the Apple library are not): each is handed off by its producer,
/// which keeps no other copy, and from then on only the main actor reads it — the `sending`
/// hand-off the checker cannot see through a pre-concurrency publisher or a generic sequence.
public final class BatchedStateDelivery<State>: @unchecked Sendable {
    /// How many states may wait for the main thread before the producer is held back.
    ///
    /// Large enough that a batch amortises the main-queue hop; small enough that a batch of
    /// states with a 10 µs render keeps the main loop busy for about 10 ms at most.
    public static var capacity: Int { BoundedStateBuffer<State>.capacity }

    @usableFromInline let target: WeakReference<StateContainer<State>>
    /// The action this buffer belongs to.
    @usableFromInline let generation: UInt64
    /// ``MainThread/thread``, read on the main actor at creation.
    @usableFromInline let mainThread: pthread_t?
    /// Guards the fields below, `buffer` and `coalescing`: one critical section per state.
    @usableFromInline let lock: ConditionLock
    /// The states waiting for the main thread, with the producers' back-pressure.
    @usableFromInline let buffer: BoundedStateBuffer<State>

    // Guarded by `lock`; `@exclusivity(unchecked)` for the reason given on
    // `BoundedStateBuffer`'s fields.
    /// When a sequence's states go out (see ``startIterating(_:)``).
    @exclusivity(unchecked) @usableFromInline var coalescing = SequenceCoalescing()
    /// How the action ended, applied after every state waiting in `buffer`.
    @exclusivity(unchecked) @usableFromInline var ending: Ending?
    /// Whether a main-queue job is scheduled or running; at most one at a time.
    @exclusivity(unchecked) @usableFromInline var jobScheduled = false
    /// Whether states appended since the running job took its batch asked to go out (every
    /// ``send(_:)``; a sequence's states once coalescing lets them): the job then schedules
    /// the next one.
    @exclusivity(unchecked) @usableFromInline var publishRequested = false
    /// Set by ``finish()`` / ``fail(_:)``: states and endings after it are ignored.
    @exclusivity(unchecked) @usableFromInline var ended = false

    /// Told how many states left the buffer each time the main thread applied some (see
    /// ``onStatesApplied(_:)``). Main actor only: set before the first state, read on the
    /// main thread.
    @usableFromInline var statesApplied: (@MainActor (Int) -> Void)?

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
        let lock = ConditionLock()
        self.lock = lock
        self.buffer = BoundedStateBuffer(lock: lock)
        if let override = sequenceCoalescingOverride {
            coalescing.windowNanoseconds = override.windowNanoseconds
            coalescing.deadlineNanoseconds = override.deadlineNanoseconds
        }
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
        if buffer.isClosed || ended {
            lock.unlock()
            return
        }
        if onMainThread && buffer.inFlight == 0 {
            if buffer.incoming.isEmpty {
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
            buffer.incoming.append(state)
            jobScheduled = true
            lock.unlock()
            MainActor.assumeIsolated { drain() }
            return
        }
        if !onMainThread && buffer.isFull {
            buffer.waitForRoomBlocking()
            // Re-check: the action may have been superseded, or ended by another thread, while
            // this one waited.
            if buffer.isClosed || ended {
                lock.unlock()
                return
            }
        }
        buffer.append(state)
        let schedule = requestPublishLocked()
        lock.unlock()
        if schedule { scheduleDrain() }
    }

    /// Appends without waiting, for an async producer: `.full` means suspend in
    /// ``waitForRoom()`` and try again. Coalesces quick runs of states (``SequenceCoalescing``):
    /// the producer's executor calls ``publish()`` when its task suspends.
    @inlinable
    func tryAppend(_ state: State) -> AppendResult {
        let now = monotonicNanoseconds()
        lock.lock()
        if buffer.isClosed || ended {
            lock.unlock()
            return .closed
        }
        if buffer.isFull {
            lock.unlock()
            return .full
        }
        buffer.append(state)
        var schedule = false
        var armDeadline = false
        switch coalescing.appended(waiting: buffer.incoming.count, now: now) {
        case .publish:
            schedule = requestPublishLocked()
        case .armDeadline:
            armDeadline = true
        case .hold:
            break
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
        lock.withLock { coalescing.taskResuming() }
    }

    /// Wakes the main thread for the states waiting, unless a job is already scheduled. Called
    /// when the producing task stops running, and by the publish deadline. Any thread.
    @inlinable
    func publish() {
        lock.lock()
        let schedule = !buffer.incoming.isEmpty && !buffer.isClosed && requestPublishLocked()
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

    /// Publishes whatever is still coalesced after the coalescing deadline.
    @usableFromInline
    func armPublishDeadline() {
        let delay = lock.withLock { coalescing.deadlineNanoseconds }
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(delay)) {
            [weak self] in
            guard let self else { return }
            lock.withLock { coalescing.deadlineFired() }
            publish()
        }
    }

    /// Suspends until the main thread has taken the waiting batch or the action is closed.
    /// Cancelling the waiting task closes the action (only a newer action or the container's
    /// end cancels it).
    @inlinable
    func waitForRoom() async {
        await buffer.waitForRoom()
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
        let wasClosed = buffer.isClosed
        if wasClosed || (onMainThread && !jobScheduled && buffer.incoming.isEmpty) {
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
        buffer.close()
    }

    // MARK: Main thread

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
        let taken = buffer.takeBatch()
        var batch = taken.states
        let ending = self.ending
        self.ending = nil
        publishRequested = false
        lock.unlock()
        taken.roomWaiter?.resume()

        var superseded = true
        if let container = target.object {
            for state in batch {
                guard container.isCurrent(generation) else { break }
                container.deliver(state, generation: generation)
                buffer.stateApplied()
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
        buffer.batchApplied(batch)
        // States that arrived meanwhile and asked to go out get the next job; coalesced ones
        // wait for their producer to suspend, the threshold or the deadline.
        let again = (publishRequested && !buffer.incoming.isEmpty) || self.ending != nil
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
