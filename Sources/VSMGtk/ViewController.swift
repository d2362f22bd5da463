import Gtk

/// A UIKit-style view controller for GTK: owns a root widget, reports lifecycle events
/// with UIKit's meaning, and hosts child controllers.
///
/// This base class is code-first: override `loadView()` (or pass a widget to
/// `init(view:)`) and build the widgets in `viewDidLoad()`. For a layout in a GtkBuilder
/// `.ui` file with typed outlets, subclass `BuilderViewController<Outlets>`.
///
/// Lifecycle guarantees (all on the main actor, synchronously):
/// 1. No override runs during `init`. The view is loaded lazily, on the first access of
///    `view` (or `loadViewIfNeeded()`), as in UIKit: `loadView()` then `viewDidLoad()`,
///    exactly once per controller, after the subclass's initializer has finished.
/// 2. Every time the root widget is mapped (it and its ancestors visible in a presented
///    window): `viewWillAppear()` then `viewDidAppear()`. Every time it is unmapped
///    (hidden, removed from its container, or its window closed): `viewWillDisappear()`
///    then `viewDidDisappear()`. Appear and disappear calls strictly alternate, starting
///    with an appearance. GTK maps in one synchronous step, so the "will" and "did" calls
///    of one transition run back to back; a child controller's calls run before its
///    parent's (GTK maps and unmaps children inside the parent's map and unmap).
/// 3. `isFirstAppearance` is `true` during (and after) the first appearance until the
///    second one begins: use it for one-time kickoffs in `viewDidAppear()`.
///
/// Memory: the controller holds its root widget; widget signal handlers must capture the
/// controller weakly. A parent holds its children (``addChild(_:in:)`` until
/// ``removeFromParent()``); a child holds its parent and its container weakly.
/// `Window.setRootViewController(_:)` ties a controller to its window, and it (with its
/// children and their widgets) is released when the window is destroyed (closed) or when
/// another root controller replaces it.
@MainActor
open class ViewController {
    private var loadedView: Widget?
    /// A widget given to `init(view:)`, handed out by the default `loadView()`.
    private var providedView: Widget?
    private var lifecycleConnections: [SignalConnection] = []
    private var isLoadingView = false

    /// The child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []

    /// The controller hosting this one, if any.
    public private(set) weak var parent: ViewController?

    /// The container `addChild(_:in:)` put the root widget in; weak, as it belongs to the
    /// parent's layout.
    private weak var hostContainer: (any ChildContainer)?

    /// How many times the root widget has been mapped (appearances begun).
    public private(set) var appearanceCount = 0

    /// Whether the root widget is currently shown: between `viewWillAppear()` and the
    /// next `viewWillDisappear()`.
    public private(set) var isAppeared = false

    /// Whether the current (or most recent) appearance is the first one: `true` from the
    /// first `viewWillAppear()` until the second appearance begins.
    public var isFirstAppearance: Bool { appearanceCount == 1 }

    /// Code-first: the root widget comes from `loadView()` (by default an empty vertical
    /// box) on the first access of `view`.
    public init() {}

    /// Code-first with a given root widget: the default `loadView()` returns `view`.
    /// The widget is only held here; `viewDidLoad()` still runs on first access of `view`.
    public init(view: Widget) {
        providedView = view
    }

    isolated deinit {
        // The root widget may outlive the controller (another owner); do not leave
        // lifecycle handlers behind on it.
        for connection in lifecycleConnections { connection.disconnect() }
    }

    // MARK: The view

    /// The root widget. The first access loads it (`loadView()`, then `viewDidLoad()`).
    public var view: Widget {
        if let loadedView { return loadedView }
        return loadViewNow()
    }

    /// Whether the view has been loaded (reading it does not load it).
    public var isViewLoaded: Bool { loadedView != nil }

    /// The loaded view, or `nil` without loading it.
    public var viewIfLoaded: Widget? { loadedView }

