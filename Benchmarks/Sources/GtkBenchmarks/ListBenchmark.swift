import CGtk
import Foundation
import Gtk
@_spi(Instrumentation) import VSMGtk

/// A row of the list benchmark.
struct BenchmarkRow: Identifiable, Equatable {
    let id: Int
    var text: String
}

/// `ListViewController` against rebuilding the rows, in the same run (docs/Design.md,
/// "Performance"):
///
/// 1. 10,000 rows, 1% changed per update (60 values changed, 20 rows removed, 20
///    inserted, at random places): time from the start of the update until GTK has
///    painted the next frame, and row widgets created per update, for
///    - the diffing `ListViewController`,
///    - a `GtkListBox` rebuilt with all rows (what a screen without a list component does),
///    - a `GtkListView` whose model is recreated with all rows (a recycling list without a diff).
/// 2. Time to first frame of a window showing a `ListViewController` with 100 rows and
///    with 100,000 rows, alternated.
@MainActor
enum ListBenchmark {
    static let rowCount = 10_000

    static func run(updates: Int) -> Int32 {
        guard GtkRuntime.initialize() else {
            print("gtk-benchmarks: \(GtkRuntime.noDisplayMessage)")
            return 1
        }
        var generator = SeededGenerator(seed: 42)
        var rows = (0..<rowCount).map { BenchmarkRow(id: $0, text: "row \($0)") }
        var nextID = rowCount
        var updateSequence: [[BenchmarkRow]] = []
        for _ in 0..<updates {
            rows = changeOnePercent(rows, nextID: &nextID, using: &generator)
            updateSequence.append(rows)
        }
        let initial = (0..<rowCount).map { BenchmarkRow(id: $0, text: "row \($0)") }

        let diffed = measureDiffed(initial: initial, updates: updateSequence)
        let rebuiltListBox = measureListBoxRebuild(initial: initial, updates: Array(updateSequence.prefix(3)))
        let recreatedModel = measureModelRecreation(initial: initial, updates: updateSequence)

        print("list update, \(rowCount) rows, 1% changed (60 values, 20 removed, 20 inserted), until the next frame is painted:")
        report("ListViewController (diff by id)", diffed, baseline: diffed)
        report("GtkListBox rebuilt", rebuiltListBox, baseline: diffed)
        report("GtkListView, model recreated", recreatedModel, baseline: diffed)
        print(String(format: "RESULT list update: %.1fx faster than a ListBox rebuild (target >= 10x), %.1fx faster than recreating the model; %.1f vs %.0f widgets created per update",
                     rebuiltListBox.medianMilliseconds / diffed.medianMilliseconds,
                     recreatedModel.medianMilliseconds / diffed.medianMilliseconds,
                     diffed.widgetsPerUpdate, rebuiltListBox.widgetsPerUpdate))

        let (small, large) = measureFirstFrames(rounds: 5)
        print(String(format: "first frame: 100 rows median %.1f ms (apply %.2f ms), 100,000 rows median %.1f ms (apply %.2f ms)",
                     small.total, small.apply, large.total, large.apply))
        print(String(format: "RESULT 100,000 rows to first frame: %.2fx the time of 100 rows (target <= 3x)", large.total / small.total))
        return 0
    }

    // MARK: Workload

    /// 1% of `rows` changed: 60 values, 20 removals and 20 insertions at random places.
    static func changeOnePercent(_ rows: [BenchmarkRow], nextID: inout Int,
                                 using generator: inout SeededGenerator) -> [BenchmarkRow] {
        var result = rows
        for _ in 0..<60 {
            let index = Int.random(in: 0..<result.count, using: &generator)
            result[index].text += "*"
        }
        for _ in 0..<20 { result.remove(at: Int.random(in: 0..<result.count, using: &generator)) }
        for _ in 0..<20 {
            result.insert(BenchmarkRow(id: nextID, text: "new \(nextID)"),
                          at: Int.random(in: 0...result.count, using: &generator))
            nextID += 1
        }
        return result
    }

    // MARK: The three contenders

    static func measureDiffed(initial: [BenchmarkRow], updates: [[BenchmarkRow]]) -> Measurement {
        let list = ListViewController<BenchmarkRow, Label>(makeRow: { Label() },
                                                           update: { label, row in label.text = row.text })
        let activity = ListActivity()
        list.activity = activity
        try? list.apply(initial)
        let window = FrameWindow(content: list.view)
        defer { window.close() }
        var measurement = Measurement()
        for rows in updates {
            let created = activity.rowWidgetsCreated
            let time = window.timeUntilPainted { try? list.apply(rows) }
            measurement.add(milliseconds: time, widgets: activity.rowWidgetsCreated - created)
        }
        return measurement
    }

