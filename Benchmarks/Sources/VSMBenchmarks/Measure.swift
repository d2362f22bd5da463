#if canImport(Glibc)
import Glibc
#endif

/// Monotonic nanoseconds (`CLOCK_MONOTONIC`), cheap enough to stamp each sample.
func nowNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The value at `fraction` (0...1) of sorted samples.
func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    precondition(!sorted.isEmpty)
    let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))
    return sorted[index]
}

func median(_ values: [Double]) -> Double {
    percentile(values.sorted(), 0.5)
}

/// `12.3` with one decimal, without Foundation.
func format(_ value: Double, decimals: Int = 1) -> String {
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let scaled = (value * factor).rounded() / factor
    var text = String(scaled)
    if let dot = text.firstIndex(of: ".") {
        let fraction = text[text.index(after: dot)...]
        if fraction.count < decimals {
            text += String(repeating: "0", count: decimals - fraction.count)
        }
    }
    return text
}

func verdict(_ ratio: Double, target: Double) -> String {
    ratio <= target ? "meets target ≤ \(format(target))×" : "MISSES target ≤ \(format(target))×"
}
