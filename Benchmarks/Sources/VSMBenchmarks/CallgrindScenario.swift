import CDispatchMainQueue
import Dispatch
import OpenCombine
import Synchronization
@_spi(Benchmarks) import VSM
#if canImport(Glibc)
import Glibc
#endif

/// The hot paths as fixed runs for `valgrind --tool=callgrind` (`vsm-benchmarks --callgrind
/// NAME`), so `scripts/callgrind/bench_check.py` can guard their instruction counts.
///
/// Guarantees:
/// - Only the measured operations run inside ``callgrindMeasuredRegion(_:)``: set-up and a
///   warm-up (first calls resolve symbols and instantiate metadata) happen before it, so the
///   count divided by the printed number of operations does not depend on the run length.
/// - Every run of a scenario does the same work: states are plain integers and batches are
///   formed while the main thread waits, so no timing or scheduling decides their size.
/// - It prints `callgrind-operations: N` on a line of its own, the divisor for the count.
/// - The stream scenarios (``StreamShape``) are counted on every thread: their work runs in
///   tasks on other threads, which cannot enter the (synchronous) region themselves. The main
///   thread enters the region once; the script counts every thread from its entry to
///   ``callgrindMeasuredRegionEnded()`` (`all_threads` in `scripts/callgrind/bench_check.py`),
///   and no other work runs in the process meanwhile.
enum CallgrindScenario: String, CaseIterable, Sendable {
    /// Sync `observe` + render of a `@RenderedViewState` view, per transition.
    case sync
    /// The sync benchmark's baseline, `CurrentValueSubject` → `sink` → the same render, per
    /// transition: the denominator of the sync ratio in instructions.
    case syncBaseline = "sync-baseline"
    /// States handed over from a background thread and applied on the main thread in one
    /// batch of ``batchSize``, each rendered, per state (producer and main thread together).
    case batch
    /// The floor of the two `AsyncStream` shapes: a stream filled by the main thread and
    /// consumed by a plain task, no VSM, per state (yield and `next()`).
    case streamFloor = "stream-floor"
    /// `observe(AsyncStream)` into a rendered view, per state: the same stream, consumed by the
    /// action's task, each state applied and rendered on the main thread.
    case streamObserve = "stream-observe"
    /// `observeAsync { AsyncStream }` into a rendered view, per state: as ``streamObserve``,
    /// with the stream returned by the action's closure.
    case streamObserveAsync = "stream-observe-async"

    /// States per batch: most of ``BatchedStateDelivery/capacity``, so the producer never
    /// blocks and each round is exactly one batch.
    static let batchSize = 1_000

    /// Operations measured when `--iterations` is not given: enough that the count per
    /// operation is stable to the instruction, small enough for a few seconds under valgrind.
    var defaultIterations: Int {
        switch self {
        case .sync, .syncBaseline: 100_000
        case .batch: 20 * Self.batchSize
        case .streamFloor, .streamObserve, .streamObserveAsync: 5 * Self.streamRoundSize
        }
    }

    /// Runs the scenario with about `iterations` operations (``batch`` and the stream
    /// scenarios round them up to whole rounds) and prints how many were measured.
    ///
    /// Synchronous throughout: valgrind 3.19 crashes once the async main task suspends
    /// (libdispatch parks the exited main thread in `sigsuspend`, and a signal delivered there
    /// kills valgrind itself), so no scenario may `await`.
    @MainActor
    func run(iterations: Int?) {
        let requested = iterations ?? defaultIterations
        let operations: Int
        switch self {
        case .sync: operations = Self.runSync(transitions: requested)
        case .syncBaseline: operations = Self.runSyncBaseline(transitions: requested)
        case .batch: operations = Self.runBatch(rounds: (requested + Self.batchSize - 1) / Self.batchSize)
        case .streamFloor: operations = Self.runStream(.floor, rounds: Self.streamRounds(requested))
        case .streamObserve: operations = Self.runStream(.observe, rounds: Self.streamRounds(requested))
        case .streamObserveAsync: operations = Self.runStream(.observeAsync, rounds: Self.streamRounds(requested))
        }
        print("callgrind-operations: \(operations)")
    }

    /// How many operations each scenario runs before the measured region.
    private static let warmUp = 1_000

    @MainActor
    private static func runSync(transitions: Int) -> Int {
        let view = SyncRenderBenchmark.VSMView()
        view.$state.startRendering(on: view)
        for value in 1...warmUp { view.$state.observe(value) }
        let before = view.total
        callgrindMeasuredRegion {
            for value in 1...transitions { view.$state.observe(value) }
        }
        // Uses the result, so the optimiser cannot drop the rendering.
        precondition(view.total &- before == transitions &* (transitions &+ 1) / 2)
        return transitions
    }

