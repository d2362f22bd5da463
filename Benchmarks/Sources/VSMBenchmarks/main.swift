// VSM benchmarks: run in release mode (`swift run -c release vsm-benchmarks`). Prints
// figures as ratios to a baseline measured in the same run (docs/Design.md, "Performance"), so
// a noisy machine moves both sides together. Not a test: it prints, it does not judge — except
// that it marks each target as met or missed.
//
// Command line: see VSMBenchmarksCommand (`--help`). Exit status: 0 after measuring and for
// --help, 64 for a bad command line (ArgumentParser's message and usage on stderr, nothing
// measured).
//
// Uses an async top-level entry: the Swift runtime then drains the main queue itself. This
// is fine for a command-line benchmark; GTK apps bridge the main queue instead (docs/Design.md,
// "The main-loop bridge"). Parsed and run here, on the main thread, rather than through
// `VSMBenchmarksCommand.main()`: see the command's threading note.
let command = VSMBenchmarksCommand.parseOrExit()
await command.run()
