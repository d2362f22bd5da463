/// Two round trips in one running release app (VSM_PROFILE_TRACE_FRAMES=1) on the
/// embedded SQLite store, driven the way a person and another program would:
///
/// - Save: `xdotool` selects the entry's text, types a new name and presses Ctrl+S (real
///   X input). Timed in the app from the `saving` state (set synchronously inside the
///   Ctrl+S handler, so it marks the key press as seen by the app) to the editing state
///   with the new name set and rendered (its `state` line: the trace writes it after
///   `render` ran), and to the first frame painted after it. Right before the saves, with
///   the app already running, the C ``CommitBaseline`` times as many bare commits on the
///   same file system, so both see the same disk and about the same load.
/// - External change: a `sqlite3` process runs an UPDATE on the app's database. Timed from
///   just before that process is spawned to the first frame painted after the editor
///   rendered the new name (cause `storeChanged`). When a change is not painted within
///   the time limit, the run stops there and reports it as not seen (no hang).
struct InteractionBenchmark {
    /// What one run measured.
    struct Result {
        /// Save round trips to the painted frame: `saving` → first frame painted after the saved state, ns.
        var saves: [Double] = []
        /// Save round trips to the rendered state: `saving` → the saved editing state set and
        /// rendered (store, delivery and render), ns.
        var savesToState: [Double] = []
        /// The C baseline's bare commits, as many as saves, ns.
        var bareCommits: [Double] = []
        /// External change → painted, ns.
        var externalChanges: [Double] = []
        /// Set when an external change was not painted within the limit.
        var externalChangeNotSeen = false
    }

    let programs: Programs
    let environment: [String: String]
    let options: AppBenchmarksCommand

    private let stepTimeout: Int64 = 10_000_000_000

    func run() throws(BenchmarkError) -> Result {
        let xdotool = try Tool("xdotool", package: "xdotool", environment: environment)
        let sqlite = try Tool("sqlite3", package: "sqlite3", environment: environment)
        let store = try programs.newStoreDirectory("interaction-store")
        var appEnvironment = environment
        appEnvironment["VSM_PROFILE_TRACE_FRAMES"] = "1"
        let app = try ChildProcess(path: programs.app, arguments: ["--data-dir", store], environment: appEnvironment)
        defer { app.stop() }

        _ = try waitForFrame(app, "app launch") { $0.hasPrefix("loaded ") || $0.hasPrefix("editing.opened ") }
        try focusWindow(of: app, xdotool: xdotool)

        var result = Result()
        result.bareCommits = try CommitBaseline(programs: programs, environment: environment).run(count: options.saves)
        for index in 0..<options.saves {
            let name = "bench\(index)"
            // `type` takes every later argument as text, so Ctrl+S needs its own invocation.
            try xdotool.run(["key", "ctrl+a", "type", "--delay", "1", name])
            try xdotool.run(["key", "ctrl+s"])
            var savingAt: Int64?
            var savedAt: Int64?
            let frame = try waitForFrame(app, "save of \(name)", onState: { state in
                if state.label == "saving" { savingAt = state.nanoseconds }
                if state.label == "editing.saved \(name)" { savedAt = state.nanoseconds }
            }) { (label: String) throws(BenchmarkError) -> Bool in
                if label == "savingError" || label.hasPrefix("editing.invalidInput") {
                    throw .failed("app-benchmarks: saving '\(name)' ended in \(label)")
                }
                return label == "editing.saved \(name)"
            }
            guard let savingAt, let savedAt else {
                throw .failed("app-benchmarks: the save of '\(name)' was painted without its saving and saved states")
            }
            result.saves.append(Double(frame - savingAt))
            result.savesToState.append(Double(savedAt - savingAt))
        }

        let database = store + "/profile.sqlite"
        for index in 0..<options.externalChanges {
            let name = "external\(index)"
            let start = MonotonicClock.now()
            try sqlite.run(["-cmd", ".timeout 5000", database, "UPDATE profile SET username = '\(name)'"])
            let deadline = start + Int64(options.externalTimeoutSeconds) * 1_000_000_000
            guard let frame = nextFrame(app, deadline: deadline, where: { $0 == "editing.storeChanged \(name)" }) else {
                result.externalChangeNotSeen = true
                break
            }
            result.externalChanges.append(Double(frame - start))
        }
        return result
    }

    /// Gives the app's window the X keyboard focus (there is no window manager under Xvfb).
    private func focusWindow(of app: ChildProcess, xdotool: Tool) throws(BenchmarkError) {
        let windows = try xdotool.run(["search", "--sync", "--onlyvisible", "--pid", String(app.pid)])
        guard let window = windows.split(separator: "\n").first(where: { UInt64($0) != nil }) else {
            throw .failed("app-benchmarks: xdotool found no window of the app (pid \(app.pid)):\n\(windows)")
        }
        try xdotool.run(["mousemove", "--window", String(window), "100", "100"])
        try xdotool.run(["windowfocus", "--sync", String(window)])
    }

    /// Reads the trace until a frame whose label `matches`; returns its timestamp.
    /// - Throws: when the step times out, or what `matches` throws.
    private func waitForFrame(
        _ app: ChildProcess, _ step: String,
        onState: (TraceLine) -> Void = { _ in },
        matches: (String) throws(BenchmarkError) -> Bool
    ) throws(BenchmarkError) -> Int64 {
        let deadline = MonotonicClock.now() + stepTimeout
        while let line = app.nextLine(deadline: deadline) {
            guard let event = TraceLine(line) else { continue }
            switch event.kind {
            case .state:
                onState(event)
            case .frame:
                if try matches(event.label) { return event.nanoseconds }
            case .paint:
                continue   // only with VSM_PROFILE_TRACE_PAINTS, which this part does not set
            }
        }
        throw .failed("app-benchmarks: \(step): no matching frame within \(stepTimeout / 1_000_000_000) s")
    }

    /// The timestamp of the next frame whose label matches, or nil at the deadline.
    private func nextFrame(_ app: ChildProcess, deadline: Int64, where matches: (String) -> Bool) -> Int64? {
        while let line = app.nextLine(deadline: deadline) {
            if let event = TraceLine(line), event.kind == .frame, matches(event.label) {
                return event.nanoseconds
            }
        }
        return nil
    }
}
