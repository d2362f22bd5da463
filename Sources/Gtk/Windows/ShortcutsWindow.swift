import CGtk

/// A `GtkShortcutsWindow` (the Ctrl+? keyboard-shortcuts overview), loaded from a
/// GtkBuilder `.ui` file.
@MainActor
public final class ShortcutsWindow: Window {
    /// `gtk_shortcuts_window_get_type()`: typed builder lookups check objects against it.
    override public class var gType: GType { gtk_shortcuts_window_get_type() }

    /// Loads the shortcuts window with id `id` from the `.ui` file at `path`.
    /// Throws a `BuilderError` naming the file and id when it cannot.
    public static func load(fromFile path: String, id: String) throws -> ShortcutsWindow {
        let builder = try Builder(file: path)
        return try builder.object(ShortcutsWindow.self, id: id)
    }

    /// Loads the shortcuts window with id `id` from the `.ui` file at resource path `path`
    /// in the registered GResource bundles. Throws a `BuilderError` naming
    /// `resource://<path>` and the id when it cannot.
    public static func load(fromResource path: String, id: String) throws -> ShortcutsWindow {
        let builder = try Builder(resource: path)
        return try builder.object(ShortcutsWindow.self, id: id)
    }

    /// Shows the window over `parent` (transient and modal), hiding rather than
    /// destroying it on close so it can be shown again.
    public func present(over parent: Window?) {
        setTransient(for: parent)
        isModal = true
        hidesOnClose = true
        present()
    }
}
