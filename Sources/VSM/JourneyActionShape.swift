/// Which `observe…` form started the action that produced a recorded state change.
///
/// Written into journey lines as its raw value (see ``JourneyRecorder``).
public enum JourneyActionShape: String, Sendable {
    /// `observe(_:)` with a plain state.
    case state
    /// `observeAsync { … }` returning one state.
    case asyncClosure
    /// `refresh(state:)`.
    case refresh
    /// `observe(_:)` with an `AsyncSequence`.
    case sequence
    /// `observeAsync { … }` returning an `AsyncSequence`.
    case asyncSequence
    /// `observe(_:)` with a publisher (VSMCombine).
    case publisher
    /// Any other bridge built on ``StateObserving/beginBatchedAction(onCancel:shape:function:file:line:)``.
    case external
}
