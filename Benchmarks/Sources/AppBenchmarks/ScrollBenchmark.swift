/// Wheel scrolling through the posts of the release app: how long each frame takes while
/// `xdotool` sends a steady stream of wheel clicks, on a profile with 10,000 posts against
/// the same on a profile with 300 posts, in interleaved rounds (the order swapped each
/// round).
///
/// Each round launches the app with the frame trace and its per-paint lines
/// (`VSM_PROFILE_TRACE_PAINTS=1`), waits until every post is in the list and painted
/// (``ProfileAndPostsPainted``), puts the pointer over the list, sends `clicks` wheel-down
/// clicks `clickDelayMilliseconds` apart, and keeps the `paint` lines from the first click
/// to half a second after the last (``ScrollFrames``): a frame's time runs from the start of
/// its layout phase (where the list binds and measures the rows scrolled into view) to its
/// paint. A click scrolls about 70 px, so 80 clicks scroll about 5,500 px, less than
/// either list is long.
///
/// The clicks are 40 ms apart: closer together, GTK 4.8 on X11 (Xvfb, XTest) scrolls
/// further with every click, and 120 clicks 8 ms apart took either list to its end, the
/// 10,000-post list by 880,000 px (measured with this trace), which tests jumping, not
/// scrolling.
///
/// The two stores are prepared once per run (``PostsStore``).
struct ScrollBenchmark {
    /// The two stores compared.
    enum Subject: CaseIterable {
        case shortList, longList

        /// How many posts profile 1 has in this subject's store.
        var postCount: Int {
            switch self {
            case .shortList: return 300
            case .longList: return 10_000
            }
        }
    }

    let programs: Programs
    let environment: [String: String]
    let rounds: Int
    /// Wheel clicks per round, and the pause between two.
    var clicks = 80
    var clickDelayMilliseconds = 40

    private let launchTimeout: Int64 = 60_000_000_000
    /// How long after the last click paints still count (the app catching up).
    private let settleTime: Int64 = 500_000_000

    /// Prepares both stores, then runs `rounds` rounds. Returns the frames of each scroll.
    func run() throws(BenchmarkError) -> [Subject: [ScrollFrames]] {
        let sqlite = try Tool("sqlite3", package: "sqlite3", environment: environment)
        let xdotool = try Tool("xdotool", package: "xdotool", environment: environment)
        let stores = try PostsStore.prepare(postCounts: Subject.allCases.map(\.postCount), programs: programs,
                                            environment: traceEnvironment, sqlite: sqlite, launchTimeout: launchTimeout)
        var results: [Subject: [ScrollFrames]] = [:]
        for round in 0..<rounds {
            let subjects = Subject.allCases
            for subject in subjects.indices.map({ subjects[($0 + round) % subjects.count] }) {
                results[subject, default: []].append(
                    try scroll(store: stores[subject.postCount] ?? "", postCount: subject.postCount, xdotool: xdotool))
            }
        }
        return results
    }

    private var traceEnvironment: [String: String] {
        var childEnvironment = environment
        childEnvironment["VSM_PROFILE_TRACE_FRAMES"] = "1"
        childEnvironment["VSM_PROFILE_TRACE_PAINTS"] = "1"
        return childEnvironment
    }

    private func scroll(store: String, postCount: Int, xdotool: Tool) throws(BenchmarkError) -> ScrollFrames {
        let child = try ChildProcess(path: programs.app, arguments: ["--data-dir", store], environment: traceEnvironment)
        defer { child.stop() }
        var painted = ProfileAndPostsPainted(expectedPosts: postCount)
        var shown = false
        while !shown, let line = child.nextLine(deadline: MonotonicClock.now() + launchTimeout) {
            guard let event = TraceLine(line) else { continue }
            switch painted.observe(event) {
            case .waiting: continue
            case .painted: shown = true
            case .failed(let reason): throw .failed("app-benchmarks: the app on \(store) \(reason)")
            }
        }
        guard shown else { throw .failed("app-benchmarks: the app on \(store) did not show its \(postCount) posts") }

        let windows = try xdotool.run(["search", "--sync", "--onlyvisible", "--pid", String(child.pid)])
        guard let window = windows.split(separator: "\n").last(where: { UInt64($0) != nil }) else {
            throw .failed("app-benchmarks: xdotool found no window of the app (pid \(child.pid)):\n\(windows)")
        }
        // Over the posts, below the header and the editor.
        try xdotool.run(["mousemove", "--window", String(window), "280", "450"])
        let start = MonotonicClock.now()
        try xdotool.run(["click", "--repeat", String(clicks), "--delay", String(clickDelayMilliseconds), "5"],
                        timeoutSeconds: 60)
        let end = MonotonicClock.now()
        var paints: [ScrollFrames.Paint] = []
        while let line = child.nextLine(deadline: end + settleTime) {
            if let event = TraceLine(line), event.kind == .paint {
                paints.append(.init(nanoseconds: event.nanoseconds, layoutNanoseconds: event.paintLayoutNanoseconds))
            }
        }
        return ScrollFrames(paints: paints, from: start, through: end + settleTime)
    }
}

/// The frames painted during one scroll: how long each laid-out frame took, from the first
/// click on. Pure.
struct ScrollFrames: Equatable {
    /// One `paint` line: when, and how long since its layout phase began (nil for a frame
    /// that only repainted, such as the text cursor blinking).
    struct Paint: Equatable {
        let nanoseconds: Int64
        let layoutNanoseconds: Int64?
    }

    /// Layout → paint of each laid-out frame in the window, in ns, in order.
    let frameTimes: [Int64]

    /// The paints (any order) that fall in `start...end`.
    init(paints: [Paint], from start: Int64, through end: Int64) {
        frameTimes = paints.filter { $0.nanoseconds >= start && $0.nanoseconds <= end }
            .sorted { $0.nanoseconds < $1.nanoseconds }
            .compactMap(\.layoutNanoseconds)
    }

    /// The frame time at percentile `p` (0–100); nil without laid-out frames.
    func frameTime(percentile p: Double) -> Double? {
        frameTimes.isEmpty ? nil : Statistics(frameTimes.map(Double.init)).percentile(p)
    }

    /// How many frames took longer than `limit` ns (the eye sees a stutter).
    func frames(longerThan limit: Int64) -> Int {
        frameTimes.filter { $0 > limit }.count
    }
}
