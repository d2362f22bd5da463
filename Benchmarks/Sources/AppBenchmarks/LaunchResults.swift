extension LaunchBenchmark {
    /// The launch targets against the C program that opens the app's screen: what the app must
    /// stay within of the physical limit for the same first screen.
    static let launchTarget = 1.2
    /// The peak RSS target against the same program.
    static let residentTarget = 1.15
    /// The targets against the minimal C program (the editor screen before the posts),
    /// kept as a second reference with the targets it had.
    static let minimalLaunchTarget = 1.3
    static let minimalResidentTarget = 1.25

    /// The table rows and the summary lines of `launches` (``run()``'s result over `rounds`
    /// rounds): the app on an existing and on a fresh store against the C program that opens
    /// the same screen (the limit), then against the minimal C program, then what libadwaita
    /// and the real screen add to the minimal one in C.
    /// - Precondition: every ``Subject`` has at least one sample.
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

        var summaries = ["Launches (\(rounds) each):"]
        for subject in Subject.allCases {
            let time = times(subject)
            let rss = resident(subject)
            summaries.append("  \(subject): launch min \(Format.milliseconds(time.minimum)) median \(Format.milliseconds(time.median)) max \(Format.milliseconds(time.maximum)); peak RSS min \(Format.mebibytes(rss.minimum)) median \(Format.mebibytes(rss.median)) max \(Format.mebibytes(rss.maximum))")
        }
        return (rows, summaries)
    }
}
