import CGtk

/// The keyboard-shortcuts overview (a `GtkShortcutsWindow`, the Ctrl+? window), loaded from a
/// GtkBuilder `.ui` file and handled as a `Window`: GTK 4.18 deprecates the class with no
/// replacement before libadwaita 1.8, so code that only loads and presents it builds
/// without deprecation warnings on every release.
@MainActor
extension Window {
    /// Loads the shortcuts window with id `id` from the `.ui` file at `path`. Throws a
    /// `BuilderLookupError` naming the file and id when it cannot, or when the object is not
    /// a `GtkShortcutsWindow`.
    public static func loadShortcutsWindow(fromFile path: String, id: String) throws -> Window {
        try shortcutsWindow(in: Builder.load(file: path), id: id)
    }

    /// Loads the shortcuts window with id `id` from the `.ui` file at resource path `path`
    /// in the registered GResource bundles. Throws a `BuilderLookupError` naming
    /// `resource://<path>` and the id when it cannot.
    public static func loadShortcutsWindow(fromResource path: String, id: String) throws -> Window {
        try shortcutsWindow(in: Builder.load(resource: path), id: id)
    }

    private static func shortcutsWindow(in builder: Builder, id: String) throws -> Window {
        let window = try builder.object(Window.self, id: id)
        guard window.typeName == "GtkShortcutsWindow" else {
            throw BuilderLookupError.wrongType(file: builder.fileName, id: id, expectedType: "GtkShortcutsWindow",
                                               actualType: window.typeName)
        }
        return window
    }

    /// Shows the window over `parent` (transient and modal), hiding rather than
    /// destroying it on close so it can be shown again.
    public func present(over parent: Window?) {
        transientFor = parent
        modal = true
        hideOnClose = true
        present()
    }
}
