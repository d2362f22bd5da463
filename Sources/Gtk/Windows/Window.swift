import CGtk

/// A `GtkWindow`.
///
/// Ownership: GTK keeps every window alive in its toplevel list until it is destroyed
/// (closed); this wrapper holds its own extra reference, so a closed window's memory is
/// freed once the last wrapper is gone. Use `retainUntilDestroyed(_:)` to tie Swift
/// objects (view controllers) to the window's life.
@MainActor
open class Window: Widget {
    /// `gtk_window_get_type()`: typed builder lookups check objects against it.
    override open class var gType: GType { gtk_window_get_type() }

    /// Creates a plain top-level window (not yet shown).
    public convenience init() {
        self.init(retaining: gtk_window_new())
    }

    /// The instance as `GtkWindow *`.
    public var windowPointer: UnsafeMutablePointer<GtkWindow> { cast() }

    /// The title (plain text).
    public var title: String? {
        get { String(gString: gtk_window_get_title(windowPointer)) }
        set { gtk_window_set_title(windowPointer, newValue?.nulSafe) }
    }

    /// The content widget (`nil` removes it). Reading returns the widget's one wrapper:
    /// `window.child === content` after `window.child = content`.
    public var child: Widget? {
        get { gtk_window_get_child(windowPointer).flatMap { Widget.wrap(UnsafeMutableRawPointer($0)) } }
        set { gtk_window_set_child(windowPointer, newValue?.widgetPointer) }
    }

    /// ``ChildContainer``: makes `child` the window's content (``child``), replacing the
    /// previous one. Declared here, not in an extension, so that a window whose content
    /// lives elsewhere (libadwaita's `ApplicationWindow`) can override it.
    open func addChildWidget(_ child: Widget) {
        self.child = child
    }

    /// ``ChildContainer``: clears the content when it is `child`.
    open func removeChildWidget(_ child: Widget) {
        if self.child === child { self.child = nil }
    }

    /// A custom title bar, typically a `HeaderBar`.
    public func setTitlebar(_ titlebar: Widget?) {
        gtk_window_set_titlebar(windowPointer, titlebar?.widgetPointer)
    }

    /// The size the window opens with.
    public func setDefaultSize(width: Int32, height: Int32) {
        gtk_window_set_default_size(windowPointer, width, height)
    }

    /// Keeps the window above `parent` and centred on it (dialogs).
    public func setTransient(for parent: Window?) {
        gtk_window_set_transient_for(windowPointer, parent?.windowPointer)
    }

    /// Whether the window blocks input to the other windows of the application.
    public var isModal: Bool {
        get { gtk_window_get_modal(windowPointer) != 0 }
        set { gtk_window_set_modal(windowPointer, newValue ? 1 : 0) }
    }

    /// Whether destroying the window this one is transient for (`setTransient(for:)`)
    /// destroys this one too: a dialog that belongs to one window goes with it.
    public var destroysWithParent: Bool {
        get { gtk_window_get_destroy_with_parent(windowPointer) != 0 }
        set { gtk_window_set_destroy_with_parent(windowPointer, newValue ? 1 : 0) }
    }

    /// Whether closing hides the window instead of destroying it.
    public var hidesOnClose: Bool {
        get { gtk_window_get_hide_on_close(windowPointer) != 0 }
        set { gtk_window_set_hide_on_close(windowPointer, newValue ? 1 : 0) }
    }

    /// Whether the window has the keyboard focus of the desktop.
    public var isActive: Bool { gtk_window_is_active(windowPointer) != 0 }

    /// The widget with keyboard focus in this window, if any.
    public var focusedWidget: Widget? {
        gtk_window_get_focus(windowPointer).flatMap { Widget.wrap(UnsafeMutableRawPointer($0)) }
    }

    /// Shows the window and brings it to the front.
    public func present() { gtk_window_present(windowPointer) }

    /// Asks the window to close, as the close button does: `close-request` handlers may
    /// veto; otherwise the window is hidden (if `hidesOnClose`) or destroyed.
    public func close() { gtk_window_close(windowPointer) }

    /// Destroys the window unconditionally: removes it from the toplevel list and
    /// disposes it (its widgets and signal handlers are released).
    public func destroy() { gtk_window_destroy(windowPointer) }

    /// Runs `handler` when the user or `close()` asks to close the window. Return `true`
    /// to keep the window open, `false` to let it close.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connectKnown("close-request", expecting: .boolean) { arguments in arguments.setReturn(handler()) }
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
    /// `onCloseRequest(_:)` with a handler that receives the window.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor (Self) -> Bool) -> SignalConnection {
        connectKnown("close-request", expecting: .boolean) { [weak self] arguments in
            guard let self else { return }
            arguments.setReturn(handler(self))
        }
    }
}

extension Window: ChildContainer {}
