/// The generated classes of GIO, Pango, GDK, GSK and GTK, registered with GLib's `Object` so
/// that a pointer first met through a getter (`window.child`, `clipboard.content`) gets the
/// class its constructor would have given (`Box` for a `GtkBox`, `Gio.ListStore` for a
/// `GListStore`).
///
/// `GtkRuntime.initialize()` and `Application`'s initializers register them, and GTK
/// cannot run before one of the two. Main actor; registering twice does nothing.
@MainActor
enum GtkWrappers {
    private static var isRegistered = false

    static func register() {
        guard !isRegistered else { return }
        isRegistered = true
        registerGioTypes()
        registerPangoTypes()
        registerGdkTypes()
        registerGskTypes()
        registerGtkTypes()
        ToplevelWatcher.shared.start()
    }
}
