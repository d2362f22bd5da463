import Gtk

/// The desktop's file chooser for exporting and importing a note: `GtkFileDialog` where the
/// system has GTK 4.10, `GtkFileChooserNative` (which 4.10 deprecates) before; both show the
/// portal's dialog inside Flatpak and GTK's own elsewhere. Hands the chosen file's local path
/// to `onChosen`; nothing when the person cancels or the file has no local path. Main actor.
@MainActor
enum NoteFileChooser {
    /// The open chooser: GTK keeps a dialog only while someone holds it.
    private static var open: AnyObject?

    /// Asks where to save `suggestedName` (export).
    static func save(suggestedName: String, parent: Gtk.Window?, onChosen: @escaping @MainActor (String) -> Void) {
        #if GTK_4_10
        let dialog = FileDialog()
        dialog.title = "Export Note"
        dialog.acceptLabel = "Export"
        dialog.initialName = suggestedName
        ask(dialog, onChosen: onChosen) { try await $0.save(parent) }
        #else
        let chooser = FileChooserNative(title: "Export Note", parent: parent, action: .save,
                                        acceptLabel: "Export", cancelLabel: "Cancel")
        chooser.setCurrentName(suggestedName)
        present(chooser, onChosen: onChosen)
        #endif
    }

    /// Asks which Markdown or text file to import.
    static func open(parent: Gtk.Window?, onChosen: @escaping @MainActor (String) -> Void) {
        #if GTK_4_10
        let dialog = FileDialog()
        dialog.title = "Import Note"
        dialog.acceptLabel = "Import"
        ask(dialog, onChosen: onChosen) { try await $0.open(parent) }
        #else
        let chooser = FileChooserNative(title: "Import Note", parent: parent, action: .open,
                                        acceptLabel: "Import", cancelLabel: "Cancel")
        present(chooser, onChosen: onChosen)
        #endif
    }

    #if GTK_4_10
    /// Runs the dialog's question. GTK reports a dismissed dialog as an error of its dialog
    /// domain: an error is no choice, as a cancel is.
    private static func ask(_ dialog: FileDialog, onChosen: @escaping @MainActor (String) -> Void,
                            question: @escaping @MainActor (FileDialog) async throws -> (any Gio.File)?) {
        Self.open = dialog
        Task { @MainActor in
            defer { if Self.open === dialog { Self.open = nil } }
            guard let file = try? await question(dialog), let path = file.path else { return }
            onChosen(path)
        }
    }
    #else
    private static func present(_ chooser: FileChooserNative, onChosen: @escaping @MainActor (String) -> Void) {
        Self.open = chooser
        chooser.modal = true
        chooser.onResponse { chooser, response in
            // GTK_RESPONSE_ACCEPT; the generated ResponseType is not what the signal carries.
            if response == -3, let path = chooser.file?.path { onChosen(path) }
            chooser.destroy()
            if Self.open === chooser { Self.open = nil }
        }
        chooser.show()
    }
    #endif
}
