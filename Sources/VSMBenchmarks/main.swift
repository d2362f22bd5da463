// VSM benchmarks: run in release mode (`swift run -c release vsm-benchmarks`). Prints
// figures as ratios to a baseline measured in the same run (DESIGN.md §7), so a noisy
// machine moves both sides together. Not a test: it prints, it does not judge — except
// that it marks each target as met or missed.
//
// Uses an async top-level entry: the Swift runtime then drains the main queue itself. This
// is fine for a command-line benchmark; GTK apps bridge the main queue instead (DESIGN.md §3).
import Dispatch
import OpenCombine
import VSM
import VSMCombine
#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
let scale = quick ? 10 : 1

// `--only NAME` runs one benchmark (sync, latency, throughput, memory, stream-memory), e.g.
// for profiling. `--stream-states N` sets the states of stream-memory (default 10,000,000,
// about 100 s per producer at 10 µs a render; `--quick` uses a tenth).
let only = arguments.firstIndex(of: "--only").flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil }
func selected(_ name: String) -> Bool { only == nil || only == name }

var streamStates = 10_000_000 / scale
if let flag = arguments.firstIndex(of: "--stream-states") {
    let value = arguments.index(after: flag) < arguments.endIndex ? arguments[arguments.index(after: flag)] : ""
    guard let count = Int(value), count > 0 else {
        // File descriptor 2: Glibc's `stderr` is a global the concurrency checker rejects.
        let message = "vsm-benchmarks: --stream-states needs a positive number, got '\(value)'\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        exit(2)
    }
    streamStates = count
}

print("vsm-benchmarks (\(quick ? "quick" : "full") run; ratios < 1 mean VSM is faster than the baseline)")
print("")

if selected("sync") { await SyncRenderBenchmark(transitions: 1_000_000 / scale, trials: 7).run() }
if selected("latency") { await DeliveryLatencyBenchmark(samples: 20_000 / scale).run() }
if selected("throughput") { await DeliveryThroughputBenchmark(states: 200_000 / scale, trials: 5).run() }
if selected("memory") { ContainerMemoryBenchmark(containers: 100_000 / scale).run() }
if selected("stream-memory") { await StreamMemoryBenchmark(states: streamStates).run() }
