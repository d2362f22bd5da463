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
/// With a server (`--server-url`), two more in the same rounds, the app as that server's client
/// (`--server`), timed to the same frame:
/// - App, server, warm cache: a data folder whose server cache the warm-up round's launch
///   filled (it waits for the posts too before it ends that launch); the cache answers the
///   load, the server is revalidated alongside.
/// - App, server, cold cache: a new empty data folder every round, so the profile must come
///   from the server before the editor can show it.
///
/// Each launch is timed from just before `posix_spawn` to the `frame` timestamp the child
/// prints; the child is then killed (SIGKILL, same for all) and its `ru_maxrss` read.
struct LaunchBenchmark {
    /// What is launched in a round.
    enum Subject: CaseIterable {
        case profileBaseline, baseline, adwaitaBaseline, appExistingStore, appFreshStore
        /// The app as the client of `--server-url`'s server, on the cache the warm-up made.
        case appServerWarmCache
        /// The app as the client of `--server-url`'s server, on an empty data folder.
        case appServerColdCache

        /// The subjects that need a server.
        static let serverSubjects: [Subject] = [.appServerWarmCache, .appServerColdCache]

        /// Whether this launch is the app (which writes the frame trace's state lines too).
        var isApp: Bool {
            switch self {
            case .appExistingStore, .appFreshStore, .appServerWarmCache, .appServerColdCache: return true
            case .profileBaseline, .baseline, .adwaitaBaseline: return false
            }
        }
    }

    /// The subjects of a run: the server's only when there is one, so that a run without
    /// `--server-url` launches exactly what it did before the option existed.
    static func subjects(withServer: Bool) -> [Subject] {
        Subject.allCases.filter { withServer || !Subject.serverSubjects.contains($0) }
    }

    /// The order of the warm-up round: the app on the existing store first, since that
    /// launch makes the store the C profile baseline reads.
    static func warmUpOrder(withServer: Bool) -> [Subject] {
        [.appExistingStore] + subjects(withServer: withServer).filter { $0 != .appExistingStore }
    }

    /// One launch's figures.
    struct Sample {
        let nanoseconds: Double
        let maxResidentKiB: Double
        /// The app's launches: from the spawn to its loader's `loader.loading` state (process
        /// start, GTK, the window), and to its `loaded` state (the profile read: from the store,
        /// the cache, or the server); nil for the C programs and when the trace had no such line.
        var loadingStateNanoseconds: Double? = nil
        var loadedStateNanoseconds: Double? = nil
        /// The app's launches: from the spawn to a frame that shows the loading placeholders,
        /// when one was painted before the loaded profile (the load outlasted a frame); else nil.
        var loadingFrameNanoseconds: Double? = nil
    }

    let programs: Programs
    let environment: [String: String]
    let rounds: Int
    /// The server of the server subjects (`--server-url`); nil: none are launched.
    var serverURL: String? = nil

    /// The subjects of this run.
    var subjects: [Subject] { Self.subjects(withServer: serverURL != nil) }

    /// How long one launch may take before the benchmark gives up on it.
    private let launchTimeout: Int64 = 60_000_000_000

    /// Runs one warm-up round (not counted), then `rounds` rounds, rotating the order each round.
    func run() throws(BenchmarkError) -> [Subject: [Sample]] {
        let folders = Folders(existingStore: try programs.newStoreDirectory("existing-store"),
                              serverWarmCache: serverURL == nil ? nil : try programs.newStoreDirectory("server-warm-cache"))
        var samples: [Subject: [Sample]] = [:]
        let subjects = subjects
        for round in 0...rounds {
            let rotated = round == 0
                ? Self.warmUpOrder(withServer: serverURL != nil)
                : subjects.indices.map { subjects[($0 + round) % subjects.count] }
            for subject in rotated {
                let sample = try launch(subject, round: round, folders: folders)
                if round > 0 { samples[subject, default: []].append(sample) }
            }
        }
        return samples
    }

