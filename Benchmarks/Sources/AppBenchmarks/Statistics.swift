/// Order statistics of a sample (nearest-rank percentiles, no interpolation), so every
/// reported figure is a value that was actually measured.
struct Statistics {
    private let sorted: [Double]

    /// - Precondition: `values` is not empty.
    init(_ values: [Double]) {
        precondition(!values.isEmpty, "Statistics of an empty sample")
        sorted = values.sorted()
    }

    /// The number of values.
    var count: Int { sorted.count }

    /// The nearest-rank percentile `p` (0 < p ≤ 100).
    func percentile(_ p: Double) -> Double {
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// The smallest value.
    var minimum: Double { sorted[0] }

    /// The largest value.
    var maximum: Double { sorted[sorted.count - 1] }

    /// The median (nearest-rank p50).
    var median: Double { percentile(50) }
}
