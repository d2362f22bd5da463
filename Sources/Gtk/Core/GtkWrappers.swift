/// The wrapper classes of this module, registered with GLib's `Object` so that a pointer
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
        for type in classes { Object.register(type) }
    }

    private static let classes: [Object.Type] = [
        Widget.self, Box.self, Button.self, Entry.self, HeaderBar.self,
        Image.self, Label.self, ListBox.self, MenuButton.self, Spinner.self,
        Window.self, ApplicationWindow.self, AboutDialog.self, ShortcutsWindow.self,
        Application.self, Action.self, Menu.self, CSSProvider.self,
        ListView.self, ScrolledWindow.self, CheckButton.self, SpinButton.self,
        DesktopSettings.self,
    ]
}
