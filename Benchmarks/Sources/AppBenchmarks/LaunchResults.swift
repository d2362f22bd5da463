extension LaunchBenchmark {
    /// The launch targets against the C program that opens the app's screen: what the app must
    /// stay within of the physical limit for the same first screen.
    static let launchTarget = 1.1
    /// The peak RSS target against the same program.
    static let residentTarget = 1.10
    /// The targets against the minimal C program (the editor screen before the posts),
    /// kept as a second reference with the targets it had.
    static let minimalLaunchTarget = 1.3
    static let minimalResidentTarget = 1.25
    /// The target of the app on a warm server cache against the app on its embedded store:
    /// the cache answers the first load, so being a server's client may cost the launch little.
    static let serverWarmLaunchTarget = 1.1

    /// The table rows and the summary lines of `launches` (``run()``'s result over `rounds`
    /// rounds): the app on an existing and on a fresh store against the C program that opens
    /// the same screen (the limit), then against the minimal C program, then what libadwaita
    /// and the real screen add to the minimal one in C.
    /// With samples of the server subjects (`--server-url`), the app as a server's client on a
    /// warm and on a cold cache follows, against the app on its existing embedded store.
    /// - Precondition: every subject of ``subjects(withServer:)`` has at least one sample, with
    ///   the server's when either server subject has any.
    static func results(_ launches: [Subject: [Sample]], rounds: Int) -> (rows: [ResultTable.Row], summaries: [String]) {
        func times(_ subject: Subject) -> Statistics { Statistics(launches[subject, default: []].map(\.nanoseconds)) }
        func resident(_ subject: Subject) -> Statistics { Statistics(launches[subject, default: []].map(\.maxResidentKiB)) }
        let stores: [(Subject, String)] = [(.appExistingStore, "existing store"), (.appFreshStore, "fresh store")]
        var rows: [ResultTable.Row] = []

        // The app against one C program: launch, then peak RSS, each on both stores.
        func compareApp(with baseline: Subject, launchBaseline: String, residentBaseline: String, figureSuffix: String,
                        launchTarget: Double, residentTarget: Double) {
            let baselineTime = times(baseline).median
            let baselineRSS = resident(baseline).median
            for (subject, store) in stores {
                let time = times(subject).median
                rows.append(.init(figure: "launch → loaded editor painted, \(store), median of \(rounds)" + figureSuffix,
                                  baseline: launchBaseline + Format.milliseconds(baselineTime),
                                  result: Format.milliseconds(time), ratio: Format.ratio(time / baselineTime),
                                  target: "≤ \(Format.decimal(launchTarget, 1))×", met: time / baselineTime <= launchTarget))
            }
            for (subject, store) in stores {
                let rss = resident(subject).median
                rows.append(.init(figure: "peak RSS of those launches, \(store), median" + figureSuffix,
                                  baseline: residentBaseline + Format.mebibytes(baselineRSS),
                                  result: Format.mebibytes(rss), ratio: Format.ratio(rss / baselineRSS),
                                  target: "≤ \(Format.decimal(residentTarget, 2))×", met: rss / baselineRSS <= residentTarget))
            }
        }
        compareApp(with: .profileBaseline, launchBaseline: "C, the app's screen from its store: launch → first frame ",
                   residentBaseline: "C, the app's screen ", figureSuffix: "",
                   launchTarget: launchTarget, residentTarget: residentTarget)
        compareApp(with: .baseline, launchBaseline: "C minimal (old editor screen): launch → first frame ",
                   residentBaseline: "C minimal ", figureSuffix: " (second reference)",
                   launchTarget: minimalLaunchTarget, residentTarget: minimalResidentTarget)

        let screenTime = times(.profileBaseline).median
        let screenRSS = resident(.profileBaseline).median
        let minimalTime = times(.baseline).median
        let minimalRSS = resident(.baseline).median

        // What libadwaita adds to a launch: the minimal C program with adw_init() first; and
        // what the real screen (libadwaita, SQLite, the rows) costs in C over the minimal one.
        let adwaitaTime = times(.adwaitaBaseline).median
        let adwaitaRSS = resident(.adwaitaBaseline).median
        rows.append(.init(figure: "libadwaita's cost: C launch → first frame with adw_init(), median",
                          baseline: "C minimal without " + Format.milliseconds(minimalTime),
                          result: Format.milliseconds(adwaitaTime) + " (" + Format.signedMilliseconds(adwaitaTime - minimalTime) + ")",
                          ratio: Format.ratio(adwaitaTime / minimalTime), target: "stated", met: nil))
        rows.append(.init(figure: "libadwaita's cost: peak RSS of those launches, median",
                          baseline: "C minimal without " + Format.mebibytes(minimalRSS),
                          result: Format.mebibytes(adwaitaRSS) + " (" + Format.signedMebibytes(adwaitaRSS - minimalRSS) + ")",
                          ratio: Format.ratio(adwaitaRSS / minimalRSS), target: "stated", met: nil))
        rows.append(.init(figure: "the app's screen in C: launch → first frame, median",
                          baseline: "C minimal " + Format.milliseconds(minimalTime),
                          result: Format.milliseconds(screenTime) + " (" + Format.signedMilliseconds(screenTime - minimalTime) + ")",
                          ratio: Format.ratio(screenTime / minimalTime), target: "stated", met: nil))
        rows.append(.init(figure: "the app's screen in C: peak RSS, median",
                          baseline: "C minimal " + Format.mebibytes(minimalRSS),
                          result: Format.mebibytes(screenRSS) + " (" + Format.signedMebibytes(screenRSS - minimalRSS) + ")",
                          ratio: Format.ratio(screenRSS / minimalRSS), target: "stated", met: nil))

        let withServer = Subject.serverSubjects.contains { !(launches[$0] ?? []).isEmpty }
        if withServer {
            rows += serverRows(existingStore: (times(.appExistingStore), resident(.appExistingStore)),
                               warm: (times(.appServerWarmCache), resident(.appServerWarmCache)),
                               cold: (times(.appServerColdCache), resident(.appServerColdCache)), rounds: rounds)
        }

        var summaries = ["Launches (\(rounds) each):"]
        for subject in subjects(withServer: withServer) {
            let time = times(subject)
            let rss = resident(subject)
            summaries.append("  \(subject): launch min \(Format.milliseconds(time.minimum)) median \(Format.milliseconds(time.median)) max \(Format.milliseconds(time.maximum)); peak RSS min \(Format.mebibytes(rss.minimum)) median \(Format.mebibytes(rss.median)) max \(Format.mebibytes(rss.maximum))")
        }
        if withServer {
            // Where each app launch's time went, so a server launch can be told apart from the
            // embedded store's: before the loader asks (process, GTK, window), the load itself
            // (store, cache or network), and the frame that shows it.
            // A frame of loading placeholders before the loaded one means the load outlasted a frame.
            summaries.append("  the app's launches, medians: spawn → loader.loading state / loader.loading → loaded state / "
                             + "loaded state → its frame; launches that painted the loading placeholders first: loader.loading → that frame")
            for subject in subjects(withServer: true) where subject.isApp {
                let samples = launches[subject, default: []]
                func median(_ values: [Double]) -> String {
                    values.isEmpty ? "—" : Format.milliseconds(Statistics(values).median)
                }
                func between(_ from: Double?, _ to: Double?) -> Double? {
                    guard let from, let to else { return nil }
                    return to - from
                }
                let loading = samples.compactMap(\.loadingStateNanoseconds)
                let load = samples.compactMap { between($0.loadingStateNanoseconds, $0.loadedStateNanoseconds) }
                let frame = samples.compactMap { between($0.loadedStateNanoseconds, $0.nanoseconds) }
                let placeholders = samples.compactMap { between($0.loadingStateNanoseconds, $0.loadingFrameNanoseconds) }
                summaries.append("    \(subject): \(median(loading)) / \(median(load)) / \(median(frame)); "
                                 + "\(placeholders.count) of \(samples.count)" + (placeholders.isEmpty ? "" : ": " + median(placeholders)))
            }
        }
        return (rows, summaries)
    }

    /// The rows of the app as a server's client against the app on its embedded store, in the
    /// same rounds: launch on a warm cache (held to ``serverWarmLaunchTarget``) and on a cold
    /// one (stated: it waits for the server), then the peak RSS of both with libsoup and the
    /// client loaded.
    private static func serverRows(existingStore: (time: Statistics, rss: Statistics),
                                   warm: (time: Statistics, rss: Statistics),
                                   cold: (time: Statistics, rss: Statistics), rounds: Int) -> [ResultTable.Row] {
        let storeTime = existingStore.time.median
        let storeRSS = existingStore.rss.median
        let launchBaseline = "the app, existing embedded store: launch → loaded editor painted " + Format.milliseconds(storeTime)
        let rssBaseline = "the app, existing embedded store " + Format.mebibytes(storeRSS)
        let warmTime = warm.time.median
        let coldTime = cold.time.median
        return [
            .init(figure: "launch → loaded editor painted, server client, warm cache, median of \(rounds)",
                  baseline: launchBaseline, result: Format.milliseconds(warmTime), ratio: Format.ratio(warmTime / storeTime),
                  target: "≤ \(Format.decimal(serverWarmLaunchTarget, 1))×", met: warmTime / storeTime <= serverWarmLaunchTarget),
            .init(figure: "launch → loaded editor painted, server client, cold cache (empty data folder), median of \(rounds)",
                  baseline: launchBaseline,
                  result: Format.milliseconds(coldTime) + " (" + Format.signedMilliseconds(coldTime - warmTime) + " over the warm cache)",
                  ratio: Format.ratio(coldTime / storeTime), target: "stated", met: nil),
            .init(figure: "peak RSS of those launches, server client, warm cache, median",
                  baseline: rssBaseline,
                  result: Format.mebibytes(warm.rss.median) + " (" + Format.signedMebibytes(warm.rss.median - storeRSS) + ")",
                  ratio: Format.ratio(warm.rss.median / storeRSS), target: "stated", met: nil),
            .init(figure: "peak RSS of those launches, server client, cold cache, median",
                  baseline: rssBaseline,
                  result: Format.mebibytes(cold.rss.median) + " (" + Format.signedMebibytes(cold.rss.median - storeRSS) + ")",
                  ratio: Format.ratio(cold.rss.median / storeRSS), target: "stated", met: nil),
        ]
    }
}