    /// The data folders the launches share across rounds.
    private struct Folders {
        /// The embedded store the warm-up's first launch makes.
        let existingStore: String
        /// The server cache the warm-up's launch of ``Subject/appServerWarmCache`` fills.
        let serverWarmCache: String?
    }

    private func launch(_ subject: Subject, round: Int, folders: Folders) throws(BenchmarkError) -> Sample {
        let existingStore = folders.existingStore
        let path: String
        var arguments: [String] = []
        var childEnvironment = environment
        // The warm-up launch that fills the warm cache waits for the posts as well, so that the
        // counted launches find the whole first screen cached, as the embedded store has it.
        var waitsForPosts = false
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
        case .appServerWarmCache, .appServerColdCache:
            guard let serverURL, let warmCache = folders.serverWarmCache else {
                throw .failed("app-benchmarks: \(subject) needs --server-url")
            }
            path = programs.app
            let folder = subject == .appServerWarmCache ? warmCache : try programs.newStoreDirectory("server-cold-cache-\(round)")
            arguments = ["--data-dir", folder, "--server", serverURL]
            childEnvironment["VSM_PROFILE_TRACE_FRAMES"] = "1"
            waitsForPosts = subject == .appServerWarmCache && round == 0
        }
        let start = MonotonicClock.now()
        let child = try ChildProcess(path: path, arguments: arguments, environment: childEnvironment)
        let deadline = start + launchTimeout
        var loadingState: Int64?
        var loadedState: Int64?
        var loadingFrame: Int64?
        var loadedFrame: Int64?
        var postsShown = false
        while let line = child.nextLine(deadline: deadline) {
            guard let event = TraceLine(line) else { continue }
            if event.kind == .state, subject.isApp {
                if loadingState == nil, event.label == "loader.loading" { loadingState = event.nanoseconds }
                if loadedState == nil, event.label.hasPrefix("loaded ") { loadedState = event.nanoseconds }
                continue
            }
            guard event.kind == .frame else { continue }
            switch subject {
            case .baseline, .adwaitaBaseline:
                break
            case .profileBaseline:
                // Its first frame shows the profile (and the posts, in a line of its own).
                guard event.showsLoadedEditor else { continue }
            case .appExistingStore, .appFreshStore, .appServerWarmCache, .appServerColdCache:
                // The posts failing matters only to the launch that waits for them.
                if event.label.hasPrefix("loader.loadingError") || (waitsForPosts && event.label == "posts.failed") {
                    child.stop()
                    throw .failed("app-benchmarks: the app showed a loading error (\(event.label)) on \(arguments.joined(separator: " "))")
                }
                if event.label == "loader.loading", loadingFrame == nil { loadingFrame = event.nanoseconds }
                if event.showsLoadedEditor, loadedFrame == nil { loadedFrame = event.nanoseconds }
                // The posts' frame (`posts.loaded <count>`, or `posts.empty` for a profile without
                // posts), which may come before the profile's as well as after it.
                if event.paintedPostsCount != nil || event.label == "posts.empty" { postsShown = true }
                guard let frame = loadedFrame, !waitsForPosts || postsShown else { continue }
                let record = child.stop()
                func sinceStart(_ time: Int64?) -> Double? { time.map { Double($0 - start) } }
                return Sample(nanoseconds: Double(frame - start), maxResidentKiB: Double(record.maxResidentKiB),
                              loadingStateNanoseconds: sinceStart(loadingState), loadedStateNanoseconds: sinceStart(loadedState),
                              loadingFrameNanoseconds: sinceStart(loadingFrame))
            }
            let record = child.stop()
            return Sample(nanoseconds: Double(event.nanoseconds - start), maxResidentKiB: Double(record.maxResidentKiB))
        }
        child.stop()
        let output = child.remainingOutput(deadline: MonotonicClock.now() + 1_000_000_000)
        throw .failed("app-benchmarks: \(path) \(arguments.joined(separator: " ")) painted no frame within \(launchTimeout / 1_000_000_000) s\n\(output)")
    }
}
