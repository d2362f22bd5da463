import ArgumentParser

/// The command line of `profile-benchmarks`:
///
/// ```
/// profile-benchmarks [--posts N] [--trials N]
/// ```
///
/// Parsing and validation have no side effects, so a bad value is reported (exit 64) before a
/// store is created. A failed measurement is thrown from ``run()``: ArgumentParser prints it
/// and exits 1.
struct ProfileBenchmarksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile-benchmarks",
        abstract: "Measure the profile store's posts: a large profile's read and rows against a plain GRDB read and a small profile.",
        discussion: "Build and run it in release mode: swift run -c release profile-benchmarks."
    )

    /// Posts of the large profile.
    @Option(help: ArgumentHelp("Posts of the large profile.", valueName: "n"))
    var posts = 10_000

    /// Timed runs per figure, after the warm-up.
    @Option(help: ArgumentHelp("Timed runs per figure, after the warm-up.", valueName: "n"))
    var trials = 21

    func validate() throws {
        for (name, value) in [("--posts", posts), ("--trials", trials)] where value <= 0 {
            throw ValidationError("'\(value)' for \(name) is not a positive integer")
        }
    }

    func run() throws {
        try PostsQueryBenchmark(largeCount: posts, trials: trials).run()
    }
}
