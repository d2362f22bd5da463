import Glibc

/// A fixed-size buffer of latency samples in nanoseconds, written by the main thread
/// while a benchmark phase runs and read after the phase ends.
///
/// `@unchecked Sendable`: each slot is written once on the main thread, and the buffer
/// is only read after the phase's GLib loop has returned on that same thread, so no two
/// threads ever touch a slot concurrently.
final class LatencySamples: @unchecked Sendable {
    let count: Int
    let storage: UnsafeMutablePointer<UInt64>

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: 0, count: count)
    }

    deinit { storage.deallocate() }

    var values: [UInt64] { Array(UnsafeBufferPointer(start: storage, count: count)) }
}

/// Percentiles of latency samples.
struct LatencySummary {
    let p50: Double
    let p99: Double
    let max: Double

    /// Summarises nanosecond samples, reported in microseconds (nearest-rank method).
    init(nanoseconds samples: [UInt64]) {
        let sorted = samples.sorted()
        func rank(_ p: Double) -> Double {
            let index = Swift.max(0, Swift.min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1))
            return Double(sorted[index]) / 1_000
        }
        p50 = rank(0.50)
        p99 = rank(0.99)
        max = Double(sorted.last ?? 0) / 1_000
    }
}
