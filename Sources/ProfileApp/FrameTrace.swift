import Foundation
import Gtk
import OpenCombine
import UserProfile
import VSMCombine

/// Off-by-default frame timing for the app benchmarks (`app-benchmarks`).
///
/// With `VSM_PROFILE_TRACE_FRAMES=1` in the environment, each window writes to stderr,
/// one line per event, times in nanoseconds of `CLOCK_MONOTONIC` (comparable across
/// processes on one machine):
///
/// ```
/// state <ns> <label>   a loader or editor state was set (and rendered: render runs first);
///                      also the state current when the trace starts following a controller
/// frame <ns> <label>   the first frame painted after that state (the frame clock's after-paint)
/// ```
///
/// Labels: `loader.initialized`, `loader.loading`, `loader.loadingError`,
/// `loaded <username>` (the loaded editor), `editing.<cause> <username>`, `saving`,
/// `savingError`, `reloading`, `reloadingError`. The new editor's first state
/// (`editing.opened <username>`) lands in the same turn as `loaded`, so the first frame of
/// the loaded editor carries that label. When several states land before one
/// frame, that frame is reported once, for the last of them (it shows only that one).
/// Without the variable nothing is attached and nothing is written. Main thread only.
@MainActor
final class FrameTrace {
    /// The environment variable that switches the trace on (value `1`).
    static let environmentVariable = "VSM_PROFILE_TRACE_FRAMES"

    /// Attaches a trace to `controller`'s window when the variable is set; the window
    /// keeps the trace alive until it is destroyed.
    static func attachIfEnabled(to controller: ProfileWindowController) {
        guard ProcessInfo.processInfo.environment[environmentVariable] == "1" else { return }
        let trace = FrameTrace(controller: controller)
        controller.window.retainUntilDestroyed(trace)
    }

    private weak var controller: ProfileWindowController?
    private var loaderSubscription: AnyCancellable?
    private var editorSubscription: AnyCancellable?
    private weak var observedEditor: EditUserProfileViewController?
    /// The label of the last state set since the last painted frame.
    private var pendingLabel: String?

    private init(controller: ProfileWindowController) {
        self.controller = controller
        // The window is not realized yet: its frame clock exists only from `realize` on.
        controller.window.onRealize { [weak self] in self?.followFrames() }
        pendingLabel = Self.label(controller.loader.state)
        loaderSubscription = controller.loader.$state.didSetPublisher.sink { [weak self] state in
            self?.stateDidChange(Self.label(state))
            self?.followEditorIfNew()
        }
    }

    private func followFrames() {
        guard let clock = controller?.window.frameClock else { return }
        clock.onAfterPaint { [weak self] in self?.framePainted() }
        // A state set before realize is already pending: make sure a frame reports it.
        clock.requestPaint()
    }

    private func followEditorIfNew() {
        guard let editor = controller?.editor, editor !== observedEditor else { return }
        observedEditor = editor
        editorSubscription = editor.$state.didSetPublisher.sink { [weak self] state in
            self?.stateDidChange(Self.label(state))
        }
    }

    private func stateDidChange(_ label: String) {
        Self.write("state", label)
        pendingLabel = label
    }

    private func framePainted() {
        guard let label = pendingLabel else { return }
        pendingLabel = nil
        Self.write("frame", label)
    }

    private static func write(_ event: String, _ label: String) {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        FileHandle.standardError.write(Data("\(event) \(nanoseconds) \(label)\n".utf8))
    }

    static func label(_ state: LoadUserProfileViewState) -> String {
        switch state {
        case .initialized: return "loader.initialized"
        case .loading: return "loader.loading"
        case .loadingError: return "loader.loadingError"
        case .loaded(let data): return "loaded \(data.username)"
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
