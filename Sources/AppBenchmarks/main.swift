// app-benchmarks: the release app against a C GTK 4 program with the same widgets
// (DESIGN.md §7), measured side by side in one run. Run under a display, in release mode:
//
//   swift build -c release --product vsm-profile-gtk
//   swift build -c release --product app-benchmarks
//   xvfb-run -a .build/release/app-benchmarks [--rounds N] [--saves N] [--external N]
//                                             [--external-timeout SECONDS]
//
// Prints a table of figures with their baseline, ratio, target and whether it is met.
// Exit status: 0 when everything could be measured (met or not), 1 when a measurement
// could not be made, 2 for a bad command line. Not a test: it prints, it does not judge.
#if canImport(Glibc)
import Glibc
#endif

func printError(_ message: String) {
    let text = message + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}

let options: AppBenchmarkOptions
do {
    options = try AppBenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError(error.description)
    exit(2)
}

var environment: [String: String] = [:]
var entry = environ
while let pointer = entry.pointee {
    let text = String(cString: pointer)
    if let equals = text.firstIndex(of: "=") {
        environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
    }
    entry += 1
}
guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
    printError("app-benchmarks: no display; run it under xvfb-run -a (as `make bench` does)")
    exit(1)
}

let programs: Programs
do {
    programs = try Programs.prepare(environment: environment)
} catch {
    printError(error.description)
    exit(1)
}

let began = MonotonicClock.now()
var table = ResultTable()
do {
    defer { programs.removeScratch(environment: environment) }
    print("app-benchmarks: \(options.rounds) interleaved launch rounds (+1 warm-up) of the C baseline, the app on an existing store and on a fresh store")
    let launches = try LaunchBenchmark(programs: programs, environment: environment, rounds: options.rounds).run()
    let baselineTime = Statistics(launches[.baseline, default: []].map(\.nanoseconds)).median
    let baselineRSS = Statistics(launches[.baseline, default: []].map(\.maxResidentKiB)).median
    for (subject, store) in [(LaunchBenchmark.Subject.appExistingStore, "existing store"), (.appFreshStore, "fresh store")] {
        let time = Statistics(launches[subject, default: []].map(\.nanoseconds)).median
        let ratio = time / baselineTime
        table.add(.init(figure: "launch → loaded editor painted, \(store), median of \(options.rounds)",
                        baseline: "C launch → first frame " + Format.milliseconds(baselineTime),
                        result: Format.milliseconds(time), ratio: Format.ratio(ratio), target: "≤ 1.3×", met: ratio <= 1.3))
    }
    for (subject, store) in [(LaunchBenchmark.Subject.appExistingStore, "existing store"), (.appFreshStore, "fresh store")] {
        let rss = Statistics(launches[subject, default: []].map(\.maxResidentKiB)).median
        let ratio = rss / baselineRSS
        table.add(.init(figure: "peak RSS of those launches, \(store), median",
                        baseline: "C " + Format.mebibytes(baselineRSS),
                        result: Format.mebibytes(rss), ratio: Format.ratio(ratio), target: "≤ 1.25×", met: ratio <= 1.25))
    }

    print("app-benchmarks: \(options.saves) saves (xdotool Ctrl+S), then up to \(options.externalChanges) external changes (sqlite3 UPDATE)")
    let interaction = try InteractionBenchmark(programs: programs, environment: environment, options: options).run()
    let saves = Statistics(interaction.saves)
    table.add(.init(figure: "save round trip (saving → editing with the new name painted), p50 / p99 of \(saves.count)",
                    baseline: "—", result: Format.milliseconds(saves.median) + " / " + Format.milliseconds(saves.percentile(99)),
                    ratio: "—", target: "p99 < 16 ms", met: saves.percentile(99) < 16e6))
    if interaction.externalChanges.isEmpty {
        table.add(.init(figure: "external change (sqlite3 UPDATE) → painted in the app, p50 / p99",
                        baseline: "—", result: "not seen within \(options.externalTimeoutSeconds) s",
                        ratio: "—", target: "p99 < 1 s", met: false))
    } else {
        let changes = Statistics(interaction.externalChanges)
        let unseen = interaction.externalChangeNotSeen ? " (then one not seen within \(options.externalTimeoutSeconds) s)" : ""
        table.add(.init(figure: "external change (sqlite3 UPDATE) → painted in the app, p50 / p99 of \(changes.count)",
                        baseline: "—",
                        result: Format.milliseconds(changes.median) + " / " + Format.milliseconds(changes.percentile(99)) + unseen,
                        ratio: "—", target: "p99 < 1 s",
                        met: !interaction.externalChangeNotSeen && changes.percentile(99) < 1e9))
    }
    let toState = Statistics(interaction.savesToState)
    let toFrame = Statistics(zip(interaction.saves, interaction.savesToState).map { $0 - $1 })
    print("")
    print("Save round trip, of which saving → saved state set (store + delivery): p50 \(Format.milliseconds(toState.median)) / p99 \(Format.milliseconds(toState.percentile(99)));")
    print("  saved state set → painted: p50 \(Format.milliseconds(toFrame.median)) / p99 \(Format.milliseconds(toFrame.percentile(99)))")
    print("Launches (\(options.rounds) each):")
    for subject in LaunchBenchmark.Subject.allCases {
        let times = Statistics(launches[subject, default: []].map(\.nanoseconds))
        let rss = Statistics(launches[subject, default: []].map(\.maxResidentKiB))
        print("  \(subject): launch min \(Format.milliseconds(times.minimum)) median \(Format.milliseconds(times.median)) max \(Format.milliseconds(times.maximum)); peak RSS min \(Format.mebibytes(rss.minimum)) median \(Format.mebibytes(rss.median)) max \(Format.mebibytes(rss.maximum))")
    }
} catch {
    printError(error.description)
    exit(1)
}
print("")
print(table.render())
print("")
print("app-benchmarks took \(Format.decimal(Double(MonotonicClock.now() - began) / 1e9)) s")
exit(0)
