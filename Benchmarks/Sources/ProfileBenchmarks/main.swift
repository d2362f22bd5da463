// Profile-store benchmarks: run in release mode (`swift run -c release profile-benchmarks`).
// Prints figures and ratios to baselines measured in the same run (docs/Design.md,
// "Performance"); it does not judge. Synchronous: it waits on the repository with semaphores.
//
// Command line: see ProfileBenchmarksCommand (`--help`). Exit status: 0 after measuring and
// for --help, 1 when a measurement failed, 64 for a bad command line.
ProfileBenchmarksCommand.main()
