import CGLib

/// Named actions of a `GActionMap`: `Gtk.Application` (activated as `app.<name>`) and
/// `Gtk.ApplicationWindow` (`win.<name>`). Main actor only.
extension ActionMap {
    /// Adds an action, activated as `app.<name>` on an application or `win.<name>` on a
    /// window; replaces one of the same name. The handler runs on the main actor.
    @discardableResult
    public func addAction(named name: String,
                          _ handler: @escaping @MainActor () -> Void) -> SimpleAction {
        let action = SimpleAction(name: name, handler)
        g_action_map_add_action(OpaquePointer(gObject), OpaquePointer(action.gObject))
        return action
    }

    /// The action named `name` (without the `app.` or `win.` prefix), if the map has one
    /// and it is a `GSimpleAction`.
    public func action(named name: String) -> SimpleAction? {
        g_action_map_lookup_action(OpaquePointer(gObject), name.nulSafe).flatMap { SimpleAction.wrap(UnsafeMutableRawPointer($0)) }
    }
}
