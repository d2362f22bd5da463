import Foundation
import VSM

/// Records every state a container or `$state` sets (its didSet), and whether each one was
/// set on the main thread. For any state type, `Sendable` or not: it lives on the main actor,
/// where states land. Recording lasts as long as the recorder.
@MainActor
public final class DidSetRecorder<State> {
    /// The states set since the recorder was made, in order.
    public private(set) var states: [State] = []
    /// Whether every recorded state was set on the main thread.
    public private(set) var allOnMainThread = true
    private var token: StateObservationToken?

    /// Starts recording what `observing` sets from now on.
    public init(_ observing: some StateObserving<State>) {
        token = observing.observeDidSet { [weak self] state in
            self?.states.append(state)
            if !Thread.isMainThread { self?.allOnMainThread = false }
        }
    }
}
