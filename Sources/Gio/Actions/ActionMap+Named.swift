import CGtk

/// An object that implements GLib's `GActionMap` interface and so holds named actions:
/// `Application` (activated as `app.<name>`) and `ApplicationWindow` (`win.<name>`).
///
/// One implementation serves both, as one C interface does in GLib. Main actor only.
@MainActor
public protocol ActionMap: Object {}

extension ActionMap {
    /// Adds an action, activated as `app.<name>` on an application or `win.<name>` on a
    /// window; replaces one of the same name. The handler runs on the main actor.
    @discardableResult
    public func addAction(named name: String,
                          _ handler: @escaping @MainActor () -> Void) -> Action {
        let action = Action(name: name, handler)
        g_action_map_add_action(opaque, OpaquePointer(action.gObject))
        return action
    }

    /// Looks up an action by name (without the `app.` or `win.` prefix).
    public func action(named name: String) -> Action? {
        g_action_map_lookup_action(opaque, name.nulSafe).flatMap { Action.wrap(UnsafeMutableRawPointer($0)) }
    }
}