    /// Loads the view now if it has not been loaded yet.
    public func loadViewIfNeeded() { _ = view }

    private func loadViewNow() -> Widget {
        precondition(!isLoadingView, "loadView() must not read `view`; return the root widget instead")
        isLoadingView = true
        let root = loadView()
        isLoadingView = false
        loadedView = root
        providedView = nil
        lifecycleConnections.append(root.onMap { [weak self] _ in self?.appear() })
        lifecycleConnections.append(root.onUnmap { [weak self] _ in self?.disappear() })
        viewDidLoad()
        // A controller whose root is already on screen (rare: a widget shown elsewhere
        // and handed to `init(view:)`) starts appeared, so the calls still alternate.
        if root.mapped { appear() }
        return root
    }

    private func appear() {
        guard !isAppeared else { return }
        isAppeared = true
        appearanceCount += 1
        viewWillAppear()
        viewDidAppear()
    }

    private func disappear() {
        guard isAppeared else { return }
        isAppeared = false
        viewWillDisappear()
        viewDidDisappear()
    }

    // MARK: Lifecycle hooks (override; calling super is optional, the base does nothing)

    /// Creates the root widget. Runs once, on the first access of `view`; must not read
    /// `view`. The default returns the widget given to `init(view:)`, or an empty
    /// vertical box.
    open func loadView() -> Widget {
        providedView ?? Box(orientation: .vertical, spacing: 0)
    }

    /// The view is loaded (and, for builder controllers, outlets are connected): wire up
    /// signal handlers and start rendering here. Runs once, after `init` has finished.
    open func viewDidLoad() {}

    /// The root widget is about to be shown (each map). Runs before `viewDidAppear()`.
    open func viewWillAppear() {}

    /// The root widget was shown (each map). Check `isFirstAppearance` for one-time
    /// kickoffs, such as starting the view's state journey.
    open func viewDidAppear() {}

    /// The root widget is being hidden (each unmap: hidden, removed, or its window closes).
    open func viewWillDisappear() {}

    /// The root widget was hidden (each unmap). Runs after `viewWillDisappear()`.
    open func viewDidDisappear() {}

    // MARK: Child controllers

    /// Makes `child` a child of this controller and puts its root widget into `container`
    /// (loading the child's view if needed): appended to a `Box` or `ListBox`, or as the
    /// content of a single-child container (`Window`, `ScrolledWindow`, libadwaita's
    /// `Clamp`, `ToastOverlay`, `StatusPage`, `ApplicationWindow`), replacing what it
    /// showed. A child that already has a parent is first removed from it.
    ///
    /// Ownership: this controller keeps `child` alive (in ``children``) until
    /// ``removeFromParent()``; GTK's container holds the child's root widget, and the child
    /// holds it too. `container` is not retained: it belongs to this controller's layout.
    /// Replacing a single-child container's content through its own setter does not
    /// detach the child controller; call ``removeFromParent()`` for that. Main actor.
    public func addChild(_ child: ViewController, in container: some ChildContainer) {
        precondition(child !== self, "a view controller cannot be its own child")
        child.removeFromParent()
        children.append(child)
        child.parent = self
        child.hostContainer = container
        container.addChildWidget(child.view)
    }

    /// Removes this controller from its parent and its root widget from the container
    /// `addChild(_:in:)` put it in (a single-child container is left empty). Does nothing
    /// without a parent. The parent no longer retains it: unless something else holds it,
    /// the controller is freed, and with it its root widget once GTK has let go of it.
    /// Main actor.
    public func removeFromParent() {
        guard let parent else { return }
        if let loadedView {
            if let hostContainer {
                hostContainer.removeChildWidget(loadedView)
            } else {
                // The container is gone (freed with its layout): only the link to it is left.
                loadedView.removeFromParentContainer()
            }
        }
        hostContainer = nil
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Removes every child controller (and their widgets), last added first.
    public func removeAllChildren() {
        for child in children.reversed() { child.removeFromParent() }
    }
}