    @MainActor
    private static func runSyncBaseline(transitions: Int) -> Int {
        let view = SyncRenderBenchmark.SubjectView()
        for value in 1...warmUp { view.subject.send(value) }
        let before = view.total
        callgrindMeasuredRegion {
            for value in 1...transitions { view.subject.send(value) }
        }
        precondition(view.total &- before == transitions &* (transitions &+ 1) / 2)
        return transitions
    }

    /// Each round: a background thread sends `batchSize - 1` states while the main thread
    /// waits, then the main thread sends the last one, which applies the waiting states and
    /// its own at once (``BatchedStateDelivery/send(_:)``). Both sends run in the measured
    /// region, on their own threads. The main-queue job the first state of a round schedules
    /// would find nothing left; it never runs, since the scenario never returns to the main
    /// queue (see ``run(iterations:)``).
    @MainActor
    private static func runBatch(rounds: Int) -> Int {
        let view = SyncRenderBenchmark.VSMView()
        view.$state.startRendering(on: view)
        let delivery = view.$state.beginBatchedAction(onCancel: {})
        var expected = 0
        var total = view.total
        for round in -1..<rounds {
            // Round -1 is the warm-up.
            let batch = (round + 1) * batchSize..<(round + 2) * batchSize
            runBatchRound(batch, delivery: delivery, measured: round >= 0)
            if round < 0 {
                total = view.total
            } else {
                expected &+= batch.reduce(0, &+)
            }
        }
        precondition(view.total &- total == expected, "every state rendered once, in one batch per round")
        delivery.finish()
        return rounds * batchSize
    }

    /// One round of ``runBatch(rounds:)``: all but the last state of `batch` from a
    /// background thread while the main thread waits, then the last from the main thread.
    /// Synchronous, because the main thread must not run its queue meanwhile.
    @MainActor
    private static func runBatchRound(_ batch: Swift.Range<Int>, delivery: BatchedStateDelivery<Int>, measured: Bool) {
        let produced = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let states = batch.dropLast()
            if measured {
                callgrindMeasuredRegion {
                    for state in states { delivery.send(state) }
                }
            } else {
                for state in states { delivery.send(state) }
            }
            produced.signal()
        }
        produced.wait()
        let last = batch.upperBound - 1
        if measured {
            callgrindMeasuredRegion { delivery.send(last) }
        } else {
            delivery.send(last)
        }
    }
}

// MARK: Streams

extension CallgrindScenario {
    /// States per round of the stream scenarios: below ``BatchedStateDelivery/capacity``, so
    /// the action's task never waits for room.
    static let streamRoundSize = 1_000

    static func streamRounds(_ states: Int) -> Int {
        (states + streamRoundSize - 1) / streamRoundSize
    }

    /// Who consumes the stream.
    enum StreamShape {
        /// A plain task (`Task.detached`) sums the states: the stream's own cost.
        case floor
        /// `view.$state.observe(stream)`.
        case observe
        /// `view.$state.observeAsync { stream }`.
        case observeAsync
    }

