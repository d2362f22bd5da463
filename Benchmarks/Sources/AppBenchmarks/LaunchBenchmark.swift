/// Launch → first painted frame, and peak RSS, of the C baseline and of the app, launched
/// one after the other in interleaved rounds so that machine noise hits all of them alike.
///
/// - C, the app's screen (`gtk_profile_baseline.c`): launch → its first painted frame, which
///   shows the profile and the posts it read from the store the app made in the warm-up
///   round (the app's existing store), with the same widgets and style sheet as the app.
/// - C, minimal (the editor screen before the posts): launch → its first painted frame;
///   the same program with libadwaita started (`adw_init`), for what libadwaita adds.
/// - App, existing store: launch → first frame painted after the loaded editor was rendered
///   (a store made by the warm-up round).
/// - App, fresh store: the same, in an empty data folder (the app creates the database).
///
/// Each launch is timed from just before `posix_spawn` to the `frame` timestamp the child
/// prints; the child is then killed (SIGKILL, same for both) and its `ru_maxrss` read.
struct LaunchBenchmark {
    /// What is launched in a round.
    enum Subject: CaseIterable {
        case profileBaseline, baseline, adwaitaBaseline, appExistingStore, appFreshStore
    }

    /// The order of the warm-up round: the app on the existing store first, since that
    /// launch makes the store the C profile baseline reads.
    static let warmUpOrder: [Subject] = [.appExistingStore] + Subject.allCases.filter { $0 != .appExistingStore }

    /// One launch's figures.
    struct Sample {
        let nanoseconds: Double
        let maxResidentKiB: Double
    }

    let programs: Programs
    let environment: [String: String]
    let rounds: Int

    /// How long one launch may take before the benchmark gives up on it.
    private let launchTimeout: Int64 = 60_000_000_000

    /// Runs one warm-up round (not counted), then `rounds` rounds, rotating the order each round.
    func run() throws(BenchmarkError) -> [Subject: [Sample]] {
        let existingStore = try programs.newStoreDirectory("existing-store")
        var samples: [Subject: [Sample]] = [:]
        for round in 0...rounds {
            let subjects = Subject.allCases
            let rotated = round == 0 ? Self.warmUpOrder : subjects.indices.map { subjects[($0 + round) % subjects.count] }
            for subject in rotated {
                let sample = try launch(subject, round: round, existingStore: existingStore)
                if round > 0 { samples[subject, default: []].append(sample) }
            }
        }
        return samples
    }

    private func launch(_ subject: Subject, round: Int, existingStore: String) throws(BenchmarkError) -> Sample {
        let path: String
        var arguments: [String] = []
        var childEnvironment = environment
        switch subject {
        case .profileBaseline:
            path = programs.profileBaseline
            arguments = [existingStore + "/profile.sqlite", Programs.styleSheet, Programs.iconFolder]
        case .baseline:
            path = programs.baseline
        case .adwaitaBaseline:
            path = programs.adwaitaBaseline
        case .appExistingStore:
            path = programs.app
            arguments = ["--data-dir", existingStore]
            childEnvironment["VSM_PROFILE_TRACE_FRAMES"] = "1"
        case .appFreshStore:
            path = programs.app
            arguments = ["--data-dir", try programs.newStoreDirectory("fresh-store-\(round)")]
            childEnvironment["VSM_PROFILE_TRACE_FRAMES"] = "1"
        }
        let start = MonotonicClock.now()
        let child = try ChildProcess(path: path, arguments: arguments, environment: childEnvironment)
        let deadline = start + launchTimeout
        while let line = child.nextLine(deadline: deadline) {
            guard let event = TraceLine(line), event.kind == .frame else { continue }
            switch subject {
            case .baseline, .adwaitaBaseline:
                break
            case .profileBaseline:
                // Its first frame shows the profile (and the posts, in a line of its own).
                guard event.showsLoadedEditor else { continue }
            case .appExistingStore, .appFreshStore:
                if event.label.hasPrefix("loader.loadingError") {
                    child.stop()
                    throw .failed("app-benchmarks: the app showed a loading error on \(arguments.joined(separator: " "))")
                }
                guard event.showsLoadedEditor else { continue }
            }
            let record = child.stop()
            return Sample(nanoseconds: Double(event.nanoseconds - start), maxResidentKiB: Double(record.maxResidentKiB))
        }
        child.stop()
        let output = child.remainingOutput(deadline: MonotonicClock.now() + 1_000_000_000)
        throw .failed("app-benchmarks: \(path) \(arguments.joined(separator: " ")) painted no frame within \(launchTimeout / 1_000_000_000) s\n\(output)")
    }
}
