import Adw
import Gtk
import NotesFeature
import VSM

#if ADW_1_5
/// The delete confirmation: libadwaita 1.5's alert dialog, shown inside the notes window.
public typealias DeleteConfirmation = Adw.AlertDialog
#else
/// The delete confirmation: a window of its own (libadwaita 1.6 deprecates it for the dialog).
public typealias DeleteConfirmation = Adw.MessageDialog
#endif

/// Deleting the open note: a confirmation, then a toast that can undo it.
extension NotesWindowController {
    /// Asks before deleting the open note (the Delete key, the header's button).
    public func confirmDelete() {
        guard deleteDialog == nil, let note = state.library?.selectedNote else { return }
        let id = note.id
        let heading = "Delete “\(note.displayTitle)”?"
        let body = "The note can be brought back with Undo for a few seconds."
        #if ADW_1_5
        let dialog = AlertDialog(heading: heading, body: body)
        #else
        let dialog = MessageDialog(parent: view.window, heading: heading, body: body)
        #endif
        dialog.addResponse("cancel", label: "Cancel")
        dialog.addResponse("delete", label: "Delete")
        dialog.setResponseAppearance("delete", appearance: .destructive)
        dialog.defaultResponse = "cancel"
        dialog.closeResponse = "cancel"
        dialog.onResponse { [weak self] _, response in
            guard let self else { return }
            deleteDialog = nil
            if response == "delete" { withLibrary { $0.delete(id) } }
        }
        deleteDialog = dialog
        #if ADW_1_5
        dialog.present(view)
        #else
        dialog.present()
        #endif
    }

    /// Brings the last deleted note back (the toast's Undo, Ctrl+Z).
    public func undoDelete() {
        guard state.library?.deletedNote != nil else { return }
        let toast = undoToast
        undoToast = nil
        withLibrary { $0.undoDelete() }
        toast?.dismiss()
    }

    func renderToasts(_ library: NotesLibrary) {
        if let deleted = library.deletedNote {
            if undoToast == nil {
                let toast = Toast(text: "“\(deleted.displayTitle)” deleted")
                toast.buttonLabel = "Undo"
                toast.onButtonClicked { [weak self] _ in self?.undoDelete() }
                toast.onDismissed { [weak self, weak toast] _ in
                    // Gone by itself (its time ran out, or the person closed it): the
                    // undo is no longer offered. After Undo, `undoToast` is already nil.
                    guard let self, let toast, undoToast === toast else { return }
                    undoToast = nil
                    withLibrary { $0.dismissUndo() }
                }
                undoToast = toast
                outlets.toastOverlay.addToast(toast)
            }
        } else if let toast = undoToast {
            undoToast = nil
            toast.dismiss()
        }
        if let message = library.message, message != shownMessage {
            outlets.toastOverlay.addToast(Toast(text: message))
        }
        shownMessage = library.message
    }
}
