/// A two-way connection between one value of a container's state and an action, made by
/// `bind(_:to:function:file:line:)` and its
/// overloads (the Apple library's `bind(_:to:)`, which returns a SwiftUI `Binding`).
///
/// - **Get** reads the value from the container's *current* state, on every read.
/// - **Set** observes the bound action with the current state and the new value: it goes
///   through the container like any `observe…` call (it cancels the running action, a
///   synchronous action's state is set before `set` returns, and so on). Setting does not
///   change the state by itself: what lands is whatever the action produces.
/// - **Changes** can be observed with ``observeChanges(_:)`` (after each state change, with
///   the value in the new state), which is what widget bindings (`VSMGtk`'s
///   `Entry.bind(text:)`) use to follow the state.
///
/// Main actor only. Holds its container strongly, as the Apple library's binding does; the
/// container does not hold the binding.
@MainActor
@propertyWrapper
public struct StateBinding<Value>: Sendable {
    private let read: @MainActor () -> Value
    private let write: @MainActor (Value) -> Void
    private let addObserver: @MainActor (@escaping @MainActor (Value) -> Void) -> StateObservationToken
    private let scheduler: Scheduler?

    /// Schedules and cancels debounced writes on the bound container.
    private struct Scheduler: Sendable {
        let schedule: @MainActor (AnyHashable, Duration, @escaping @MainActor () -> Void) -> Void
        let cancel: @MainActor (AnyHashable) -> Void
        let isPending: @MainActor (AnyHashable) -> Bool
    }

    /// A binding on `observing`: `get` reads the bound value from a state, `set` performs the
    /// action for a new value. Used by the `bind` overloads; write your own for other action
    /// shapes (`VSMCombine` does for publishers).
    public init<Observing: StateObserving>(
        _ observing: Observing,
        get: @escaping @MainActor (Observing.State) -> Value,
        set: @escaping @MainActor (Value) -> Void
    ) {
        let container = observing.stateContainer
        self.read = { get(container.state) }
        self.write = set
        self.addObserver = { handler in
            container.addDidSetObserver { state in handler(get(state)) }
        }
        self.scheduler = Scheduler(
            schedule: { identifier, dueTime, action in
                container.debounce(action, identifier: identifier, dueTime: dueTime)
            },
            cancel: { container.cancelDebounce(identifier: $0) },
            isPending: { container.isDebouncePending(identifier: $0) }
        )
    }

    /// A binding that always reads `value` and ignores writes (SwiftUI's `.constant`): for
    /// previews and tests. ``observeChanges(_:)`` never calls its handler.
    public static func constant(_ value: Value) -> StateBinding<Value> {
        StateBinding(constant: value)
    }

    private init(constant value: Value) {
        self.read = { value }
        self.write = { _ in }
        self.addObserver = { _ in StateObservationToken() }
        self.scheduler = nil
    }

    /// The bound value in the current state; setting it performs the bound action.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself (`$value` of a `@StateBinding var value`).
    public var projectedValue: StateBinding<Value> { self }

    /// Performs the bound action for `value` now.
    public func set(_ value: Value) {
        write(value)
    }

    /// Performs the bound action for `value` after `dueTime`, unless another debounced set
    /// with the same `identifier` comes first (then this one never runs). Uses the container's
    /// debounce clock; dropped if the container is deallocated.
    public func set(_ value: Value, debounced dueTime: Duration, identifier: AnyHashable) {
        guard let scheduler else { return write(value) }
        let write = self.write
        scheduler.schedule(identifier, dueTime) { write(value) }
    }

    /// ``set(_:debounced:identifier:)-(_,Duration,_)`` with the due time in seconds.
    public func set(_ value: Value, debounced dueTime: Double, identifier: AnyHashable) {
        set(value, debounced: Duration(debounceInterval: dueTime), identifier: identifier)
    }

    /// Drops the pending debounced set for `identifier`, if any.
    public func cancelPendingSet(identifier: AnyHashable) {
        scheduler?.cancel(identifier)
    }

    /// Whether a debounced set for `identifier` is waiting.
    public func hasPendingSet(identifier: AnyHashable) -> Bool {
        scheduler?.isPending(identifier) ?? false
    }

    /// Calls `handler` with the bound value after each change of the container's state (also
    /// when the value itself is unchanged: compare if you care). Main actor, synchronous, as
    /// ``StateObserving/observeDidSet(_:)``. Lasts until the token is cancelled or released.
    public func observeChanges(_ handler: @escaping @MainActor (Value) -> Void) -> StateObservationToken {
        addObserver(handler)
    }
}
