/// Launch → the profile and all its posts painted, and peak RSS, of the release app on a
/// store whose profile has 10,000 posts against the same on a store with 10 posts, launched
/// one after the other in interleaved rounds (the order swapped each round, after one
/// warm-up round that is not counted), so that machine noise hits both alike.
///
/// The two stores are prepared once per run: the app creates each (one launch in an empty
/// folder, until its loaded editor is painted; then killed), then one `sqlite3` transaction
/// replaces profile 1's posts with exactly the wanted number (bodies of 80 to 200
/// characters, varying; dates about five hours apart, newest first), and a count checks it.
///
/// Each launch is timed from just before `posix_spawn` to the moment both the loaded editor
/// and `posts.loaded <N>` (N the store's count) have been painted: the later of those two
/// `frame` timestamps (``ProfileAndPostsPainted``). That frame shows the posts the window
/// has room for; when the screen fills a long list in over several frames, the launch is
/// also timed to the frame of its last step (`posts.shown <N>`: all N rows in the list),
/// which the benchmark waits for. The child is then killed (SIGKILL) and its `ru_maxrss`
/// read. A `loader.loadingError` or `posts.failed` frame, or posts painted
/// with another count or as empty, ends the run with an error carrying the app's output.
struct PostsLaunchBenchmark {
    /// The two stores compared.
    enum Subject: CaseIterable {
        case fewPosts, manyPosts

        /// How many posts profile 1 has in this subject's store.
        var postCount: Int {
            switch self {
            case .fewPosts: return 10
            case .manyPosts: return 10_000
            }
        }
    }

    /// One launch's figures.
    struct Sample {
        /// Spawn → the later of the two frames (the loaded editor's, the posts').
        let nanoseconds: Double
        /// Spawn → the frame that showed every post in the list (the same as `nanoseconds`
        /// when the list was not filled in over several frames).
        let allPostsNanoseconds: Double
        /// The longest fill step after the first: from its `posts.shown` state (rows handed
        /// to the list) to its frame; nil without a fill.
        let longestFillStepNanoseconds: Double?
        /// Peak RSS (`ru_maxrss`).
        let maxResidentKiB: Double
        /// Where the time went (ns from spawn; nil when the trace did not show that state).
        let phases: ProfileAndPostsPainted.Phases
    }

    let programs: Programs
    let environment: [String: String]
    let rounds: Int

    /// How long one launch (or one store preparation) may take before the benchmark gives up.
    private let launchTimeout: Int64 = 60_000_000_000

    /// Prepares both stores, runs one warm-up round (not counted), then `rounds` rounds,
    /// swapping the order each round. Returns `rounds` samples per subject.
    func run() throws(BenchmarkError) -> [Subject: [Sample]] {
        let sqlite = try Tool("sqlite3", package: "sqlite3", environment: environment)
        let stores = try PostsStore.prepare(postCounts: Subject.allCases.map(\.postCount), programs: programs,
                                            environment: traceEnvironment, sqlite: sqlite, launchTimeout: launchTimeout)
        var samples: [Subject: [Sample]] = [:]
        for round in 0...rounds {
            let subjects = Subject.allCases
            let rotated = subjects.indices.map { subjects[($0 + round) % subjects.count] }
            for subject in rotated {
                let sample = try launch(store: stores[subject.postCount] ?? "", expectedPosts: subject.postCount)
                if round > 0 { samples[subject, default: []].append(sample) }
            }
        }
        return samples
    }

    private var traceEnvironment: [String: String] {
        var childEnvironment = environment
        childEnvironment["VSM_PROFILE_TRACE_FRAMES"] = "1"
        return childEnvironment
    }

    private func launch(store: String, expectedPosts: Int) throws(BenchmarkError) -> Sample {
        let start = MonotonicClock.now()
        let child = try ChildProcess(path: programs.app, arguments: ["--data-dir", store], environment: traceEnvironment)
        let deadline = start + launchTimeout
        var painted = ProfileAndPostsPainted(expectedPosts: expectedPosts)
        var seen: [String] = []
        while let line = child.nextLine(deadline: deadline) {
            seen.append(line)
            guard let event = TraceLine(line) else { continue }
            switch painted.observe(event) {
            case .waiting:
                continue
            case .painted(let nanoseconds, let allPosts):
                let record = child.stop()
                return Sample(nanoseconds: Double(nanoseconds - start), allPostsNanoseconds: Double(allPosts - start),
                              longestFillStepNanoseconds: painted.longestFillStep.map(Double.init), maxResidentKiB: Double(record.maxResidentKiB), phases: painted.phases(since: start))
            case .failed(let reason):
                child.stop()
                throw .failed("app-benchmarks: the app on \(store) (\(expectedPosts) posts) \(reason):\n" + Self.output(seen, child))
            }
        }
        child.stop()
        throw .failed("app-benchmarks: the app on \(store) did not paint the profile and \(expectedPosts) posts within "
                      + "\(launchTimeout / 1_000_000_000) s:\n" + Self.output(seen, child))
    }

    /// The lines read so far and whatever the (stopped) child left on stderr.
    private static func output(_ seen: [String], _ child: ChildProcess) -> String {
        (seen + [child.remainingOutput(deadline: MonotonicClock.now() + 1_000_000_000)])
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }

}

