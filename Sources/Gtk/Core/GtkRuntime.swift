import CGtk

/// Process-wide GTK initialisation.
public enum GtkRuntime {
    @MainActor private static var result: Bool?

    /// The message tests use when skipping for lack of a display.
    public static let noDisplayMessage =
        "no display: GTK could not open one (set DISPLAY or run under `xvfb-run -a`)"

    /// Initialises GTK once (`gtk_init_check`) and installs the main-loop bridge.
    /// Returns whether a display is available; later calls return the first answer.
    /// Main thread only. An `Application` does not need it (it initialises GTK on
    /// startup); tests and tools that create widgets directly do.
    @MainActor @discardableResult
    public static func initialize() -> Bool {
        if let result { return result }
        GtkWrappers.register()
        let ok = gtk_init_check() != 0
        result = ok
        if ok { MainLoopBridge.install() }
        return ok
    }
}
