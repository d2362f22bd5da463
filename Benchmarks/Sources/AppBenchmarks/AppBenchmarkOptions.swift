/// The command line of `app-benchmarks`:
///
/// ```
/// app-benchmarks [--rounds N] [--saves N] [--external N] [--external-timeout SECONDS]
///                [--scroll-rounds N] [--only launch|interaction|posts|scroll]
/// app-benchmarks --help
/// ```
///
/// Pure parsing: no side effects, so a bad value is reported before anything is launched.
struct AppBenchmarkOptions: Equatable {
    /// The parts of the run, in the order they run.
    enum Part: String, CaseIterable {
        /// The launches against the C baseline (``LaunchBenchmark``).
        case launch
        /// Saves and external changes in one running app (``InteractionBenchmark``).
        case interaction
        /// Launches on 10,000 posts against 10 posts (``PostsLaunchBenchmark``).
        case posts
        /// Wheel scrolling through 10,000 posts against 300 (``ScrollBenchmark``).
        case scroll
    }

    /// Interleaved launch rounds (each: the C program, the app on an existing store, the app
    /// on a fresh store; and, for the posts, the app on 10 posts and on 10,000), after one
    /// warm-up round that is not counted.
    var rounds = 15
    /// Saves timed in one running app.
    var saves = 200
    /// External changes (a `sqlite3` UPDATE from another process) timed in the same app.
    var externalChanges = 50
    /// How long to wait for one external change to be painted before reporting it unseen.
    var externalTimeoutSeconds = 3
    /// Interleaved scroll rounds (each: one scroll through 300 posts, one through 10,000).
    var scrollRounds = 5
    /// The parts to run: all of them unless `--only` names one (given again, it adds one).
    var parts = Set(Part.allCases)
    /// `--help` or `-h` was given: print ``help`` and exit 0 without measuring (the usual
    /// meaning of the flag, rather than a usage error for a flag without a value).
    var helpRequested = false

    static let usage = "usage: app-benchmarks [--rounds N] [--saves N] [--external N] [--external-timeout SECONDS] [--scroll-rounds N] [--only launch|interaction|posts|scroll]"

    /// What `--help` prints: the usage, then each option with its default.
    static let help = """
        \(usage)

        Measures the release app (vsm-profile-gtk, next to this executable) against C baselines
        compiled in the same run, and prints a table of figures. Run it under a display
        (xvfb-run -a), as `make bench` does.

          --rounds N                   interleaved launch rounds, after one warm-up (default 15); the
                                       launch part and the posts part (10,000 posts vs 10) each run N
          --saves N                    saves timed in one running app, and bare C commits (default 200)
          --external N                 external changes (sqlite3 UPDATE) timed (default 50)
          --external-timeout SECONDS   how long to wait for one external change (default 3)
          --scroll-rounds N            interleaved wheel-scrolling rounds, 10,000 posts vs 300 (default 5)
          --only PART                  run only PART (repeat to add more): launch (the app against the
                                       C baseline), interaction (saves, external changes), posts
                                       (launch to profile and posts painted, 10,000 posts vs 10) or
                                       scroll (frame times while wheel-scrolling the posts)
          -h, --help                   print this and exit
        """

    /// Parses the arguments after the program name.
    /// - Throws: `BenchmarkError.usage` naming the bad flag or value.
    static func parse(_ arguments: [String]) throws(BenchmarkError) -> AppBenchmarkOptions {
        var options = AppBenchmarkOptions()
        var only: Set<Part> = []
        var index = 0
        while index < arguments.count {
            let flag = arguments[index]
            if flag == "--help" || flag == "-h" {
                options.helpRequested = true
                return options
            }
            guard index + 1 < arguments.count else {
                throw .usage("app-benchmarks: '\(flag)' needs a value\n\(usage)")
            }
            let text = arguments[index + 1]
            if flag == "--only" {
                guard let part = Part(rawValue: text) else {
                    throw .usage("app-benchmarks: '\(text)' for --only is not one of launch, interaction, posts, scroll\n\(usage)")
                }
                only.insert(part)
                index += 2
                continue
            }
            guard let value = Int(text), value > 0, value <= 100_000 else {
                throw .usage("app-benchmarks: '\(text)' for \(flag) is not an integer from 1 to 100000\n\(usage)")
            }
            switch flag {
            case "--rounds": options.rounds = value
            case "--saves": options.saves = value
            case "--external": options.externalChanges = value
            case "--external-timeout": options.externalTimeoutSeconds = value
            case "--scroll-rounds": options.scrollRounds = value
            default: throw .usage("app-benchmarks: unknown option '\(flag)'\n\(usage)")
            }
            index += 2
        }
        if !only.isEmpty { options.parts = only }
        return options
    }
}