/// Detects, from one launch's frame trace, the first moment at which both the loaded editor
/// (``TraceLine/showsLoadedEditor``) and the expected posts (`posts.loaded <expectedPosts>`)
/// have been painted, and, when the screen filled the list in over several frames (a
/// `posts.shown` state), the frame of its last step (`posts.shown <expectedPosts>`).
/// Pure: fed the parsed lines in the order the app wrote them.
struct ProfileAndPostsPainted {
    /// What the lines so far show.
    enum Outcome: Equatable {
        /// Not both painted yet (or the list not yet filled in), and nothing has failed.
        case waiting
        /// Both painted: the later of the two frames' timestamps (ns); and the later of
        /// the editor's frame and the frame that showed all posts in the list.
        case painted(Int64, allPosts: Int64)
        /// A frame showed something that ends the measurement (named in the reason): a
        /// loading error, failed posts, no posts, or posts of another count.
        case failed(String)
    }

    /// When the states and frames that make up a launch happened, in ns from a start.
    struct Phases: Equatable {
        /// The `posts.loading` state (the read starts).
        var postsLoadingState: Int64?
        /// The loaded editor's state (`loaded …` or `editing.opened …`, the first of them).
        var editorState: Int64?
        /// The `posts.loaded <expected>` state: read, delivered, and rendered (rows built,
        /// handed to the list).
        var postsLoadedState: Int64?
        /// The loaded editor's first frame.
        var editorFrame: Int64?
        /// The expected posts' first frame (layout and paint of the list's rows done).
        var postsFrame: Int64?
        /// The frame of the fill's last step (all posts in the list), when there was a fill.
        var allPostsFrame: Int64?
    }

    /// How many posts the store holds.
    let expectedPosts: Int
    /// The timestamp of the first frame that showed the loaded editor, once seen.
    private(set) var editorPaintedAt: Int64?
    /// The timestamp of the first frame that showed the expected posts, once seen.
    private(set) var postsPaintedAt: Int64?

    private var postsLoadingStateAt: Int64?
    private var editorStateAt: Int64?
    private var postsLoadedStateAt: Int64?
    /// Whether the screen fills the list in over several frames (a `posts.shown` state).
    private var fills = false
    /// The fill steps after the first whose frame is still to come: label → state time.
    private var fillStepsWaiting: [String: Int64] = [:]
    /// The longest fill step after the first, from its state to its frame (ns), once one
    /// was painted. The first step is the launch's own frame, measured as `postsFrame`.
    private(set) var longestFillStep: Int64?
    private var allPostsPaintedAt: Int64?

    init(expectedPosts: Int) {
        self.expectedPosts = expectedPosts
    }

    /// The first time each phase was seen so far, in ns after `start` (the same clock).
    func phases(since start: Int64) -> Phases {
        func relative(_ time: Int64?) -> Int64? { time.map { $0 - start } }
        return Phases(postsLoadingState: relative(postsLoadingStateAt), editorState: relative(editorStateAt),
                      postsLoadedState: relative(postsLoadedStateAt), editorFrame: relative(editorPaintedAt),
                      postsFrame: relative(postsPaintedAt), allPostsFrame: relative(allPostsPaintedAt))
    }

    /// Takes the next line. Once the outcome is `painted` or `failed`, later lines do not
    /// change it (the same outcome is returned again).
    mutating func observe(_ line: TraceLine) -> Outcome {
        if case .waiting = outcome, line.kind == .state {
            if line.label == "posts.loading", postsLoadingStateAt == nil { postsLoadingStateAt = line.nanoseconds }
            if line.label.hasPrefix("loaded ") || line.label.hasPrefix("editing.opened "), editorStateAt == nil {
                editorStateAt = line.nanoseconds
            }
            if line.label == "posts.loaded \(expectedPosts)", postsLoadedStateAt == nil { postsLoadedStateAt = line.nanoseconds }
            if line.label.hasPrefix("posts.shown ") {
                if fills { fillStepsWaiting[line.label] = line.nanoseconds }
                fills = true
            }
        }
        if case .waiting = outcome, line.kind == .frame {
            if line.showsLoadFailure {
                outcome = .failed("painted \(line.label)")
            } else if line.label == "posts.empty" {
                outcome = .failed("painted no posts (posts.empty), \(expectedPosts) expected")
            } else if let count = line.paintedPostsCount, count != expectedPosts {
                outcome = .failed("painted \(count) posts, \(expectedPosts) expected")
            } else {
                if line.showsLoadedEditor, editorPaintedAt == nil { editorPaintedAt = line.nanoseconds }
                if line.paintedPostsCount == expectedPosts, postsPaintedAt == nil { postsPaintedAt = line.nanoseconds }
                if line.label == "posts.shown \(expectedPosts)", allPostsPaintedAt == nil { allPostsPaintedAt = line.nanoseconds }
                if let stepAt = fillStepsWaiting.removeValue(forKey: line.label) {
                    longestFillStep = max(longestFillStep ?? 0, line.nanoseconds - stepAt)
                }
                if let editorPaintedAt, let postsPaintedAt, !fills || allPostsPaintedAt != nil {
                    outcome = .painted(max(editorPaintedAt, postsPaintedAt),
                                       allPosts: max(editorPaintedAt, allPostsPaintedAt ?? postsPaintedAt))
                }
            }
        }
        return outcome
    }

    private var outcome = Outcome.waiting
}
