import ArgumentParser

/// The command line of `vsm-benchmarks`:
///
/// ```
/// vsm-benchmarks [--quick] [--only NAME] [--stream-states N]
/// vsm-benchmarks --callgrind SCENARIO [--iterations N]
/// vsm-benchmarks --help
/// ```
///
/// Parsing and validation have no side effects, so a bad argument is reported (ArgumentParser's
/// message and usage on stderr, exit 64) before anything is measured.
///
/// Threading: `main.swift` parses and calls ``run()`` from its top-level code, on the main
/// thread and the main actor, rather than through `main()`, which would parse on the
/// cooperative pool and then hop back. The `--callgrind` scenarios must never suspend the
/// async main task (see ``CallgrindScenario/run(iterations:)``), so nothing before them may
/// hop.
struct VSMBenchmarksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vsm-benchmarks",
        abstract: "Measure VSM against baselines run in the same process and print the ratios.",
        discussion: """
            The baselines are a bare DispatchQueue.main.async hop and OpenCombine. Build and run \
            it in release mode: swift run -c release vsm-benchmarks. It prints and marks each \
            target as met or missed; it does not fail on a missed target.
            """
    )

    /// The timed benchmarks, in the order a full run prints them.
    enum Benchmark: String, CaseIterable, ExpressibleByArgument {
        case sync
        case latency
        case throughput
        case memory
        case streamMemory = "stream-memory"
    }

    /// A tenth of every count, for a quick look.
    @Flag(help: "A tenth of every count.")
    var quick = false

    /// Run only this benchmark; nil runs them all.
    @Option(help: ArgumentHelp("Run only this benchmark.", valueName: "name"))
    var only: Benchmark?

    /// States of the stream-memory benchmark; nil for its default (10,000,000, a tenth with
    /// `--quick`).
    @Option(help: ArgumentHelp("States of stream-memory (default 10,000,000; a tenth with --quick).", valueName: "n"))
    var streamStates: Int?

    /// Run only this scenario's fixed operations, for callgrind (``CallgrindScenario``); the
    /// timed benchmarks do not run.
    @Option(help: ArgumentHelp(
        """
        Instead of the timed benchmarks, run one scenario's fixed operations for \
        valgrind --tool=callgrind, counting only inside callgrindMeasuredRegion and printing \
        'callgrind-operations: N' (see scripts/callgrind/bench_check.py).
        """,
        valueName: "scenario"
    ))
    var callgrind: CallgrindScenario?

    /// Operations of the `--callgrind` scenario; nil for its default.
    @Option(help: ArgumentHelp("Operations of the --callgrind scenario (default: the scenario's own).", valueName: "n"))
    var iterations: Int?

    /// What every count of the timed benchmarks is divided by: 10 with `--quick`, else 1.
    var scale: Int { quick ? 10 : 1 }

    /// Whether `benchmark` runs.
    func runs(_ benchmark: Benchmark) -> Bool {
        only == nil || only == benchmark
    }

    func validate() throws {
        for (name, value) in [("--stream-states", streamStates), ("--iterations", iterations)] {
            if let value, value <= 0 {
                throw ValidationError("'\(value)' for \(name) is not a positive integer")
            }
        }
        if iterations != nil && callgrind == nil {
            throw ValidationError("'--iterations' applies only to --callgrind")
        }
    }

    /// Runs the callgrind scenario, or else the timed benchmarks. Main-actor isolated so that,
    /// called from `main.swift`'s top level, it starts on the main thread without a hop.
    @MainActor
    func run() async {
        if let callgrind {
            // Synchronous: see the type's threading note.
            callgrind.run(iterations: iterations)
            return
        }
        let streamStates = streamStates ?? 10_000_000 / scale

        print("vsm-benchmarks (\(quick ? "quick" : "full") run; ratios < 1 mean VSM is faster than the baseline)")
        print("")

        if runs(.sync) { await SyncRenderBenchmark(transitions: 1_000_000 / scale, trials: 7).run() }
        if runs(.latency) { await DeliveryLatencyBenchmark(samples: 20_000 / scale).run() }
        if runs(.throughput) { await DeliveryThroughputBenchmark(states: 200_000 / scale, trials: 5).run() }
        if runs(.memory) { ContainerMemoryBenchmark(containers: 100_000 / scale).run() }
        if runs(.streamMemory) { await StreamMemoryBenchmark(states: streamStates).run() }
    }
}

extension CallgrindScenario: ExpressibleByArgument {}
