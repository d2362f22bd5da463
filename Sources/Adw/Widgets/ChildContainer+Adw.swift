import Gtk

// libadwaita's single-child containers as `ChildContainer`s, so a view controller's view can
// be put straight into them (`addChild(editor, in: clamp)`): the new child replaces the
// previous one, and removing clears the child only when it is the one given.

extension Clamp: ChildContainer {
    /// Makes `child` the clamped child, replacing the previous one.
    public func addChildWidget(_ child: Widget) { self.child = child }

    /// Clears the child when it is `child`.
    public func removeChildWidget(_ child: Widget) {
        if self.child === child { self.child = nil }
    }
}

extension ToastOverlay: ChildContainer {
    /// Makes `child` the content under the toasts, replacing the previous one.
    public func addChildWidget(_ child: Widget) { self.child = child }

    /// Clears the content when it is `child`.
    public func removeChildWidget(_ child: Widget) {
        if self.child === child { self.child = nil }
    }
}

extension StatusPage: ChildContainer {
    /// Makes `child` the widget below the description, replacing the previous one.
    public func addChildWidget(_ child: Widget) { self.child = child }

    /// Clears that widget when it is `child`.
    public func removeChildWidget(_ child: Widget) {
        if self.child === child { self.child = nil }
    }
}
