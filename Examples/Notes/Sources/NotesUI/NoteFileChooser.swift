import CGtk
import Gtk

/// The desktop's file chooser for exporting and importing a note (`GtkFileChooserNative`:
/// the portal's dialog inside Flatpak, GTK's own elsewhere). Hands the chosen file's path to
/// `onChosen`; nothing when the person cancels.
@MainActor
enum NoteFileChooser {
    /// Asks where to save `suggestedName` (export).
    static func save(suggestedName: String, parent: Gtk.Window?, onChosen: @escaping @MainActor (String) -> Void) -> FileChooserNative {
        let chooser = FileChooserNative(title: "Export Note", parent: parent, action: .save,
                                        acceptLabel: "Export", cancelLabel: "Cancel")
        chooser.setCurrentName(suggestedName)
        return present(chooser, onChosen: onChosen)
    }

    /// Asks which Markdown or text file to import.
    static func open(parent: Gtk.Window?, onChosen: @escaping @MainActor (String) -> Void) -> FileChooserNative {
        let chooser = FileChooserNative(title: "Import Note", parent: parent, action: .open,
                                        acceptLabel: "Import", cancelLabel: "Cancel")
        return present(chooser, onChosen: onChosen)
    }

    private static func present(_ chooser: FileChooserNative, onChosen: @escaping @MainActor (String) -> Void) -> FileChooserNative {
        chooser.modal = true
        chooser.onResponse { chooser, response in
            // GTK_RESPONSE_ACCEPT; the generated ResponseType is not what the signal carries.
            if response == -3, let file = chooser.getFile(), let path = Self.path(of: file) { onChosen(path) }
            chooser.destroy()
        }
        chooser.show()
        return chooser
    }

    /// The local path of a `GFile`, through GIO's C API: the bindings see `GFile` as a plain
    /// `GLib.Object` until GIO's classes are generated. `nil` for a file with no local path.
    private static func path(of file: Object) -> String? {
        guard let path = g_file_get_path(OpaquePointer(file.gObject)) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}
