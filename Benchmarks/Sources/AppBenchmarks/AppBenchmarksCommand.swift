import ArgumentParser

/// The command line of `app-benchmarks`:
///
/// ```
/// app-benchmarks [--rounds N] [--saves N] [--external N] [--external-timeout SECONDS]
///                [--scroll-rounds N] [--only launch|interaction|posts|scroll] [--server-url URL]
/// app-benchmarks --help
/// ```
///
/// Parsing and validation have no side effects, so a bad value is reported (exit 64) before
/// anything is launched. ``run()`` (in `main.swift`) measures; a measurement that cannot be made
/// is thrown as a ``BenchmarkError``, which ArgumentParser prints before exiting 1.
///
/// Threading: synchronous, run on the main thread by `main()` from `main.swift`'s top level;
/// the benchmark drives the app as child processes and needs no actor.
struct AppBenchmarksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app-benchmarks",
        abstract: "Measure the release app against C baselines compiled in the same run, and print a table of figures.",
        discussion: """
            Launches the release app named by VSM_PROFILE_BINARY, else the vsm-profile-gtk next \
            to this executable. Run it under a display (xvfb-run -a), as `make bench` does.
            """
    )

    /// The parts of the run, in the order they run.
    enum Part: String, CaseIterable, ExpressibleByArgument {
        /// The launches against the C baseline (``LaunchBenchmark``).
        case launch
        /// Saves and external changes in one running app (``InteractionBenchmark``).
        case interaction
        /// Launches on 10,000 posts against 10 posts (``PostsLaunchBenchmark``).
        case posts
        /// Wheel scrolling through 10,000 posts against 300 (``ScrollBenchmark``).
        case scroll
    }

    /// The range every count and time of the command line must lie in: a typo such as an
    /// extra zero fails at once instead of running for hours.
    static let valueRange = 1...100_000

    /// Interleaved launch rounds (each: the C program of the app's screen, the minimal C
    /// program with and without libadwaita, the app on an existing store, the app on a fresh store,
    /// with `--server-url` the app on a warm and on a cold server cache; and, for the posts, the app
    /// on 10 posts and on 10,000), after one warm-up round that is not counted.
    @Option(help: ArgumentHelp(
        "Interleaved launch rounds, after one warm-up; the launch part and the posts part (10,000 posts vs 10) each run N.",
        valueName: "n"
    ))
    var rounds = 15

    /// Saves timed in one running app.
    @Option(help: ArgumentHelp("Saves timed in one running app, and bare C commits.", valueName: "n"))
    var saves = 200

    /// External changes (a `sqlite3` UPDATE from another process) timed in the same app.
    @Option(name: .customLong("external"), help: ArgumentHelp("External changes (sqlite3 UPDATE) timed.", valueName: "n"))
    var externalChanges = 50

    /// How long to wait for one external change to be painted before reporting it unseen.
    @Option(name: .customLong("external-timeout"),
            help: ArgumentHelp("How long to wait for one external change to be painted.", valueName: "seconds"))
    var externalTimeoutSeconds = 3

    /// Interleaved scroll rounds (each: one scroll through 300 posts, one through 10,000).
    @Option(help: ArgumentHelp("Interleaved wheel-scrolling rounds, 10,000 posts vs 300.", valueName: "n"))
    var scrollRounds = 5

    /// `--only`, in the order given; empty runs every part.
    @Option(help: ArgumentHelp(
        """
        Run only this part (repeat to add more): launch (the app against the C baselines), \
        interaction (saves, external changes), posts (launch to profile and posts painted, \
        10,000 posts vs 10) or scroll (frame times while wheel-scrolling the posts).
        """,
        valueName: "part"
    ))
    var only: [Part] = []

    /// `--server-url`: a running `vsm-profile-server` the launch part also launches the app
    /// as the client of (``LaunchBenchmark/Subject/appServerWarmCache`` and
    /// ``LaunchBenchmark/Subject/appServerColdCache``); nil leaves the launch part as it is.
    @Option(name: .customLong("server-url"), help: ArgumentHelp(
        """
        A running vsm-profile-server (http or https, e.g. http://127.0.0.1:8080): the launch part \
        then also launches the app as its client, on a warm cache and on a cold one, in the same rounds.
        """,
        valueName: "url"
    ))
    var serverURL: String?

    /// The parts to run: all of them unless `--only` names some.
    var parts: Set<Part> {
        only.isEmpty ? Set(Part.allCases) : Set(only)
    }

    func validate() throws {
        let counts = [("--rounds", rounds), ("--saves", saves), ("--external", externalChanges),
                      ("--external-timeout", externalTimeoutSeconds), ("--scroll-rounds", scrollRounds)]
        for (name, value) in counts where !Self.valueRange.contains(value) {
            throw ValidationError("'\(value)' for \(name) is not an integer from 1 to 100000")
        }
        if let serverURL, !Self.isServerURL(serverURL) {
            throw ValidationError("'\(serverURL)' for --server-url is not an http or https URL with a host "
                                  + "and no query or fragment (e.g. http://127.0.0.1:8080)")
        }
    }

    /// Whether `text` is what the app's `--server` accepts: an absolute http or https URL with
    /// a host (and, when it names one, a port from 1 to 65535), without a query or a fragment.
    /// Checked here so that a typo fails before anything is launched rather than as a launch
    /// the app refused. No Foundation: this package's benchmarks do without it.
    static func isServerURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard let scheme = ["http://", "https://"].first(where: { lowered.hasPrefix($0) }) else { return false }
        let rest = text.dropFirst(scheme.count)
        guard !rest.contains(where: { $0.isWhitespace || $0 == "?" || $0 == "#" }) else { return false }
        let authority = rest.prefix { $0 != "/" }
        // User information is no part of a server's address here.
        guard !authority.contains("@") else { return false }
        var host = authority[...]
        var port: Substring?
        if authority.hasPrefix("[") {
            // An IPv6 literal, whose colons are not the port's.
            guard let close = authority.firstIndex(of: "]") else { return false }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return false }
                port = after.dropFirst()
            }
        } else if let colon = authority.firstIndex(of: ":") {
            host = authority[..<colon]
            port = authority[authority.index(after: colon)...]
        }
        guard !host.isEmpty else { return false }
        if let port {
            guard !port.isEmpty, port.allSatisfy({ ("0"..."9").contains($0) }), let number = Int(port), (1...65_535).contains(number) else { return false }
        }
        return true
    }
}
