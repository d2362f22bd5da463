import Logging
/// Holds a view state and changes it only through actions observed with `observe…`.
///
/// Guarantees (docs/Design.md, "VSM's contract"):
/// - **Thread:** everything happens on the main actor: `state` is set, and willSet / didSet
///   observers (including `render`) run, on the main thread only.
/// - **One action at a time:** every `observe…` call cancels the running action (its `Task`
///   or bridged subscription) before starting the new one.
/// - **No stale state:** each action gets a generation number; a state is applied only if
///   its action is still the newest one *at the moment it is applied on the main actor*, so
///   a state already queued for the main thread when a newer action starts never lands.
/// - **Order:** states of one action are applied in the order the action produces them.
/// - **Synchronous states:** `observe(_:)` with a plain state on the main actor sets the
///   state before it returns — except when called from inside a willSet / didSet observer
///   (e.g. a `render`), where the state is queued and applied right after the current
///   change finishes notifying, so observers never recurse and no state is lost.
/// - **Lifetime:** deallocating the container cancels its running action and its pending
///   debounced actions. Actions hold the container weakly.
///
/// The observe methods live in the ``StateObserving`` protocol extension so that
/// `StateContainer` and `$state` of ``RenderedViewState`` offer exactly the same forms.
///
/// Performance: the per-change path (`beginAction`, `deliver`, `apply`, the observer
/// notification) is `@inlinable`, with `@usableFromInline` internals, so a client module
/// specialises it for its concrete state type; unspecialised generic code paid runtime
/// metadata lookups on every change. Rare paths (re-entrant queueing, logging, pruning)
/// stay out of line.
///
/// The fields that path reads and writes are `@exclusivity(unchecked)`: the runtime's
/// exclusivity check, at every one of the many accesses per change, would cost more than the
/// rest of a synchronous `observe` + render (docs/Benchmarks.md, "Why the synchronous path is
/// cheap"). The compiler still checks them statically. The check is not needed at run time
/// because everything runs on the main actor and no access stays open while other code runs:
/// observers are called on a copy of their list (`StateObserverList.notify(_:with:)`), queued
/// states are read one at a time, and the list's own mutations (adding, pruning) call no
/// client code.
@MainActor
public final class StateContainer<State>: StateObserving {
    /// The current state. Read-only from outside: change it with an `observe…` call.
    @inlinable
    public var state: State { currentState }

    /// Storage of ``state``; set only by ``apply(_:)``.
    @exclusivity(unchecked) @usableFromInline var currentState: State

    /// Generation of the newest action. Only states tagged with it may land.
    @exclusivity(unchecked) @usableFromInline var generation: UInt64 = 0
    /// The running Swift Concurrency action, cancelled when superseded.
    @exclusivity(unchecked) @usableFromInline var runningTask: Task<Void, Never>?
    /// Cancels a bridged action (e.g. an OpenCombine subscription), see ``ExternalAction``.
    @exclusivity(unchecked) @usableFromInline var runningCancellation: (@MainActor () -> Void)?

    @exclusivity(unchecked) @usableFromInline var willSetObservers = StateObserverList<State>()
    @exclusivity(unchecked) @usableFromInline var didSetObservers = StateObserverList<State>()
    /// States produced while observers are being notified, applied afterwards in order.
    @exclusivity(unchecked) @usableFromInline var pendingStates: [PendingState] = []

    @usableFromInline
    struct PendingState {
        let state: State
        let generation: UInt64
    }
    /// Whether observers are being notified: a state delivered meanwhile is queued.
    @exclusivity(unchecked) @usableFromInline var isNotifying = false

    /// Pending debounced actions, created on first use.
    private var debouncer: Debouncer?
    private let debounceClock: DebounceClock

    /// Debug logging of this container; `nil` when off (the common, fast case).
    var debugLogger: DebugLogger? {
        didSet { isLogging = debugLogger != nil }
    }
    /// `debugLogger != nil`, kept as a plain flag so the per-change check costs nothing.
    @exclusivity(unchecked) @usableFromInline var isLogging = false
    /// Journey recording of this container; `nil` when off (the common, fast case).
    @usableFromInline var journeyRecorder: JourneyRecorder? {
        didSet { isRecording = journeyRecorder != nil }
    }
    /// `journeyRecorder != nil`, a plain flag so the per-change check costs one load.
    @exclusivity(unchecked) @usableFromInline var isRecording = false
    /// The `observe…` call that started the newest action, captured only while recording.
    @exclusivity(unchecked) @usableFromInline var actionSite: JourneyActionSite?
    /// `State`'s name for journey lines, made on the first recorded change.
    var journeyTypeName: String?

