// app-benchmarks: the release app against C baselines (docs/Design.md, "Performance"): a GTK 4 +
// libadwaita program that opens the app's own screen from the app's store (the limit), the minimal
// GTK program of the old editor screen, and a bare SQLite commit, measured side by side in one run; and
// the app on a profile with 10,000 posts against the same with 10 posts (does the app scale):
// launch to the profile and all its posts painted, and peak RSS. Run under a display, in
// release mode:
//
//   swift build -c release --product vsm-profile-gtk
//   swift build -c release --product app-benchmarks
//   make bench, or: xvfb-run -a .build/release/app-benchmarks [--rounds N] [--saves N] [--external N]
//                                             [--external-timeout SECONDS] [--scroll-rounds N]
//                                             [--only launch|interaction|posts|scroll] [--server-url URL]
//   .build/release/app-benchmarks --help
//
// With --server-url, the launch part also launches the app as the client of that running
// vsm-profile-server, on a warm and on a cold cache (`make bench-app-server` starts one).
//
// Prints a table of figures with their baseline, ratio, target and whether it is met.
// Exit status: 0 when everything could be measured (met or not) and for --help, 1 when a
// measurement could not be made, 64 for a bad command line (ArgumentParser's codes). Not a
// test: it prints, it does not judge.
#if canImport(Glibc)
import Glibc
#endif

// Parses and runs on this (the main) thread; see AppBenchmarksCommand.
AppBenchmarksCommand.main()

extension AppBenchmarksCommand {
    /// Measures the parts the command line asks for and prints the table.
    /// - Throws: ``BenchmarkError`` when there is no display or a measurement cannot be made.
    func run() throws {
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
            throw BenchmarkError.failed("app-benchmarks: no display; run it under xvfb-run -a (as `make bench` does)")
        }

        let programs = try Programs.prepare(environment: environment)

