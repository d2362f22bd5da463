/// Something that changes a state by observing actions: ``StateContainer`` and the
/// `$state` projected value of ``RenderedViewState`` (``RenderedStateContainer``).
///
/// Every `observe…` method is declared once, in extensions of this protocol, so both
/// offer the same forms with the same guarantees (see ``StateContainer``):
/// main actor only; each call cancels the running action; a superseded action's states
/// never land; one action's states land in order.
@MainActor
public protocol StateObserving<State>: AnyObject {
    associatedtype State

    /// The container that holds the state and runs the actions.
    var stateContainer: StateContainer<State> { get }
}

extension StateObserving {
    // MARK: Synchronous state

    /// Sets `nextState` now: it is visible when this returns (when called from inside a
    /// willSet / didSet observer or `render`, it is applied right after that notification
    /// finishes). Cancels the running action.
    ///
    /// Ownership, as in the Apple library 2.0 (`observe(_ nextState: sending State)`):
    /// `nextState` is handed over to the container, which keeps it and passes it to its
    /// observers on the main actor. So a state that is not `Sendable` can be passed from
    /// outside the main actor (`await container.observe(.loaded(model))` in a nonisolated
    /// async function) when the caller does not keep using it; on the main actor any state
    /// the caller holds can be passed.
    ///
    /// `@inlinable` (with the container's change path) so it is specialised for the client's
    /// state type: this is the per-transition hot path.
    @inlinable
    public func observe(
        _ nextState: sending State,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        let container = stateContainer
        let generation = container.beginAction()
        if container.isRecording {
            container.noteAction(JourneyActionSite(shape: .state, function: function, file: file, line: line))
        }
        container.deliver(nextState, generation: generation)
    }

    // MARK: Async closure

    /// Runs `nextState` and sets its result on the main actor, unless a newer action started
    /// meanwhile. Cancels the running action; this action's task is cancelled by the next
    /// `observe…` call or when the container goes, and `nextState` sees it as
    /// `Task.isCancelled`.
    ///
    /// Isolation, as in the Apple library 2.0: `nextState` is a `sending` plain `async`
    /// closure. It is not isolated to any actor, so it runs off the main actor (a model's
    /// `@concurrent` method called from it runs off the main actor too); it is handed over
    /// (`sending`) rather than `@Sendable`, so it may capture values that are not `Sendable`
    /// (a model read out of the current state: `observeAsync { await model.load() }`) as
    /// long as the caller does not keep using them. A `@Sendable` closure (the 1.x shape) is
    /// accepted as it is. To touch main-actor state inside it, `await` it or write the
    /// closure `{ @MainActor in … }`.
    public func observeAsync(
        _ nextState: sending @escaping () async -> State,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        startAsyncAction(nextState, site: JourneyActionSite(shape: .asyncClosure, function: function, file: file, line: line))
    }

    /// The Apple library's 2.0 name for `observeAsync(_:function:file:line:)`
    /// (`$state.observe { await model.load() }`): the same action, the same guarantees.
    public func observe(
        _ nextState: sending @escaping () async -> State,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        startAsyncAction(nextState, site: JourneyActionSite(shape: .asyncClosure, function: function, file: file, line: line))
    }

    /// Starts `nextState` as the new current action: a main-actor task that awaits it and
    /// delivers its state unless the action was superseded or cancelled meanwhile. Shared by
    /// `observeAsync`, `refresh` and their debounced forms.
    ///
    /// Not `sending` itself, so a debounced call can pass on the closure it captured; every
    /// caller got `nextState` as `sending` and calls this at most once with it, so the task is
    /// its only user.
    @discardableResult
    func startAsyncAction(
        _ nextState: @escaping () async -> State,
        site: JourneyActionSite
    ) -> Task<Void, Never> {
        let container = stateContainer
        let generation = container.beginAction()
        if container.isRecording {
            container.noteAction(site)
        }
        let task = Task { @MainActor [weak container] in
            let state = await nextState()
            // A cancelled action's state never lands (superseded, or its caller cancelled).
            guard let container, !Task.isCancelled else { return }
            container.deliver(state, generation: generation)
            container.actionFinished(generation)
        }
        container.attach(task, to: generation)
        return task
    }

    // MARK: Async sequence

    /// Sets every state of `stateSequence`, in order, on the main actor, until the sequence
    /// ends or a newer action starts (then its task is cancelled and later elements are
    /// dropped). If the sequence throws, the last good state stays and the error is logged
    /// at `.error` (always, even with transition logging off; see ``VSMLogging``).
    ///
    /// The sequence is iterated off the main actor and its states reach the main actor in
    /// batches (see ``BatchedStateDelivery``): every state is still set and rendered, in
    /// order, and none of a superseded action's lands. Iteration pauses while
    /// ``BatchedStateDelivery/capacity`` states wait for the main thread, so an endless fast
    /// sequence uses bounded memory. The sequence is handed off (`sending`) to the iterating
    /// task: the caller must not keep using it.
    @inlinable
    public func observe<Sequence: AsyncSequence>(
        _ stateSequence: sending Sequence,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) where Sequence.Element == State, Sequence: SendableMetatype {
        let delivery = beginBatchedAction(onCancel: {}, shape: .sequence, function: function, file: file, line: line)
        let task = delivery.startIterating(stateSequence)
        stateContainer.attach(task, to: delivery.generation)
    }

