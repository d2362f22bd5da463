import CGtk

/// A widget that other widgets can be put into: what `ViewController.addChild(_:in:)`
/// (VSMGtk) accepts, so a child controller's view can go into a box, a window, a scrolled
/// window or a libadwaita container alike.
///
/// Conforming: `Box` and `ListBox` append; single-child containers (`Window`,
/// `ScrolledWindow`, and in `Adw` `ApplicationWindow`, `Clamp`, `ToastOverlay`,
/// `StatusPage`) replace their one child, so the earlier child is removed from them.
/// Your own container implements ``addChildWidget(_:)``; implement
/// ``removeChildWidget(_:)`` too unless `Widget.removeFromParentContainer()` already
/// knows how to take a child out of it.
///
/// Ownership: GTK's container holds the child widget (a C reference) while it is inside;
/// neither method keeps any Swift object alive. Main actor only, like every widget.
@MainActor
public protocol ChildContainer: Widget {
    /// Puts `child` into this container: appended to a box, as the one child of a
    /// single-child container (replacing the previous one). `child` must not have another
    /// parent.
    func addChildWidget(_ child: Widget)

    /// Takes `child` out of this container; does nothing when it is not this container's
    /// child. The default calls `child.removeFromParentContainer()` when the child's parent
    /// is this container.
    func removeChildWidget(_ child: Widget)
}

extension ChildContainer {
    public func removeChildWidget(_ child: Widget) {
        guard let parent = child.parent, parent.isSameWidget(as: self) else { return }
        child.removeFromParentContainer()
    }
}

extension Box: ChildContainer {
    /// Appends `child` (``Box/append(_:)``).
    public func addChildWidget(_ child: Widget) { append(child) }
}

extension ListBox: ChildContainer {
    /// Appends `child` as a new row.
    public func addChildWidget(_ child: Widget) { append(child) }
}

extension ScrolledWindow: ChildContainer {
    /// Makes `child` the scrolled content, replacing the previous one.
    public func addChildWidget(_ child: Widget) { self.child = child }

    /// Clears the content when it is `child`. GTK puts a widget that cannot scroll itself
    /// into a `GtkViewport`, so `child`'s parent may be that viewport rather than this
    /// window; the viewport goes with it.
    public func removeChildWidget(_ child: Widget) {
        guard let parent = child.parent else { return }
        if parent.isSameWidget(as: self) || parent.parent?.isSameWidget(as: self) == true {
            self.child = nil
        }
    }
}
