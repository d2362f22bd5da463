import CGLib

/// `GSimpleAction` as a named command without a parameter (menu items, accelerators).
extension SimpleAction {
    /// Creates an enabled action named `name` (no `app.`/`win.` prefix) whose
    /// activation runs `handler` on the main actor.
    public convenience init(name: String, _ handler: @escaping @MainActor () -> Void) {
        self.init(adopting: UnsafeMutableRawPointer(g_simple_action_new(name.nulSafe, nil)))
        // `activate` passes the parameter (a `GVariant`, NULL here): checked, then ignored.
        connectKnown("activate", expecting: .variant) { _ in handler() }
    }

    /// Whether the action can be activated; menu items and accelerators of a disabled
    /// action are inactive (the `enabled` property).
    public var isEnabled: Bool {
        get { g_action_get_enabled(opaque) != 0 }
        set { g_simple_action_set_enabled(opaque, newValue ? 1 : 0) }
    }

    /// Activates the action as a menu item or an accelerator would (only if enabled).
    public func activate() { g_action_activate(opaque, nil) }
}
