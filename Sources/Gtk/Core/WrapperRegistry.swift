import CGtk

/// Which Swift class wraps an object of a given GType, so that a pointer first met
/// through a getter (`window.child`) gets the same class its constructor would have
/// given (`Box` for a `GtkBox`), and the one wrapper of an object is never a
/// less specific class than a later lookup asks for.
///
/// Resolution walks up the GType's ancestors to the nearest registered class; `Object`
/// registers `GObject`, so every object resolves. Main actor.
@MainActor
enum WrapperRegistry {
    /// The wrapper classes of this module. `Object.register(_:)` adds others.
    private static var classes: [GType: Object.Type] = {
        let builtIns: [Object.Type] = [
            Object.self, Widget.self, Box.self, Button.self, Entry.self, HeaderBar.self,
            Image.self, Label.self, ListBox.self, MenuButton.self, Spinner.self,
            Window.self, ApplicationWindow.self, AboutDialog.self, ShortcutsWindow.self,
            Application.self, Action.self, Menu.self, CSSProvider.self,
            ListView.self, ScrolledWindow.self, CheckButton.self, SpinButton.self,
            DesktopSettings.self,
        ]
        return Dictionary(builtIns.map { ($0.gType, $0) }, uniquingKeysWith: { _, last in last })
    }()

    /// Resolutions of GTypes without a class of their own, so each is walked once.
    private static var resolved: [GType: Object.Type] = [:]

    static func register(_ type: Object.Type) {
        classes[type.gType] = type
        resolved.removeAll()
    }

    static func wrapperClass(for type: GType) -> Object.Type {
        if let found = classes[type] ?? resolved[type] { return found }
        var ancestor = g_type_parent(type)
        while ancestor != 0 {
            if let found = classes[ancestor] {
                resolved[type] = found
                return found
            }
            ancestor = g_type_parent(ancestor)
        }
        return Object.self
    }
}
