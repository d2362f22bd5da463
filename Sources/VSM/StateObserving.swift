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
    /// `@inlinable` (with the container's change path) so it is specialised for the client's
    /// state type: this is the per-transition hot path.
    @inlinable
    public func observe(
        _ nextState: State,
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

    /// Runs `nextState` in a new main-actor task and sets its result, unless a newer action
    /// started meanwhile. Cancels the running action; this action's task is cancelled by the
    /// next `observe…` call or when the container goes.
    ///
    /// Isolation: `nextState` is `nonisolated(nonsending)`, so a closure literal runs on the
    /// main actor (like `Task { … }`'s) until it awaits work isolated elsewhere: a
    /// `@concurrent` or `nonisolated` async function, or a `@Sendable` function value passed
    /// here, runs off the main actor. It need not be `@Sendable`, so it may capture a model
    /// that is not `Sendable` (a class): `observeAsync { await loader.load() }`, where the
    /// model's async method is itself `nonisolated(nonsending)` or main-actor isolated.
    public func observeAsync(
        _ nextState: nonisolated(nonsending) @escaping () async -> State,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        startAsyncAction(nextState, site: JourneyActionSite(shape: .asyncClosure, function: function, file: file, line: line))
    }

    /// The Apple library's 2.0 name for `observeAsync(_:function:file:line:)`
    /// (`$state.observe { await model.load() }`): the same action, the same guarantees.
    public func observe(
        _ nextState: nonisolated(nonsending) @escaping () async -> State,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        startAsyncAction(nextState, site: JourneyActionSite(shape: .asyncClosure, function: function, file: file, line: line))
    }

    /// `observeAsync(_:function:file:line:)` for a `@Sendable` closure,
    /// the 1.x signature, kept so code that names it keeps compiling. Calls resolve to the
    /// `nonisolated(nonsending)` form, where a `@Sendable` function value still runs off the
    /// main actor. (When `State` is not `Sendable`, Swift cannot convert a `@Sendable` function
    /// value returning it: pass `{ await load() }` instead of `load`.)
    @_disfavoredOverload
    public func observeAsync(
        _ nextState: @escaping @Sendable () async -> State,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        startAsyncAction({ await nextState() }, site: JourneyActionSite(shape: .asyncClosure, function: function, file: file, line: line))
    }

    /// Starts `nextState` as the new current action: a main-actor task that awaits it and
    /// delivers its state unless the action was superseded or cancelled meanwhile. Shared by
    /// `observeAsync` and `refresh`.
    @discardableResult
    private func startAsyncAction(
        _ nextState: nonisolated(nonsending) @escaping () async -> State,
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

    /// Calls `stateSequence` in a new task (off the main actor), then sets each state of the
    /// sequence it returns, as ``StateObserving/observe(_:function:file:line:)-(Sequence,_,_,_)``.
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
    /// pull-to-refresh style callers. `nextState` is isolated as in `observeAsync`.
    public func refresh(
        state nextState: nonisolated(nonsending) @escaping () async -> State,
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

    /// `refresh(state:function:file:line:)` for a `@Sendable` closure, the
    /// 1.x signature, kept so code that names it keeps compiling; calls resolve to the
    /// `nonisolated(nonsending)` form (see `observeAsync(_:function:file:line:)`).
    @_disfavoredOverload
    public func refresh(
        state nextState: @escaping @Sendable () async -> State,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) async {
        let task = startAsyncAction({ await nextState() }, site: JourneyActionSite(shape: .refresh, function: function, file: file, line: line))
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
    /// format documented on ``StateContainerDebugOptions`` without set-up); an empty set
    /// turns logging off. Returns `self`.
    @discardableResult
    public func _debug(options: StateContainerDebugOptions = .defaults) -> Self {
        stateContainer.setDebugOptions(options)
        return self
    }
}
