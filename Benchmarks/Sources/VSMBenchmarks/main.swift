// VSM benchmarks: run in release mode (`swift run -c release vsm-benchmarks`). Prints
// figures as ratios to a baseline measured in the same run (docs/Design.md, "Performance"), so
// a noisy machine moves both sides together. Not a test: it prints, it does not judge — except
// that it marks each target as met or missed.
//
// Command line: see BenchmarkOptions (`--help`). Exit status: 0 after measuring and for
// --help, 2 for a bad command line (one line on stderr, nothing measured).
//
// Uses an async top-level entry: the Swift runtime then drains the main queue itself. This
// is fine for a command-line benchmark; GTK apps bridge the main queue instead (docs/Design.md,
// "The main-loop bridge").
import Dispatch
import OpenCombine
import VSM
import VSMCombine
#if canImport(Glibc)
import Glibc
#endif

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    // File descriptor 2: Glibc's `stderr` is a global the concurrency checker rejects.
    let message = error.description + "\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(2)
}
if options.helpRequested {
    print(BenchmarkOptions.help)
    exit(0)
}
if let scenario = options.callgrind {
    scenario.run(iterations: options.iterations)
    exit(0)
}
let scale = options.quick ? 10 : 1
let streamStates = options.streamStates ?? 10_000_000 / scale

print("vsm-benchmarks (\(options.quick ? "quick" : "full") run; ratios < 1 mean VSM is faster than the baseline)")
print("")

if options.runs("sync") { await SyncRenderBenchmark(transitions: 1_000_000 / scale, trials: 7).run() }
if options.runs("latency") { await DeliveryLatencyBenchmark(samples: 20_000 / scale).run() }
if options.runs("throughput") { await DeliveryThroughputBenchmark(states: 200_000 / scale, trials: 5).run() }
if options.runs("memory") { ContainerMemoryBenchmark(containers: 100_000 / scale).run() }
if options.runs("stream-memory") { await StreamMemoryBenchmark(states: streamStates).run() }
