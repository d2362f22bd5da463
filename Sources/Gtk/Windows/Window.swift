import CGtk

/// A `GtkWindow`.
///
/// Ownership: GTK keeps every window alive in its toplevel list until it is destroyed
/// (closed); this wrapper holds its own extra reference, so a closed window's memory is
/// freed once the last wrapper is gone. Use `retainUntilDestroyed(_:)` to tie Swift
/// objects (view controllers) to the window's life.
@MainActor
extension Window {

    /// The instance as `GtkWindow *`.
    public var windowPointer: UnsafeMutablePointer<GtkWindow> { cast() }

    /// ``ChildContainer``: makes `child` the window's content, replacing the previous one:
    /// its `child`, or for a window class whose content lives elsewhere (libadwaita's
    /// `ApplicationWindow`: `content`) what that class registered in ``contentSlots``.
    public func addChildWidget(_ child: Widget) {
        if let slot = contentSlot { slot.set(self, child) } else { self.child = child }
    }

    /// ``ChildContainer``: clears the content when it is `child`.
    public func removeChildWidget(_ child: Widget) {
        if let slot = contentSlot {
            if slot.get(self) === child { slot.set(self, nil) }
        } else if self.child === child {
            self.child = nil
        }
    }

    /// Where windows of a GType (and its subtypes) keep their content, for window classes
    /// whose content is not GtkWindow's `child`. Registered by the module that wraps them.
    package static var contentSlots: [(type: GType, get: @MainActor (Window) -> Widget?,
                                       set: @MainActor (Window, Widget?) -> Void)] = []

    private var contentSlot: (type: GType, get: @MainActor (Window) -> Widget?, set: @MainActor (Window, Widget?) -> Void)? {
        Self.contentSlots.first { isA($0.type) }
    }

    /// Runs `handler` once when the window is destroyed: closed (unless it hides on
    /// close) or `destroy()`ed, that is, removed from GTK's toplevel windows. The handler
    /// and what it captures are kept alive until then. Works whether or not Swift
    /// wrappers of the window still exist.
    public func onDestroyed(_ handler: @escaping @MainActor () -> Void) {
        ToplevelWatcher.shared.onDestroyed(self, handler)
    }

    /// Keeps `object` alive until the window is destroyed, then releases it. Used to give
    /// a view controller the window's lifetime without a reference cycle.
    public func retainUntilDestroyed(_ object: AnyObject) {
        onDestroyed { withExtendedLifetime(object) {} }
    }
}

extension SignalEmitter where Self: Window {
}

extension Window: ChildContainer {}
