/// The table `app-benchmarks` prints: one row per figure with its baseline, result,
/// ratio, target and whether the target is met.
struct ResultTable {
    /// One printed row.
    struct Row {
        let figure: String
        let baseline: String
        let result: String
        let ratio: String
        let target: String
        /// Nil when the row has no target of its own.
        let met: Bool?
    }

    private(set) var rows: [Row] = []

    mutating func add(_ row: Row) { rows.append(row) }

    /// The rows as a Markdown table (readable in a terminal, pasteable into docs/Benchmarks.md).
    func render() -> String {
        let header = ["figure", "baseline (same run)", "result", "ratio", "target", "met"]
        let cells = rows.map { row in
            [row.figure, row.baseline, row.result, row.ratio, row.target, row.met.map { $0 ? "PASS" : "FAIL" } ?? "—"]
        }
        let widths = header.indices.map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        func line(_ values: [String]) -> String {
            "| " + values.enumerated().map { index, value in
                value + String(repeating: " ", count: widths[index] - value.count)
            }.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([line(header), rule] + cells.map(line)).joined(separator: "\n")
    }
}

/// Number formatting for the table (no Foundation `String(format:)`, to keep it simple).
enum Format {
    /// `value` with `digits` decimals.
    static func decimal(_ value: Double, _ digits: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: text.index(after: dot), to: text.endIndex)
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
            if digits == 0 { text = String(text[..<dot]) }
        }
        return text
    }

    /// Nanoseconds as milliseconds, e.g. `12.3 ms`.
    static func milliseconds(_ nanoseconds: Double) -> String { decimal(nanoseconds / 1e6) + " ms" }

    /// KiB as MiB, e.g. `161.2 MiB`.
    static func mebibytes(_ kibibytes: Double) -> String { decimal(kibibytes / 1024) + " MiB" }

    /// A difference of nanoseconds as milliseconds with its sign, e.g. `+3.2 ms`, `-0.4 ms`.
    static func signedMilliseconds(_ nanoseconds: Double) -> String {
        (nanoseconds < 0 ? "" : "+") + milliseconds(nanoseconds)
    }

    /// A difference of KiB as MiB with its sign, e.g. `+4.1 MiB`.
    static func signedMebibytes(_ kibibytes: Double) -> String {
        (kibibytes < 0 ? "" : "+") + mebibytes(kibibytes)
    }

    /// A ratio, e.g. `1.24×`.
    static func ratio(_ value: Double) -> String { decimal(value, 2) + "×" }
}
