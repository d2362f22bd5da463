import Gtk

/// A UIKit-style view controller for GTK: owns a root widget, loads its layout from a
/// GtkBuilder `.ui` file (or takes a widget built in code), reports lifecycle events,
/// and hosts child controllers.
///
/// Use it with VSM's `@RenderedViewState` in a final subclass:
/// ```swift
/// final class ProfileViewController: ViewController {
///     @RenderedViewState var state: ProfileViewState
///     private var spinner: Spinner!
///
///     init(state: ProfileViewState, uiFile: String) throws {
///         _state = .init(wrappedValue: state, render: Self.render)
///         try super.init(uiFile: uiFile, rootID: "root")
///     }
///     override func connectOutlets(from builder: Builder) throws {
///         spinner = try builder.object(Spinner.self, id: "spinner")
///     }
///     override func viewDidAppear() {
///         if case .initialized(let loader) = state { $state.observe(loader.load()) }
///     }
///     func render() { switch state { … } }
/// }
/// ```
///
/// Lifecycle guarantees (all on the main actor, synchronously):
/// 1. `connectOutlets(from:)` then `viewDidLoad()` run exactly once, at the end of the
///    initializer, after the layout is loaded; an outlet error fails the initializer.
/// 2. `viewDidAppear()` runs once, the first time the root widget is mapped (shown on
///    screen in a presented window).
/// 3. `viewWillDisappear()` runs each time the root widget is unmapped: hidden, removed
///    from its container, or its window closed.
///
/// Memory: the controller holds its root widget; widget signal handlers must capture the
/// controller weakly. `Window.setRootViewController(_:)` ties a controller to its
/// window, and it (with its children and their widgets) is released when the window is
/// destroyed (closed).
@MainActor
open class ViewController {
    /// The root widget of this controller's layout.
    public let view: Widget

    /// The builder the layout came from (`nil` for code-first controllers). It keeps
    /// the file's top-level objects alive while the controller exists.
    public let builder: Builder?

    /// The child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []

    /// The controller hosting this one, if any.
    public private(set) weak var parent: ViewController?

    /// Whether `viewDidAppear()` has run.
    public private(set) var hasAppeared = false

    private var lifecycleConnections: [SignalConnection] = []

    /// Loads the layout from the GtkBuilder file at `uiFile`; the root widget is the
    /// object with id `rootID`. Throws `BuilderError` (naming the file and the id) when
    /// the file cannot be loaded, the root is missing or not a widget, or
    /// `connectOutlets(from:)` throws.
    public init(uiFile: String, rootID: String) throws {
        let builder = try Builder(file: uiFile)
        self.builder = builder
        view = try builder.object(Widget.self, id: rootID)
        try finishLoading()
    }

    /// Loads the layout from a GtkBuilder document in a string (`name` is used in error
    /// messages), as `init(uiFile:rootID:)`.
    public init(uiString: String, name: String, rootID: String) throws {
        let builder = try Builder(string: uiString, name: name)
        self.builder = builder
        view = try builder.object(Widget.self, id: rootID)
        try finishLoading()
    }

    /// Code-first: uses `view` as the root widget (by default an empty vertical box to
    /// fill in `viewDidLoad`).
    public init(view: Widget = Box(orientation: .vertical, spacing: 0)) {
        builder = nil
        self.view = view
        // Code-first controllers have no builder, so the outlet hook cannot fail.
        try? finishLoading()
    }

    isolated deinit {
        // The root widget may outlive the controller (another owner); do not leave
        // lifecycle handlers behind on it.
        for connection in lifecycleConnections { connection.disconnect() }
    }

    private func finishLoading() throws {
        if let builder { try connectOutlets(from: builder) }
        lifecycleConnections.append(view.onMap { [weak self] in
            guard let self, !self.hasAppeared else { return }
            self.hasAppeared = true
            self.viewDidAppear()
        })
        lifecycleConnections.append(view.onUnmap { [weak self] in
            self?.viewWillDisappear()
        })
        viewDidLoad()
    }

    // MARK: Lifecycle hooks (override; calling super is optional, it does nothing)

    /// Looks up the outlets of a builder-loaded layout. Runs before `viewDidLoad`.
    open func connectOutlets(from builder: Builder) throws {}

    /// The layout is loaded and outlets are connected: wire up signal handlers here.
    open func viewDidLoad() {}

    /// The root widget was mapped for the first time: start the view's state journey.
    open func viewDidAppear() {}

    /// The root widget is being unmapped (hidden, removed, or its window closes).
    open func viewWillDisappear() {}

    // MARK: Child controllers

    /// Makes `child` a child of this controller and appends its root widget to
    /// `container` (a box in this controller's layout). A child that already has a
    /// parent is first removed from it.
    public func addChild(_ child: ViewController, in container: Box) {
        precondition(child !== self, "a view controller cannot be its own child")
        child.removeFromParent()
        children.append(child)
        child.parent = self
        container.append(child.view)
    }

    /// Removes this controller from its parent and its root widget from its container.
    /// Does nothing without a parent. The parent no longer retains it.
    public func removeFromParent() {
        guard let parent else { return }
        view.removeFromParentContainer()
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Removes every child controller (and their widgets), last added first.
    public func removeAllChildren() {
        for child in children.reversed() { child.removeFromParent() }
    }
}
