/// Launch → first painted frame, and peak RSS, of the C baseline and of the app, launched
/// one after the other in interleaved rounds so that machine noise hits all of them alike.
///
/// - C: launch → its first painted frame; the same program with libadwaita started
///   (`adw_init`), for what libadwaita adds.
/// - App, existing store: launch → first frame painted after the loaded editor was rendered
///   (a store made by the warm-up round).
/// - App, fresh store: the same, in an empty data folder (the app creates the database).
///
/// Each launch is timed from just before `posix_spawn` to the `frame` timestamp the child
/// prints; the child is then killed (SIGKILL, same for both) and its `ru_maxrss` read.
struct LaunchBenchmark {
    /// What is launched in a round.
    enum Subject: CaseIterable {
        case baseline, adwaitaBaseline, appExistingStore, appFreshStore
    }

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
            let rotated = subjects.indices.map { subjects[($0 + round) % subjects.count] }
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