    /// Where a test captures this container's log lines (stderr format); `nil` otherwise.
    var logCapture: (@Sendable (String) -> Void)?

    /// Creates a container holding `state`; debounced actions use `ContinuousClock`.
    ///
    /// Transitions are logged when ``VSMLogging/logger`` lets them through, or on stderr
    /// when the environment variable `VSM_DEBUG` is `1` (see ``StateContainerDebugOptions``).
    public init(state: State) {
        self.currentState = state
        self.debounceClock = DebounceClock(ContinuousClock())
        self.debugLogger = DebugLogger.forNewContainer(stateType: State.self)
        self.isLogging = debugLogger != nil  // didSet does not run in init
        self.journeyRecorder = JourneyRecorder.environment
        self.isRecording = journeyRecorder != nil
    }

    /// Creates a container whose debounced actions wait on `debounceClock`.
    ///
    /// Inject a manual clock in tests to make debouncing deterministic.
    public init<C: Clock>(state: State, debounceClock: C) where C.Duration == Duration {
        self.currentState = state
        self.debounceClock = DebounceClock(debounceClock)
        self.debugLogger = DebugLogger.forNewContainer(stateType: State.self)
        self.isLogging = debugLogger != nil  // didSet does not run in init
        self.journeyRecorder = JourneyRecorder.environment
        self.isRecording = journeyRecorder != nil
    }

    isolated deinit {
        cancelRunningAction()
        debouncer?.cancelAll()
    }

    /// `StateObserving` conformance: a container observes into itself.
    public var stateContainer: StateContainer<State> { self }

    // MARK: Actions

    /// Cancels the running action and returns the generation of a new one.
    @inlinable
    func beginAction() -> UInt64 {
        cancelRunningAction()
        generation &+= 1
        return generation
    }

    /// Whether `generation` still identifies the newest action.
    @inlinable
    func isCurrent(_ generation: UInt64) -> Bool {
        generation == self.generation
    }

    /// Records the task running the action `generation` so a newer action can cancel it.
    @usableFromInline
    func attach(_ task: Task<Void, Never>, to generation: UInt64) {
        if isCurrent(generation) {
            runningTask = task
        } else {
            task.cancel()
        }
    }

    /// Records how to cancel the bridged action `generation`.
    @usableFromInline
    func attachCancellation(_ cancel: @escaping @MainActor () -> Void, to generation: UInt64) {
        if isCurrent(generation) {
            runningCancellation = cancel
        } else {
            cancel()
        }
    }

    /// Forgets the finished action `generation` so its task and captures are released.
    @usableFromInline
    func actionFinished(_ generation: UInt64) {
        guard isCurrent(generation) else { return }
        runningTask = nil
        runningCancellation = nil
    }

    /// Cancels the running task or bridged action, if any (runs its cancel closure once).
    @inlinable
    func cancelRunningAction() {
        runningTask?.cancel()
        runningTask = nil
        if let cancel = runningCancellation {
            runningCancellation = nil
            cancel()
        }
    }

    /// Notes the call site of the action just begun (recording on: not inlined).
    @usableFromInline
    func noteAction(_ site: JourneyActionSite) {
        actionSite = site
    }

    /// Applies `newState` if `generation` is still the newest action, else drops it.
    @inlinable
    func deliver(_ newState: State, generation: UInt64) {
        guard isCurrent(generation) else { return }
        if isNotifying {
            enqueue(newState, generation: generation)
            return
        }
        isNotifying = true
        defer { isNotifying = false }
        apply(newState)
        // States queued by observers, in order; a newer action drops older queued states.
        if !pendingStates.isEmpty {
            applyPendingStates()
        }
    }

    /// Queues a state delivered from inside an observer (rare: not inlined).
    @usableFromInline
    func enqueue(_ newState: State, generation: UInt64) {
        pendingStates.append(PendingState(state: newState, generation: generation))
    }

