#if canImport(Glibc)
import Glibc
#endif

/// Monotonic seconds (`CLOCK_MONOTONIC`).
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The median and the minimum of `trials` timed runs of `body`, in milliseconds.
func measure(trials: Int, _ body: () throws -> Void) rethrows -> (median: Double, minimum: Double) {
    var samples: [Double] = []
    samples.reserveCapacity(trials)
    for _ in 0..<trials {
        let start = monotonicSeconds()
        try body()
        samples.append((monotonicSeconds() - start) * 1000)
    }
    samples.sort()
    return (samples[samples.count / 2], samples[0])
}

/// `12.34` with two decimals.
func milliseconds(_ value: Double) -> String {
    String(format: "%.2f ms", value)
}

/// `1.23×`.
func ratio(_ value: Double) -> String {
    String(format: "%.2f×", value)
}
