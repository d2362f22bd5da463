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

    /// Activates the action as a menu item or an accelerator would (only if enabled).
    public func activate() { g_action_activate(opaque, nil) }
}