    /// Applies the states queued during a notification, in order, skipping those of
    /// superseded actions (rare: not inlined).
    @usableFromInline
    func applyPendingStates() {
        var index = 0
        while index < pendingStates.count {
            let pending = pendingStates[index]
            index += 1
            if isCurrent(pending.generation) {
                apply(pending.state)
            }
        }
        pendingStates.removeAll()
    }

    /// Sets `newState`: willSet log and observers, assignment, didSet log and observers.
    @inlinable
    func apply(_ newState: State) {
        if isLogging {
            log(willSet: newState)
        }
        if isRecording {
            recordJourney(to: newState)
        }
        if !willSetObservers.isEmpty,
           StateObserverList.notify(willSetObservers.snapshot, with: newState) {
            willSetObservers.pruneCancelled()
        }
        currentState = newState
        if isLogging {
            log(didSet: newState)
        }
        if !didSetObservers.isEmpty,
           StateObserverList.notify(didSetObservers.snapshot, with: newState) {
            didSetObservers.pruneCancelled()
        }
    }

    /// Appends the journey line of the change to `newState` (recording on: not inlined).
    @usableFromInline
    func recordJourney(to newState: State) {
        guard let journeyRecorder else { return }
        let typeName = journeyTypeName ?? String(describing: State.self)
        journeyTypeName = typeName
        journeyRecorder.record(typeName: typeName, from: currentState, to: newState, site: actionSite)
    }

    /// Logs the willSet event if the debug options ask for it (logging on: not inlined).
    @usableFromInline
    func log(willSet newState: State) {
        debugLogger?.log(.willSet, newState)
    }

    /// Logs the didSet event if the debug options ask for it (logging on: not inlined).
    @usableFromInline
    func log(didSet newState: State) {
        debugLogger?.log(.didSet, newState)
    }

    /// Reports an error that ended action `generation` (a throwing sequence): the last good
    /// state stays and the error is always logged, at `.error` (stderr without set-up).
    @usableFromInline
    func actionFailed(_ error: any Error, generation: UInt64) {
        let log = debugLogger ?? errorLog()
        log.logError(error, superseded: !isCurrent(generation))
        actionFinished(generation)
    }

    /// The log for errors when transitions are not logged.
    private func errorLog() -> DebugLogger {
        let log = DebugLogger(stateType: State.self, options: [], logger: VSMLogging.logger)
        return logCapture.map { log.capturing(to: $0) } ?? log
    }

    // MARK: Debounce

    func debounce(
        _ action: @escaping @MainActor () -> Void,
        identifier: AnyHashable,
        dueTime: Duration
    ) {
        let debouncer = self.debouncer ?? Debouncer(clock: debounceClock)
        self.debouncer = debouncer
        debouncer.schedule(action, identifier: identifier, dueTime: dueTime)
    }

    func cancelDebounce(identifier: AnyHashable) {
        debouncer?.cancel(identifier: identifier)
    }

    func isDebouncePending(identifier: AnyHashable) -> Bool {
        debouncer?.isPending(identifier: identifier) ?? false
    }

    // MARK: willSet / didSet observation

    @usableFromInline
    func addWillSetObserver(_ handler: @escaping @MainActor (State) -> Void) -> StateObservationToken {
        willSetObservers.add(handler)
    }

    @usableFromInline
    func addDidSetObserver(_ handler: @escaping @MainActor (State) -> Void) -> StateObservationToken {
        didSetObservers.add(handler)
    }

    // MARK: Debugging

    func setJourneyRecorder(_ recorder: JourneyRecorder?) {
        journeyRecorder = recorder
        if recorder == nil { actionSite = nil }
    }

    func setDebugOptions(_ options: StateContainerDebugOptions) {
        guard !options.isEmpty else {
            debugLogger = nil
            return
        }
        let log = DebugLogger.explicit(stateType: State.self, options: options, container: ObjectIdentifier(self))
        debugLogger = logCapture.map { log.capturing(to: $0) } ?? log
    }

    /// Sends this container's log lines to `output` (stderr format) from now on; for tests.
    func captureLog(to output: @escaping @Sendable (String) -> Void) {
        logCapture = output
        debugLogger = debugLogger?.capturing(to: output)
    }
}
