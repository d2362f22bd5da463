import Foundation
import Gtk
import VSMGtk

/// `gtk-benchmarks callgrind list-apply [UPDATES]`: `ListViewController.apply` of 10,000 rows
/// with 1% changed, as a fixed run for `valgrind --tool=callgrind`, so
/// `scripts/callgrind/bench_check.py` can guard its instruction count per update.
///
/// The same workload as ``ListBenchmark``'s diffed contender: the same seeded updates (60
/// values changed, 20 rows removed, 20 inserted), applied to a list shown in a 400×600
/// window. Only `apply` runs inside ``callgrindMeasuredRegion(_:)``: the diff, the model's
/// `items-changed`, GTK's reaction to it and the `update` of changed rows on screen. The
/// frame painted after each update and the set-up are not counted. Two updates before the
/// measured ones warm up GTK's and the controller's first-use paths.
///
/// Counts repeat to the instruction only with `SWIFT_DETERMINISTIC_HASHING=1` (the controller
/// walks a dictionary, whose order is otherwise seeded per process), which the script sets.
/// Prints `callgrind-operations: N` (the measured updates) on a line of its own.
@MainActor
enum CallgrindListScenario {
    static let warmUpdates = 2

    /// Runs the scenario with `updates` measured updates; returns the exit status (1 without
    /// a display). The command line is parsed before (``GtkBenchmarksCommand/Callgrind``).
    static func run(updates: Int) -> Int32 {
        guard GtkRuntime.initialize() else {
            FileHandle.standardError.write(Data("gtk-benchmarks: \(GtkRuntime.noDisplayMessage)\n".utf8))
            return 1
        }
        runListApply(updates: updates)
        print("callgrind-operations: \(updates)")
        return 0
    }

    private static func runListApply(updates: Int) {
        var generator = SeededGenerator(seed: 42)
        var rows = (0..<ListBenchmark.rowCount).map { BenchmarkRow(id: $0, text: "row \($0)") }
        let initial = rows
        var nextID = ListBenchmark.rowCount
        var sequence: [[BenchmarkRow]] = []
        for _ in 0..<(warmUpdates + updates) {
            rows = ListBenchmark.changeOnePercent(rows, nextID: &nextID, using: &generator)
            sequence.append(rows)
        }
        let list = ListViewController<BenchmarkRow, Label>(makeRow: { Label() },
                                                           update: { label, row in label.text = row.text })
        try? list.apply(initial)
        let window = FrameWindow(content: list.view)
        defer { window.close() }
        for (index, rows) in sequence.enumerated() {
            _ = window.timeUntilPainted {
                if index < warmUpdates {
                    try? list.apply(rows)
                } else {
                    callgrindMeasuredRegion { try? list.apply(rows) }
                }
            }
        }
        precondition(list.rows == rows, "every update applied")
    }
}

/// Runs `body`; the only code callgrind counts in `callgrind` mode. The check script starts
/// valgrind with `--collect-atstart=no --toggle-collect=*callgrindMeasuredRegion*`: counting
/// is switched on when the calling thread enters this function and off when it returns.
///
/// Never inlined and not optimised, so every call enters a function of this name; it only
/// calls `body`, whose code is optimised as usual.
@inline(never) @_optimize(none)
func callgrindMeasuredRegion(_ body: () -> Void) {
    body()
}
