import Foundation
import Gtk
import UserProfile

/// Off-by-default frame timing for the app benchmarks (`app-benchmarks`).
///
/// With `VSM_PROFILE_TRACE_FRAMES=1` in the environment, each window writes to stderr,
/// one line per event, times in nanoseconds of `CLOCK_MONOTONIC` (comparable across
/// processes on one machine):
///
/// ```
/// state <ns> <label>   a profile, posts or editor state was set (and rendered: render runs first);
///                      also the state current when the trace starts following a controller
/// frame <ns> <label>   the first frame painted after that state (the frame clock's after-paint)
/// ```
///
/// Labels: `loader.initialized`, `loader.loading`, `loader.loadingError`,
/// `loaded <username>` (the loaded editor), `editing.<cause> <username>`, `saving`,
/// `savingError`, `reloading`, `reloadingError`; for the posts, `posts.initialized`,
/// `posts.loading`, `posts.loaded <count>`, `posts.empty`, `posts.failed`; while the
/// screen fills a long list of posts in over several frames, `posts.shown <count>` at
/// each step (the first screenful, then more; the last step's count is all the posts).
/// The new editor's first state (`editing.opened <username>`) lands in the same turn as
/// `loaded`, so the first frame of the loaded editor carries that label. The profile (with
/// its editor), the posts' state and the fill steps are three streams: when several
/// labels of one stream land before a frame, that frame is reported once for that stream,
/// for the last of them (it shows only that one); a frame that shows news of several
/// streams is reported once per stream.
/// With `VSM_PROFILE_TRACE_PAINTS=1` as well, every painted frame is also reported, news
/// or not, for frame-rate measurements (`app-benchmarks --only scroll`):
///
/// ```
/// paint <ns> <frame counter> <layout ns>   a frame was painted (after-paint); the time from
///                                          the start of its layout phase, or - for a frame
///                                          that only repainted
/// ```
///
/// Without the first variable (or with any value but `1`) nothing is attached and nothing
/// is written. Main thread only.
@MainActor
final class FrameTrace {
    /// The environment variable that switches the trace on (value `1`).
    static let environmentVariable = "VSM_PROFILE_TRACE_FRAMES"
    /// The environment variable that adds a line per painted frame (value `1`).
    static let paintsEnvironmentVariable = "VSM_PROFILE_TRACE_PAINTS"

    /// Attaches a trace to `controller`'s window when `environment` switches it on; the
    /// window keeps the trace alive until it is destroyed. Works before or after the window
    /// is presented. `output` receives each line without its newline (tests pass their own).
    /// Returns whether a trace was attached.
    @discardableResult
    static func attachIfEnabled(
        to controller: ProfileWindowController,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        output: @escaping @MainActor (String) -> Void = FrameTrace.writeToStandardError
    ) -> Bool {
        guard environment[environmentVariable] == "1" else { return false }
        let trace = FrameTrace(controller: controller, reportsEveryPaint: environment[paintsEnvironmentVariable] == "1",
                               output: output)
        controller.window.retainUntilDestroyed(trace)
        return true
    }

    /// Writes `line` and a newline to stderr in one `write`, unbuffered.
    static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private let output: @MainActor (String) -> Void
    private weak var controller: ProfileWindowController?
    /// The streams whose frames are reported separately.
    private enum Stream: CaseIterable { case profile, posts, postsFill }
    /// Per stream, the last label set since the last painted frame.
    private var pendingLabels: [Stream: String] = [:]

    private let reportsEveryPaint: Bool
    /// When the current frame's layout phase began (only while reporting every paint).
    private var layoutStart: Int64?

    private init(controller: ProfileWindowController, reportsEveryPaint: Bool,
                 output: @escaping @MainActor (String) -> Void) {
        self.controller = controller
        self.reportsEveryPaint = reportsEveryPaint
        self.output = output
        // Installing the observer reports the current states, so the state at attach time
        // is reported (and awaits its frame) like any later one.
        controller.screen.addObserver(self)
        // The frame clock exists only from `realize` on (when the window is presented).
        if controller.window.frameClock != nil {
            followFrames()
        } else {
            controller.window.onRealize { [weak self] _ in self?.followFrames() }
        }
    }

    private func followFrames() {
        guard let clock = controller?.window.frameClock else { return }
        clock.onAfterPaint { [weak self] clock in self?.framePainted(clock.frameCounter) }
        if reportsEveryPaint {
            clock.onLayout { [weak self] _ in
                if self?.layoutStart == nil { self?.layoutStart = Self.now() }
            }
        }
        // A state set before realize is already pending: make sure a frame reports it.
        clock.requestPhase(.paint)
    }

    private func labelDidChange(_ label: String, in stream: Stream) {
        write("state", label)
        pendingLabels[stream] = label
    }

    private func framePainted(_ frameCounter: Int) {
        if reportsEveryPaint {
            let layout = layoutStart.map { String(Self.now() - $0) } ?? "-"
            layoutStart = nil
            write("paint", "\(frameCounter) \(layout)")
        }
        for stream in Stream.allCases {
            if let label = pendingLabels.removeValue(forKey: stream) { write("frame", label) }
        }
    }

    // Never inlined: bench-check's launch count has callgrind dump before each call of this
    // method, one part per line, and a line written from an inlined copy would dump nothing
    // (the optimizer inlines it into the screen's render methods, which call the observer
    // directly since the trace is its only conformer).
    @inline(never)
    private func write(_ event: String, _ label: String) {
        output("\(event) \(Self.now()) \(label)")
    }

    /// `CLOCK_MONOTONIC` in nanoseconds.
    private static func now() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    static func label(_ state: LoadUserProfileViewState) -> String {
        switch state {
        case .initialized: return "loader.initialized"
        case .loading: return "loader.loading"
        case .loadingError: return "loader.loadingError"
        case .loaded(let data): return "loaded \(data.username)"
        }
    }

    static func label(_ state: PostsViewState) -> String {
        switch state {
        case .initialized: return "posts.initialized"
        case .loading: return "posts.loading"
        case .loaded(let model): return "posts.loaded \(model.posts.count)"
        case .empty: return "posts.empty"
        case .failed: return "posts.failed"
        }
    }

    static func label(_ state: EditUserProfileViewState) -> String {
        switch state.editingState {
        case .editing(let model): return "editing.\(model.cause) \(state.data.username)"
        case .saving: return "saving"
        case .savingError: return "savingError"
        case .reloading: return "reloading"
        case .reloadingError: return "reloadingError"
        }
    }
}

extension FrameTrace: ProfileScreenObserver {
    func profileScreenDidShow(profile state: LoadUserProfileViewState) {
        labelDidChange(Self.label(state), in: .profile)
    }

    func profileScreenDidShow(posts state: PostsViewState) {
        labelDidChange(Self.label(state), in: .posts)
    }

    func profileScreenDidShow(editor state: EditUserProfileViewState) {
        labelDidChange(Self.label(state), in: .profile)
    }

    func profileScreenDidShow(postsFillStep postCount: Int) {
        labelDidChange("posts.shown \(postCount)", in: .postsFill)
    }
}
