import Dispatch
import OpenCombine
import VSM

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
enum CallgrindScenario: String, CaseIterable, Sendable {
    /// Sync `observe` + render of a `@RenderedViewState` view, per transition.
    case sync
    /// The sync benchmark's baseline, `CurrentValueSubject` → `sink` → the same render, per
    /// transition: the denominator of the sync ratio in instructions.
    case syncBaseline = "sync-baseline"
    /// States handed over from a background thread and applied on the main thread in one
    /// batch of ``batchSize``, each rendered, per state (producer and main thread together).
    case batch

    /// States per batch: most of ``BatchedStateDelivery/capacity``, so the producer never
    /// blocks and each round is exactly one batch.
    static let batchSize = 1_000

    /// Operations measured when `--iterations` is not given: enough that the count per
    /// operation is stable to the instruction, small enough for a few seconds under valgrind.
    var defaultIterations: Int {
        switch self {
        case .sync, .syncBaseline: 100_000
        case .batch: 20 * Self.batchSize
        }
    }

    /// Runs the scenario with about `iterations` operations (``batch`` rounds them up to whole
    /// batches) and prints how many were measured.
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

/// Runs `body`; the only code callgrind counts in `--callgrind` mode. The check script starts
/// valgrind with `--collect-atstart=no --toggle-collect=*callgrindMeasuredRegion*`: counting
/// is switched on when the calling thread enters this function and off when it returns.
///
/// Never inlined and not optimised, so the symbol exists exactly once and every call enters
/// it; it only calls `body`, whose code is optimised as usual.
@inline(never) @_optimize(none)
func callgrindMeasuredRegion(_ body: () -> Void) {
    body()
}