    static func measureListBoxRebuild(initial: [BenchmarkRow], updates: [[BenchmarkRow]]) -> Measurement {
        let listBox = ListBox()
        let scrolled = ScrolledWindow()
        scrolled.child = listBox
        for row in initial { listBox.append(Label(row.text)) }
        let window = FrameWindow(content: scrolled)
        defer { window.close() }
        var measurement = Measurement()
        for rows in updates {
            let time = window.timeUntilPainted {
                listBox.removeAll()
                for row in rows { listBox.append(Label(row.text)) }
            }
            measurement.add(milliseconds: time, widgets: rows.count)
        }
        return measurement
    }

    static func measureModelRecreation(initial: [BenchmarkRow], updates: [[BenchmarkRow]]) -> Measurement {
        // A recycling list without a diff: every update makes a new model of all rows.
        var shown = initial
        var created = 0
        let factory = SignalListItemFactory()
        var labels: [ObjectKey: Label] = [:]
        var rowsByItem: [ObjectKey: BenchmarkRow] = [:]
        factory.onSetup { item in
            let label = Label()
            created += 1
            labels[item.key] = label
            item.child = label
        }
        factory.onBind { item in
            if let key = item.itemKey, let row = rowsByItem[key] { labels[item.key]?.text = row.text }
        }
        factory.onTeardown { item in labels.removeValue(forKey: item.key) }
        var items: [Object] = []
        func makeModel() -> SelectionModel {
            let store = Gio.ListStore()
            items = shown.map { _ in Gio.ListStore.makeItem() }
            rowsByItem = Dictionary(uniqueKeysWithValues: zip(items.map(\.key), shown))
            store.splice(at: 0, removing: 0, inserting: items)
            return NoSelection(model: store)
        }
        let listView = ListView(model: makeModel(), factory: factory)
        let scrolled = ScrolledWindow()
        scrolled.child = listView
        let window = FrameWindow(content: scrolled)
        defer { window.close() }
        var measurement = Measurement()
        for rows in updates {
            let before = created
            let time = window.timeUntilPainted {
                shown = rows
                listView.model = makeModel()
            }
            measurement.add(milliseconds: time, widgets: created - before)
        }
        return measurement
    }

    // MARK: First frame

    /// Medians of the time to first frame, and of the `apply` part of it, in ms.
    struct FirstFrame {
        var total: Double
        var apply: Double
    }

    static func measureFirstFrames(rounds: Int) -> (small: FirstFrame, large: FirstFrame) {
        let small = (0..<100).map { BenchmarkRow(id: $0, text: "row \($0)") }
        let large = (0..<100_000).map { BenchmarkRow(id: $0, text: "row \($0)") }
        _ = firstFrame(small)   // warm-up: the first window pays for GTK's one-time setup
        var smallTimes: [FirstFrame] = [], largeTimes: [FirstFrame] = []
        for _ in 0..<rounds {
            smallTimes.append(firstFrame(small))
            largeTimes.append(firstFrame(large))
        }
        func medians(_ times: [FirstFrame]) -> FirstFrame {
            FirstFrame(total: median(times.map(\.total)), apply: median(times.map(\.apply)))
        }
        return (medians(smallTimes), medians(largeTimes))
    }

    /// From creating the controller to the first painted frame of its window.
    static func firstFrame(_ rows: [BenchmarkRow]) -> FirstFrame {
        let start = ContinuousClock.now
        let list = ListViewController<BenchmarkRow, Label>(makeRow: { Label() },
                                                           update: { label, row in label.text = row.text })
        try? list.apply(rows)
        let applied = ContinuousClock.now
        let window = FrameWindow(content: list.view)
        let elapsed = window.firstPaint.map { milliseconds($0 - start) } ?? .nan
        window.close()
        return FirstFrame(total: elapsed, apply: milliseconds(applied - start))
    }

    // MARK: Reporting

    struct Measurement {
        var milliseconds: [Double] = []
        var widgets = 0

        mutating func add(milliseconds time: Double, widgets created: Int) {
            milliseconds.append(time)
            widgets += created
        }

        var medianMilliseconds: Double { median(milliseconds) }
        var widgetsPerUpdate: Double { milliseconds.isEmpty ? 0 : Double(widgets) / Double(milliseconds.count) }
    }

    static func report(_ name: String, _ measurement: Measurement, baseline: Measurement) {
        print(name.padding(toLength: 34, withPad: " ", startingAt: 0)
              + String(format: " median %9.2f ms (%7.1fx)  max %9.2f ms  widgets created per update %8.1f  (%d updates)",
                       measurement.medianMilliseconds, measurement.medianMilliseconds / baseline.medianMilliseconds,
                       measurement.milliseconds.max() ?? 0, measurement.widgetsPerUpdate, measurement.milliseconds.count))
    }
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// A deterministic generator, so every run measures the same updates.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