    /// Each round: the main thread fills a new stream with ``streamRoundSize`` states and
    /// finishes it, hands it to the consumer, and waits (blocked, not suspended) until the
    /// consumer's task has ended; for the VSM shapes it then runs the main-queue job the first
    /// state scheduled, which applies and renders every state of the round and ends the
    /// action. Everything a round costs is counted, on every thread: the yields, the task's
    /// start, its `next()` calls, the action's bookkeeping, the main-queue hop and the
    /// renders.
    ///
    /// Why every round costs the same: the stream is full before its consumer starts, so
    /// `next()` never suspends and no yield wakes a waiting consumer; the main thread takes the
    /// states only after the task has ended, so they land in one batch per round; and the
    /// coalescing window and deadline are widened beyond the run, so no timer fires and no
    /// timing decides a publication (``setSequenceCoalescingForBenchmarks(windowNanoseconds:deadlineNanoseconds:)``).
    /// The task's end is seen through the stream: when the task ends it releases the last
    /// copy of the stream, whose termination handler (set after `finish()`, so only the
    /// release calls it) signals the main thread.
    ///
    /// The main thread runs the main-queue job itself (libdispatch's main-queue drain, as the
    /// GLib bridge does), so it never returns to the main queue and the async main never
    /// suspends. Before entering the region, and before leaving it, it sleeps 100 ms so that
    /// the last worker thread has gone idle: each round's tail (the task's release, the end of
    /// its dispatch block) is counted once, in the round it belongs to.
    @MainActor
    static func runStream(_ shape: StreamShape, rounds: Int) -> Int {
        // An hour: beyond any run, so neither a gap nor the timer ends a batch.
        setSequenceCoalescingForBenchmarks(windowNanoseconds: .max, deadlineNanoseconds: 3_600_000_000_000)
        defer { resetSequenceCoalescingForBenchmarks() }
        let view = SyncRenderBenchmark.VSMView()
        view.$state.startRendering(on: view)
        let consumed = SharedCounter()
        for round in -2..<0 {
            // The warm-up: metadata, worker threads, allocations.
            _ = runStreamRound(shape, round: round, view: view, consumed: consumed)
        }
        let base = view.total &+ consumed.value
        var expected = 0
        idle()
        callgrindMeasuredRegion {
            for round in 0..<rounds {
                expected &+= runStreamRound(shape, round: round, view: view, consumed: consumed)
            }
            idle()
        }
        callgrindMeasuredRegionEnded()
        precondition(view.total &+ consumed.value &- base == expected, "every state consumed once")
        return rounds * streamRoundSize
    }

    /// One round of ``runStream(_:rounds:)``; returns the sum of its states.
    @MainActor
    private static func runStreamRound(
        _ shape: StreamShape, round: Int, view: SyncRenderBenchmark.VSMView, consumed: SharedCounter
    ) -> Int {
        let states = (round + 2) * streamRoundSize..<(round + 3) * streamRoundSize
        let ended = DispatchSemaphore(value: 0)
        switch shape {
        case .floor:
            Task.detached { [stream = filledStream(states, ended: ended)] in
                var sum = 0
                for await state in stream { sum &+= state }
                consumed.add(sum)
            }
            ended.wait()
        case .observe:
            view.$state.observe(filledStream(states, ended: ended))
            ended.wait()
            _dispatch_main_queue_callback_4CF(nil)
        case .observeAsync:
            view.$state.observeAsync { [stream = filledStream(states, ended: ended)] in stream }
            ended.wait()
            _dispatch_main_queue_callback_4CF(nil)
        }
        return states.reduce(0, &+)
    }

    /// A finished stream holding `states`, whose termination handler signals `ended` once the
    /// stream is released (the handler is set after `finish()`, which would otherwise call it).
    private static func filledStream(_ states: Swift.Range<Int>, ended: DispatchSemaphore) -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        for state in states { continuation.yield(state) }
        continuation.finish()
        continuation.onTermination = { _ in ended.signal() }
        return stream
    }

    /// Lets the worker threads finish what they were doing (see ``runStream(_:rounds:)``).
    private static func idle() {
        usleep(100_000)
    }
}

/// Runs `body`; the only code callgrind counts in `--callgrind` mode. For most scenarios the
/// check script starts valgrind with `--collect-atstart=no
/// --toggle-collect=*callgrindMeasuredRegion*`: counting is switched on when the calling
/// thread enters this function and off when it returns. For those counted on every thread
/// (the stream scenarios) it dumps the counts of all threads when the main
/// thread enters this function and when it calls ``callgrindMeasuredRegionEnded()`` right
/// after (`--dump-before=*callgrindMeasuredRegion*`, which matches both), and counts what
/// lies between.
///
/// Never inlined and not optimised; it only calls `body`, whose code is optimised as usual.
/// The optimiser may still make a copy of it for each `body` it is called with (the copy's
/// symbol keeps this name, so the patterns match it) and end that copy with a jump to the
/// last function `body` calls, which is why the end of an all-threads region is marked by a
/// call of its own rather than by this function's return.
@inline(never) @_optimize(none)
func callgrindMeasuredRegion(_ body: () -> Void) {
    body()
}

/// Marks the end of a region counted on every thread: the script dumps the counts when the
/// main thread enters it (the pattern `*callgrindMeasuredRegion*` matches it). Call it right
/// after ``callgrindMeasuredRegion(_:)`` returns. Its one store keeps the optimiser from
/// dropping the call.
@inline(never) @_optimize(none)
func callgrindMeasuredRegionEnded() {
    callgrindRegionsEnded.add(1, ordering: .relaxed)
}

/// How many all-threads regions have ended: the side effect of
/// ``callgrindMeasuredRegionEnded()``.
private let callgrindRegionsEnded = Atomic<Int>(0)
