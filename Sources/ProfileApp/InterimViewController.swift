import Gtk

/// INTERIM: a minimal view-controller base until VSMGtk's `ViewController` lands on
/// wip/gtk; then this file is deleted and the controllers subclass VSMGtk's.
///
/// Lifecycle: `viewDidLoad` right after init; `viewDidAppear` on the root widget's
/// first map; `viewWillDisappear` on each unmap. Main thread only.
@MainActor
open class ViewController {
    /// The root widget of the controller's layout.
    public let view: Widget
    /// The child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// The parent controller, while this one is a child.
    public private(set) weak var parent: ViewController?
    private var hasAppeared = false

    public init(view: Widget) {
        self.view = view
        view.onMap { [weak self] in
            guard let self, !self.hasAppeared else { return }
            self.hasAppeared = true
            self.viewDidAppear()
        }
        view.onUnmap { [weak self] in
            self?.viewWillDisappear()
        }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewDidAppear() {}
    open func viewWillDisappear() {}

    /// Adds `child` and embeds its root widget at the end of `container`.
    public func addChild(_ child: ViewController, in container: Box) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
        container.append(child.view)
    }

    /// Removes this controller from its parent and its root widget from its container.
    public func removeFromParent() {
        guard let parent else { return }
        view.removeFromParentContainer()
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }
}