        let began = MonotonicClock.now()
        var table = ResultTable()
        do {
            // The scratch folder goes whether the parts succeed or throw.
            defer { programs.removeScratch(environment: environment) }
            var summaries: [String] = []
            if parts.contains(.launch) {
                let server = serverURL.map { ", and the app as the client of \($0) on a warm cache and on a cold one" } ?? ""
                print("app-benchmarks: \(rounds) interleaved launch rounds (+1 warm-up) of the C program that opens the app's screen, "
                      + "the minimal C program (with and without libadwaita), the app on an existing store and on a fresh store" + server)
                let launches = try LaunchBenchmark(programs: programs, environment: environment, rounds: rounds,
                                                   serverURL: serverURL).run()
                let results = LaunchBenchmark.results(launches, rounds: rounds)
                results.rows.forEach { table.add($0) }
                summaries += results.summaries
            }
            if parts.contains(.interaction) {
                print("app-benchmarks: \(saves) bare C SQLite commits, then \(saves) saves (xdotool Ctrl+S), then up to \(externalChanges) external changes (sqlite3 UPDATE)")
                let interaction = try InteractionBenchmark(programs: programs, environment: environment, options: self).run()
                // The save against its C baseline, the bare commit every save waits for: the ratios and
                // the difference of medians show what is the disk's and what is ours.
                let commits = Statistics(interaction.bareCommits)
                let rendered = Statistics(interaction.savesToState)
                let painted = Statistics(interaction.saves)
                func percentiles(_ sample: Statistics) -> String {
                    Format.milliseconds(sample.median) + " / " + Format.milliseconds(sample.percentile(99))
                }
                func ratios(_ sample: Statistics) -> String {
                    Format.ratio(sample.median / commits.median) + " / " + Format.ratio(sample.percentile(99) / commits.percentile(99))
                }
                let commitBaseline = "C bare UPDATE commit (rollback journal, synchronous=FULL) " + percentiles(commits)
                table.add(.init(figure: "save round trip: Ctrl+S (saving) → editing with the new name rendered, p50 / p99 of \(rendered.count)",
                                baseline: commitBaseline, result: percentiles(rendered), ratio: ratios(rendered),
                                target: "p99 < 16 ms", met: rendered.percentile(99) < 16e6))
                table.add(.init(figure: "save round trip: Ctrl+S (saving) → editing with the new name painted, p50 / p99 of \(painted.count)",
                                baseline: commitBaseline, result: percentiles(painted), ratio: ratios(painted),
                                target: "—", met: nil))
                table.add(.init(figure: "app overhead over the bare commit, difference of medians: rendered / painted",
                                baseline: "C commit p50 " + Format.milliseconds(commits.median),
                                result: Format.milliseconds(rendered.median - commits.median) + " / "
                                    + Format.milliseconds(painted.median - commits.median),
                                ratio: "—", target: "—", met: nil))
                if interaction.externalChanges.isEmpty {
                    table.add(.init(figure: "external change (sqlite3 UPDATE) → painted in the app, p50 / p99",
                                    baseline: "—", result: "not seen within \(externalTimeoutSeconds) s",
                                    ratio: "—", target: "p99 < 1 s", met: false))
                } else {
                    let changes = Statistics(interaction.externalChanges)
                    let unseen = interaction.externalChangeNotSeen ? " (then one not seen within \(externalTimeoutSeconds) s)" : ""
                    table.add(.init(figure: "external change (sqlite3 UPDATE) → painted in the app, p50 / p99 of \(changes.count)",
                                    baseline: "—",
                                    result: Format.milliseconds(changes.median) + " / " + Format.milliseconds(changes.percentile(99)) + unseen,
                                    ratio: "—", target: "p99 < 1 s",
                                    met: !interaction.externalChangeNotSeen && changes.percentile(99) < 1e9))
                }
                let toFrame = Statistics(zip(interaction.saves, interaction.savesToState).map { $0 - $1 })
                summaries.append("Save: bare C commit min \(Format.milliseconds(commits.minimum)) median \(Format.milliseconds(commits.median)) max \(Format.milliseconds(commits.maximum));")
                summaries.append("  saving → saved state rendered (store + delivery + render): min \(Format.milliseconds(rendered.minimum)) median \(Format.milliseconds(rendered.median)) max \(Format.milliseconds(rendered.maximum));")
                summaries.append("  saved state rendered → painted (the wait for the frame clock, layout, paint): p50 \(Format.milliseconds(toFrame.median)) / p99 \(Format.milliseconds(toFrame.percentile(99)))")
            }
            if parts.contains(.posts) {
                print("app-benchmarks: \(rounds) interleaved launch rounds (+1 warm-up) of the app on a profile with 10 posts and with 10,000 posts")
                let launches = try PostsLaunchBenchmark(programs: programs, environment: environment, rounds: rounds).run()
                let few = launches[.fewPosts, default: []]
                let many = launches[.manyPosts, default: []]
                let fewTime = Statistics(few.map(\.nanoseconds)).median
                let manyTime = Statistics(many.map(\.nanoseconds)).median
                table.add(.init(figure: "launch → profile and 10,000 posts painted, median of \(rounds)",
                                baseline: "the same with 10 posts " + Format.milliseconds(fewTime),
                                result: Format.milliseconds(manyTime), ratio: Format.ratio(manyTime / fewTime),
                                target: "≤ 1.5×", met: manyTime / fewTime <= 1.5))
                let manyAllTime = Statistics(many.map(\.allPostsNanoseconds)).median
                table.add(.init(figure: "launch → all 10,000 posts in the list, painted (the fill's last frame)",
                                baseline: "10 posts painted " + Format.milliseconds(fewTime),
                                result: Format.milliseconds(manyAllTime), ratio: Format.ratio(manyAllTime / fewTime),
                                target: "stated", met: nil))
                let fewRSS = Statistics(few.map(\.maxResidentKiB)).median
                let manyRSS = Statistics(many.map(\.maxResidentKiB)).median
                table.add(.init(figure: "peak RSS, 10,000 posts vs 10, median",
                                baseline: "10 posts " + Format.mebibytes(fewRSS),
                                result: Format.mebibytes(manyRSS) + " (growth " + Format.mebibytes(manyRSS - fewRSS) + ")",
                                ratio: Format.ratio(manyRSS / fewRSS), target: "stated", met: nil))
                summaries.append("Launches to profile and posts painted (\(rounds) each):")
                for (subject, samples) in [(PostsLaunchBenchmark.Subject.fewPosts, few), (.manyPosts, many)] {
                    let times = Statistics(samples.map(\.nanoseconds))
                    let rss = Statistics(samples.map(\.maxResidentKiB))
                    summaries.append("  \(subject == .manyPosts ? "10,000" : "10") posts: launch min \(Format.milliseconds(times.minimum)) median \(Format.milliseconds(times.median)) max \(Format.milliseconds(times.maximum)); peak RSS min \(Format.mebibytes(rss.minimum)) median \(Format.mebibytes(rss.median)) max \(Format.mebibytes(rss.maximum))")
                    // Where the time went: the median of each phase over the launches.
                    func median(of values: [Double]) -> String {
                        values.isEmpty ? "—" : Format.milliseconds(Statistics(values).median)
                    }
                    func median(_ phase: (ProfileAndPostsPainted.Phases) -> Int64?) -> String {
                        median(of: samples.compactMap { phase($0.phases) }.map(Double.init))
                    }
                    func between(_ from: Int64?, _ to: Int64?) -> Int64? {
                        guard let from, let to else { return nil }
                        return to - from
                    }
                    summaries.append("    medians: spawn → posts.loading state \(median(\.postsLoadingState)); "
                                     + "posts.loading → posts.loaded state (read, delivery, rows built and handed to the list) "
                                     + "\(median { between($0.postsLoadingState, $0.postsLoadedState) }); "
                                     + "posts.loaded state → its frame (rows measured, laid out, painted) "
                                     + "\(median { between($0.postsLoadedState, $0.postsFrame) }); "
                                     + "posts' frame → the fill's last frame \(median { between($0.postsFrame, $0.allPostsFrame) }); "
                                     + "longest later fill step (rows handed to the list → painted) "
                                     + "\(median(of: samples.compactMap(\.longestFillStepNanoseconds))); "
                                     + "editor state → its frame \(median { between($0.editorState, $0.editorFrame) })")
                }
            }
            if parts.contains(.scroll) {
                let benchmark = ScrollBenchmark(programs: programs, environment: environment, rounds: scrollRounds)
                print("app-benchmarks: \(scrollRounds) interleaved rounds of wheel scrolling (\(benchmark.clicks) clicks "
                      + "\(benchmark.clickDelayMilliseconds) ms apart) through 300 posts and through 10,000 posts")
                let scrolls = try benchmark.run()
                // Per scroll: its p95 and its longest frame; the table gives the medians over the rounds.
                func median(_ subject: ScrollBenchmark.Subject, _ figure: (ScrollFrames) -> Double?) -> Double {
                    let values = scrolls[subject, default: []].compactMap(figure)
                    return values.isEmpty ? .nan : Statistics(values).median
                }
                for (name, percentile) in [("p95", 95.0), ("longest", 100.0)] {
                    let short = median(.shortList) { $0.frameTime(percentile: percentile) }
                    let long = median(.longList) { $0.frameTime(percentile: percentile) }
                    table.add(.init(figure: "wheel scrolling, frame time (layout → paint) \(name), median of \(scrollRounds) scrolls",
                                    baseline: "300 posts " + Format.milliseconds(short),
                                    result: "10,000 posts " + Format.milliseconds(long), ratio: Format.ratio(long / short),
                                    target: "stated", met: nil))
                }
                summaries.append("Wheel scrolling (frames from the first click to 0.5 s after the last; time from layout to paint):")
                for subject in ScrollBenchmark.Subject.allCases {
                    let perScroll = scrolls[subject, default: []].map { scroll in
                        "p50 \(Format.milliseconds(scroll.frameTime(percentile: 50) ?? .nan)) "
                            + "p95 \(Format.milliseconds(scroll.frameTime(percentile: 95) ?? .nan)) "
                            + "max \(Format.milliseconds(scroll.frameTime(percentile: 100) ?? .nan)), "
                            + "\(scroll.frameTimes.count) frames laid out, \(scroll.frames(longerThan: 33_000_000)) over 33 ms"
                    }
                    summaries.append("  \(subject.postCount) posts: " + perScroll.joined(separator: "; "))
                }
            }
            print("")
            summaries.forEach { print($0) }
        }
        print("")
        print(table.render())
        print("")
        print("app-benchmarks took \(Format.decimal(Double(MonotonicClock.now() - began) / 1e9)) s")
    }
}
