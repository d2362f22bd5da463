import CGtk

/// A `GSimpleAction` without a parameter: a named command (menu items, accelerators).
@MainActor
public final class Action: Object {
    /// `g_simple_action_get_type()`: typed builder lookups check objects against it.
    override public class var gType: GType { g_simple_action_get_type() }

    /// Creates an enabled action named `name` (no `app.`/`win.` prefix) whose
    /// activation runs `handler` on the main actor.
    public convenience init(name: String, _ handler: @escaping @MainActor () -> Void) {
        self.init(adopting: UnsafeMutableRawPointer(g_simple_action_new(name.nulSafe, nil)))
        // `activate` passes the parameter (a `GVariant`, NULL here): checked, then ignored.
        connectKnown("activate", expecting: .variant) { _ in handler() }
    }

    /// The action name (without prefix).
    public var name: String { String(cString: g_action_get_name(opaque)) }

    /// Whether the action can be activated; menu items and accelerators of a disabled
    /// action are inactive.
    public var isEnabled: Bool {
        get { g_action_get_enabled(opaque) != 0 }
        set { g_simple_action_set_enabled(opaque, newValue ? 1 : 0) }
    }

    /// Activates the action as a menu item or an accelerator would (only if enabled).
    public func activate() { g_action_activate(opaque, nil) }
}
