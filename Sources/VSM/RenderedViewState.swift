/// A view state property of a class that renders itself: the UIKit-style VSM view.
///
/// ```swift
/// final class LoadUserProfileViewController: ViewController {
///     @RenderedViewState var state: LoadUserProfileViewState
///     init(state: LoadUserProfileViewState) {
///         _state = .init(wrappedValue: state, render: Self.render)
///         super.init()
///     }
///     func render() { switch state { … } }
/// }
/// ```
///
/// Guarantees:
/// - `render` runs once when rendering starts and then exactly once per state change,
///   synchronously on the main actor. `render()` runs after the change (didSet);
///   `render(_ newState:)` runs before it with the new state while `state` still holds the
///   old one (willSet).
/// - Rendering starts on the first read of `state` or on `$state.startRendering(on:)`,
///   whichever comes first; starting again does nothing.
/// - The view is held weakly; no retain cycle between the view, this wrapper, its
///   container and `render`. Deallocating the view deallocates the container, which
///   cancels its running action.
/// - `state` is get-only: change it with `$state.observe(…)` (``RenderedStateContainer``).
///
/// The enclosing class must be `@MainActor` (as every view is in Swift 6): its `render`
/// method is then main-actor isolated and converts to the `@MainActor` render parameter.
///
/// The initializers and the `state` read are `@inlinable`: specialised in the client, the
/// read is a few loads instead of a generic key-path projection on every render.
@MainActor
@propertyWrapper
public struct RenderedViewState<State> {
    /// `$state`: observe actions, start rendering, observe willSet / didSet.
    public let projectedValue: RenderedStateContainer<State>

    /// Renders with `render()` after each change (didSet). Pass the method unapplied:
    /// `render: Self.render`.
    ///
    /// `loggingEnabled: true` (the Apple library 2.0's parameter) logs this view's
    /// transitions as `$state._debug()` does: a didSet line per change, through
    /// ``VSMLogging/logger`` with its level lowered for this container (stderr without
    /// set-up), from the first change on. `false`, the default, leaves the container to the
    /// app-wide switches (`VSM_DEBUG=1`, the logger's level), so it does not silence them.
    @inlinable
    public init<View: AnyObject>(
        wrappedValue: State,
        render: @escaping @MainActor (View) -> @MainActor () -> Void,
        loggingEnabled: Bool = false
    ) {
        projectedValue = RenderedStateContainer(
            container: Self.makeContainer(state: wrappedValue, loggingEnabled: loggingEnabled),
            viewType: View.self,
            render: render
        )
    }

    /// Renders with `render(_ newState:)` before each change (willSet): the new state is the
    /// argument while `state` still holds the old one. Pass the method unapplied:
    /// `render: Self.render`. `loggingEnabled` as in the `render()` form above.
    @inlinable
    public init<View: AnyObject>(
        wrappedValue: State,
        render: @escaping @MainActor (View) -> @MainActor (State) -> Void,
        loggingEnabled: Bool = false
    ) {
        projectedValue = RenderedStateContainer(
            container: Self.makeContainer(state: wrappedValue, loggingEnabled: loggingEnabled),
            viewType: View.self,
            render: render
        )
    }

    /// A new container holding `state`, logging its didSet lines when `loggingEnabled`.
    @inlinable
    static func makeContainer(state: State, loggingEnabled: Bool) -> StateContainer<State> {
        let container = StateContainer(state: state)
        if loggingEnabled {
            container._debug(options: .defaults)
        }
        return container
    }

    /// Renders with `render()` after each change (didSet), on an existing `container`
    /// (the Apple library's `RenderedViewState(container:render:)`): the view shows and
    /// changes the state that `container` holds, so another owner (a parent controller, a
    /// test) can share it. The container is held strongly; the view weakly, as above.
    @inlinable
    public init<View: AnyObject>(
        container: StateContainer<State>,
        render: @escaping @MainActor (View) -> @MainActor () -> Void
    ) {
        projectedValue = RenderedStateContainer(container: container, viewType: View.self, render: render)
    }

    /// Renders with `render(_ newState:)` before each change (willSet), on an existing
    /// `container`; see the `render()` form above.
    @inlinable
    public init<View: AnyObject>(
        container: StateContainer<State>,
        render: @escaping @MainActor (View) -> @MainActor (State) -> Void
    ) {
        projectedValue = RenderedStateContainer(container: container, viewType: View.self, render: render)
    }

    /// Unavailable: `@RenderedViewState` works only on properties of classes, where reads go
    /// through the enclosing-instance subscript.
    @available(*, unavailable, message: "@RenderedViewState can only be applied to properties of classes")
    public var wrappedValue: State {
        get { fatalError("@RenderedViewState can only be applied to properties of classes") }
    }

    /// Reading `state` on an instance: starts rendering on first read, returns the state.
    @inlinable
    public static subscript<View: AnyObject>(
        _enclosingInstance view: View,
        wrapped wrappedKeyPath: KeyPath<View, State>,
        storage storageKeyPath: KeyPath<View, Self>
    ) -> State {
        let rendered = view[keyPath: storageKeyPath].projectedValue
        if !rendered.isRendering {
            rendered.startRendering(on: view)
        }
        return rendered.currentState
    }
}
