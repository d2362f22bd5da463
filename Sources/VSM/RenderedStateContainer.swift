import Logging

/// The `$state` of a ``RenderedViewState``: every `observe…` form (through
/// ``StateObserving``), willSet / didSet observation, and ``startRendering(on:)``.
///
/// Holds the view weakly: rendering stops when the view is deallocated, and neither the
/// container nor the render function keeps the view alive.
///
/// The initializers and ``isRendering`` are `@inlinable` so the render observer is built
/// in the client module, where the compiler can call the view's render method directly
/// instead of forming a bound-method closure on every change.
@MainActor
public final class RenderedStateContainer<State>: StateObserving {
    /// The container holding the state.
    public let stateContainer: StateContainer<State>

    /// Casts the view to the render function's type and registers the render observer;
    /// nil if the view has another type.
    @usableFromInline let bind: (AnyObject, StateContainer<State>) -> StateObservationToken?
    @usableFromInline let viewTypeName: String
    /// The render observation; non-nil once rendering has started. Read on every `state`
    /// read; `@exclusivity(unchecked)` like the container's change path (see
    /// ``StateContainer``): main actor only, and no access stays open across other code.
    @exclusivity(unchecked) @usableFromInline var renderToken: StateObservationToken?

    @inlinable
    init<View: AnyObject>(
        container: StateContainer<State>,
        viewType: View.Type,
        render: @escaping @MainActor (View) -> @MainActor () -> Void
    ) {
        self.stateContainer = container
        self.viewTypeName = String(describing: viewType)
        self.bind = { object, container in
            guard let view = object as? View else { return nil }
            weak let weakView = view
            let token = container.addDidSetObserver { _ in
                if let view = weakView { render(view)() }
            }
            return token
        }
        self.initialRender = { object, _ in
            if let view = object as? View { render(view)() }
        }
    }

    @inlinable
    init<View: AnyObject>(
        container: StateContainer<State>,
        viewType: View.Type,
        render: @escaping @MainActor (View) -> @MainActor (State) -> Void
    ) {
        self.stateContainer = container
        self.viewTypeName = String(describing: viewType)
        self.bind = { object, container in
            guard let view = object as? View else { return nil }
            weak let weakView = view
            return container.addWillSetObserver { newState in
                if let view = weakView { render(view)(newState) }
            }
        }
        self.initialRender = { object, state in
            if let view = object as? View { render(view)(state) }
        }
    }

    /// Casts the view to the render function's type and renders `state` on it.
    @usableFromInline let initialRender: (AnyObject, State) -> Void

    /// The container's state, as the view's `state` reads it on every render.
    ///
    /// A member, so the container is read through `self` for the whole access. Read from the
    /// outside (`rendered.stateContainer.state`), the compiler retains and releases the
    /// container around the read, and once anything holds the container weakly (every action
    /// that runs past its call does) both go through its side table, which costs the
    /// synchronous change path about a quarter more (docs/Benchmarks.md, "VSM core").
    @inlinable
    var currentState: State { stateContainer.currentState }

    /// Whether rendering has started.
    @inlinable
    public var isRendering: Bool { renderToken != nil }

    /// Starts rendering on `view`: renders the current state once now, then exactly once
    /// per change, synchronously on the main actor. A second call does nothing. `view` is
    /// held weakly.
    ///
    /// `view` must be the object whose render function was given to
    /// ``RenderedViewState``'s initializer (the one that declares the property); another
    /// type is logged as a warning (``VSMLogging``) and ignored, so a later correct call still
    /// works.
    public func startRendering(on view: some AnyObject) {
        guard renderToken == nil else { return }
        guard let token = bind(view, stateContainer) else {
            VSMLogging.logger.warning(
                "startRendering(on:) ignored: expected a \(viewTypeName), got a \(type(of: view))"
            )
            return
        }
        // Store the token before the first render, so a render that reads `state`
        // (which starts rendering) does not start it again.
        renderToken = token
        initialRender(view, stateContainer.state)
    }
}
