/// A handle for bridging another reactive library (e.g. OpenCombine in `VSMCombine`) into a
/// container as one action. Get one from ``StateObserving/beginExternalAction(onCancel:function:file:line:)``.
///
/// Guarantees: ``send(_:)`` applies a state only while this is still the container's newest
/// action (checked on the main actor at the moment of applying), so a state queued before a
/// newer action started never lands. The handle holds the container weakly.
@MainActor
public struct ExternalAction<State>: Sendable {
    private let target: WeakReference<StateContainer<State>>
    private let generation: UInt64

    init(container: StateContainer<State>, generation: UInt64) {
        self.target = WeakReference(container)
        self.generation = generation
    }

    /// Whether this is still the newest action of a live container.
    public var isCurrent: Bool {
        target.object?.isCurrent(generation) ?? false
    }

    /// Applies `state` if this is still the newest action; otherwise drops it.
    public func send(_ state: State) {
        target.object?.deliver(state, generation: generation)
    }

    /// Ends the action normally: the container forgets how to cancel it.
    public func finish() {
        target.object?.actionFinished(generation)
    }

    /// Ends the action with `error`: the last good state stays, and the error is written to
    /// VSM's log at `.error` (always, even with transition logging off; see ``VSMLogging``).
    public func fail(_ error: any Error) {
        target.object?.actionFailed(error, generation: generation)
    }
}

extension StateObserving {
    /// Starts a new action driven from outside: cancels the running action, then returns a
    /// handle to send states with. `onCancel` runs once on the main actor when a newer
    /// action supersedes this one or the container is deallocated (not after
    /// ``ExternalAction/finish()``). Typically `onCancel` cancels your subscription, which
    /// you create after this call (keep it in a box the closure captures).
    public func beginExternalAction(
        onCancel: @escaping @MainActor () -> Void,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> ExternalAction<State> {
        let container = stateContainer
        let generation = container.beginAction()
        if container.isRecording {
            container.noteAction(JourneyActionSite(shape: .external, function: function, file: file, line: line))
        }
        container.attachCancellation(onCancel, to: generation)
        return ExternalAction(container: container, generation: generation)
    }
}

extension StateObserving {
    /// Starts a new action fed from any thread through a ``BatchedStateDelivery``: cancels
    /// the running action, then returns the buffer to send states with. States sent from
    /// other threads reach the main actor in batches, one main-queue job per batch, each
    /// state applied and rendered in order.
    ///
    /// `onCancel` runs once on the main actor when a newer action supersedes this one or the
    /// container is deallocated (not after ``BatchedStateDelivery/finish()``), after the
    /// buffer has been closed (its waiting states dropped, blocked senders released).
    @inlinable
    public func beginBatchedAction(
        onCancel: @escaping @MainActor () -> Void,
        shape: JourneyActionShape = .external,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> BatchedStateDelivery<State> {
        let container = stateContainer
        let generation = container.beginAction()
        if container.isRecording {
            container.noteAction(JourneyActionSite(shape: shape, function: function, file: file, line: line))
        }
        let delivery = BatchedStateDelivery(container: container, generation: generation)
        container.attachCancellation({
            delivery.close()
            onCancel()
        }, to: generation)
        return delivery
    }
}
