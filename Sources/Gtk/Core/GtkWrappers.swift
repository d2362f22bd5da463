/// The wrapper classes of this module (every generated class, and the hand-written wrappers
/// of GIO's actions and menus), registered with GLib's `Object` so that a pointer
/// first met through a getter (`window.child`) gets the class its constructor would have
/// given (`Box` for a `GtkBox`).
///
/// `GtkRuntime.initialize()` and `Application`'s initializers register them, and GTK
/// cannot run before one of the two. Main actor; registering twice does nothing.
@MainActor
enum GtkWrappers {
    private static var isRegistered = false

    static func register() {
        guard !isRegistered else { return }
        isRegistered = true
        registerGtkTypes()
        for type in classes { Object.register(type) }
    }

    private static let classes: [Object.Type] = [Action.self, Menu.self]
}