    /// The batched `observe(_:)` of an `AsyncSequence`, for a sequence that never throws. The
    /// same action: this overload only exists so that such a sequence (`AsyncStream`) is not
    /// taken for the main-actor form below.
    @inlinable
    public func observe<Sequence: AsyncSequence<State, Never>>(
        _ stateSequence: sending Sequence,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) where Sequence: SendableMetatype {
        let delivery = beginBatchedAction(onCancel: {}, shape: .sequence, function: function, file: file, line: line)
        let task = delivery.startIterating(stateSequence)
        stateContainer.attach(task, to: delivery.generation)
    }

    /// Sets every state of `stateSequence`, in order, iterating it on the main actor: the
    /// Apple library 2.0's `observe(_: sending some AsyncSequence<State, Never>)`, for a
    /// sequence whose type may not leave the main actor, such as an opaque
    /// `some AsyncSequence<State, Never>` a model returns. Its states are set one by one as
    /// the sequence yields them (no batching); a newer action cancels the iterating task and
    /// no later state lands. A sequence whose type is a `SendableMetatype` (`AsyncStream`)
    /// takes the batched form above instead, and a ``StateSequence`` its own form.
    public func observe<Sequence: AsyncSequence<State, Never>>(
        _ stateSequence: sending Sequence,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        let container = stateContainer
        let generation = container.beginAction()
        if container.isRecording {
            container.noteAction(JourneyActionSite(shape: .sequence, function: function, file: file, line: line))
        }
        let task = Task { @MainActor [weak container] in
            var iterator = stateSequence.makeAsyncIterator()
            while let state = await iterator.next(isolation: #isolation) {
                // A cancelled action's state never lands (superseded, or the container went).
                guard !Task.isCancelled, let container else { return }
                container.deliver(state, generation: generation)
            }
            container?.actionFinished(generation)
        }
        container.attach(task, to: generation)
    }

    /// Calls `stateSequence` in a new task (off the main actor), then sets each state of the
    /// sequence it returns, as `observe(_:)` of an `AsyncSequence`.
    @inlinable
    public func observeAsync<Sequence: AsyncSequence>(
        _ stateSequence: @escaping @Sendable () async -> Sequence,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) where Sequence.Element == State, Sequence: SendableMetatype {
        let delivery = beginBatchedAction(onCancel: {}, shape: .asyncSequence, function: function, file: file, line: line)
        let task = delivery.startIterating(stateSequence)
        stateContainer.attach(task, to: delivery.generation)
    }

    // MARK: Awaitable

    /// Runs `nextState` like `observeAsync(_:function:file:line:)` and
    /// returns once its state is set — or once it is dropped because a newer action
    /// superseded it.
    ///
    /// Cancellation goes both ways: cancelling the calling task cancels the action (its
    /// state never lands), and a newer `observe…` call cancels the action's task, which
    /// `nextState` sees as `Task.isCancelled`, and makes this return. Made for
    /// pull-to-refresh style callers (`await $state.refresh(state: { await model.refresh() })`).
    /// `nextState` is isolated as in `observeAsync`: a `sending` plain `async` closure, run
    /// off the main actor.
    public func refresh(
        state nextState: sending @escaping () async -> State,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) async {
        let task = startAsyncAction(nextState, site: JourneyActionSite(shape: .refresh, function: function, file: file, line: line))
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    // MARK: willSet / didSet observation

    /// Calls `handler` with the new state just before each change, while `state` still holds
    /// the old value. Main actor, synchronous, in registration order. Lasts until the token
    /// is cancelled or deallocated — keep it.
    public func observeWillSet(_ handler: @escaping @MainActor (State) -> Void) -> StateObservationToken {
        stateContainer.addWillSetObserver(handler)
    }

    /// Calls `handler` with the new state just after each change. Main actor, synchronous,
    /// in registration order. Lasts until the token is cancelled or deallocated — keep it.
    public func observeDidSet(_ handler: @escaping @MainActor (State) -> Void) -> StateObservationToken {
        stateContainer.addDidSetObserver(handler)
    }

    // MARK: Debugging

    /// Records this container's applied changes into `recorder` (see ``JourneyRecorder``);
    /// `nil` stops recording. Replaces the `VSM_JOURNEY` recorder for this container. Takes
    /// effect for actions started after the call. Returns `self`.
    @discardableResult
    public func recordJourney(to recorder: JourneyRecorder?) -> Self {
        stateContainer.setJourneyRecorder(recorder)
        return self
    }

    /// Logs this container's transitions as `options` choose, through ``VSMLogging/logger``
    /// with its level lowered for this container so they get through (stderr lines in the
    /// format documented on ``StateContainerDebugOptions`` without set-up). A set that names
    /// no event (`.print`, `.enumLabel`) logs didSet lines; only an empty set turns logging
    /// off. Main actor; returns `self`.
    @discardableResult
    public func _debug(options: StateContainerDebugOptions = .defaults) -> Self {
        stateContainer.setDebugOptions(options)
        return self
    }
}
