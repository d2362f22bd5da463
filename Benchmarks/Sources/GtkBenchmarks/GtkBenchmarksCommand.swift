import ArgumentParser

/// The command line of `gtk-benchmarks`: one subcommand per benchmark, `latency` when none is
/// named.
///
/// ```
/// gtk-benchmarks [latency [SAMPLES [ROUNDS [GAP_US [animate|static]]]]]
/// gtk-benchmarks leaks [COUNT]
/// gtk-benchmarks lists [UPDATES]
/// gtk-benchmarks callgrind list-apply [UPDATES]
/// ```
///
/// Parsing and validation have no side effects and need no display, so a bad argument is
/// reported (exit 64) before GTK starts.
///
/// Threading: every subcommand is synchronous and its `run()` expects the main thread, which
/// `main.swift` guarantees by calling `main()` from its top level; the benchmarks are
/// main-actor code that runs GTK's main loop.
struct GtkBenchmarksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gtk-benchmarks",
        abstract: "Measure the GTK layer against C baselines in the same run.",
        discussion: "Build in release mode and run under a display: xvfb-run -a gtk-benchmarks.",
        subcommands: [Latency.self, Leaks.self, Lists.self, Callgrind.self],
        defaultSubcommand: Latency.self
    )

    /// `gtk-benchmarks [latency [SAMPLES [ROUNDS [GAP_US [animate|static]]]]]`:
    /// ``LatencyBenchmark``.
    struct Latency: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Background state → render latency in the running GTK loop, against g_idle_add posted from a C thread."
        )

        /// Whether a spinner animates during the run, so that GTK paints frames between
        /// samples, as the app does while loading.
        enum Motion: String, CaseIterable, ExpressibleByArgument {
            case animate
            case `static`
        }

        /// Samples per round and contender.
        @Argument(help: "Samples per round and contender.")
        var samples = 2_000

        /// Rounds of all contenders.
        @Argument(help: "Rounds of all contenders.")
        var rounds = 3

        /// Pause between two samples.
        @Argument(help: ArgumentHelp("Microseconds between two samples.", valueName: "gap-us"))
        var gapMicroseconds: UInt32 = 200

        /// `animate` keeps GTK painting frames during the run; `static` leaves the loop idle
        /// between samples.
        @Argument(help: "animate: a spinner makes GTK paint frames during the run; static: the loop is idle between samples.")
        var motion: Motion = .animate

        func validate() throws {
            try requirePositive([("samples", samples), ("rounds", rounds), ("gap-us", Int(gapMicroseconds))])
        }

        func run() throws {
            let status = MainActor.assumeIsolated {
                LatencyBenchmark.run(samples: samples, rounds: rounds, gapMicroseconds: gapMicroseconds,
                                     animate: motion == .animate)
            }
            try exitUnlessSucceeded(status)
        }
    }

    /// `gtk-benchmarks leaks [COUNT]`: ``LeakCheck``.
    struct Leaks: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create and destroy controllers and check that none stays alive; run it under valgrind for the C level."
        )

        /// Controllers created and destroyed.
        @Argument(help: "Controllers created and destroyed.")
        var count = 1_000

        func validate() throws {
            try requirePositive([("count", count)])
        }

        func run() throws {
            try exitUnlessSucceeded(MainActor.assumeIsolated { LeakCheck.run(count: count) })
        }
    }

    /// `gtk-benchmarks lists [UPDATES]`: ``ListBenchmark``.
    struct Lists: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List updates of 10,000 rows against rebuilding them, and first frames of 100,000 rows against 100."
        )

        /// Timed updates of each contender.
        @Argument(help: "Timed updates of each contender.")
        var updates = 20

        func validate() throws {
            try requirePositive([("updates", updates)])
        }

        func run() throws {
            try exitUnlessSucceeded(MainActor.assumeIsolated { ListBenchmark.run(updates: updates) })
        }
    }

    /// `gtk-benchmarks callgrind list-apply [UPDATES]`: ``CallgrindListScenario``, what
    /// `scripts/callgrind/bench_check.py` runs.
    struct Callgrind: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "A fixed run for valgrind --tool=callgrind, counting only inside callgrindMeasuredRegion.",
            discussion: "Prints 'callgrind-operations: N' (see scripts/callgrind/bench_check.py)."
        )

        /// The scenarios; one so far.
        enum Scenario: String, CaseIterable, ExpressibleByArgument {
            /// ``CallgrindListScenario``.
            case listApply = "list-apply"
        }

        /// The scenario to run.
        @Argument(help: "The scenario: ListViewController.apply of 10,000 rows with 1% changed.")
        var scenario: Scenario

        /// Measured updates, after the warm-up.
        @Argument(help: "Measured updates, after the warm-up.")
        var updates = 10

        func validate() throws {
            try requirePositive([("updates", updates)])
        }

        func run() throws {
            switch scenario {
            case .listApply:
                try exitUnlessSucceeded(MainActor.assumeIsolated { CallgrindListScenario.run(updates: updates) })
            }
        }
    }
}

/// Rejects a count below 1, naming the argument.
/// - Throws: `ValidationError` for the first such count.
private func requirePositive(_ counts: [(name: String, value: Int)]) throws {
    if let bad = counts.first(where: { $0.value <= 0 }) {
        throw ValidationError("'\(bad.value)' for <\(bad.name)> is not a positive integer")
    }
}

/// Ends the process with `status` unless it is 0: the benchmarks return their exit status and
/// have printed why they failed, so ArgumentParser adds no message.
private func exitUnlessSucceeded(_ status: Int32) throws {
    if status != 0 {
        throw ExitCode(status)
    }
}
