import Adw
import Gtk
import NotesFeature
import VSM

/// The editor: title and body bound two ways to the open note, pin, delete, and the
/// autosave status with Retry.
extension NotesWindowController {
    func connectEditor() {
        outlets.titleEntry.onTextChanged { [weak self] in self?.editorChanged() }
        outlets.bodyView.buffer.onChanged { [weak self] _ in self?.editorChanged() }
        outlets.pinButton.onToggled { [weak self] _ in
            guard let self, !isRendering, let id = state.library?.selectedID else { return }
            withLibrary { $0.togglePin(id) }
        }
        outlets.deleteButton.onClicked { [weak self] _ in self?.confirmDelete() }
        outlets.saveRetryButton.onClicked { [weak self] _ in
            self?.withLibrary { $0.save() }
        }
        outlets.backButton.onClicked { [weak self] _ in
            self?.layout.showSidebar()
        }
    }

    /// The person typed: the state takes the fields' text; autosave follows after a pause
    /// (scheduled by `render`, which sees the note unsaved).
    private func editorChanged() {
        guard !isRendering, shownNoteID != nil else { return }
        let title = outlets.titleEntry.text
        let body = outlets.bodyView.buffer.text ?? ""
        withLibrary { $0.edit(title, body) }
    }

    func renderEditor(_ library: NotesLibrary) {
        guard let note = library.selectedNote else {
            outlets.editorStack.visibleChildName = "none"
            outlets.editorTitle.title = ""
            outlets.editorTitle.subtitle = ""
            outlets.pinButton.sensitive = false
            outlets.deleteButton.sensitive = false
            outlets.saveFailedRevealer.revealChild = false
            shownNoteID = nil
            renderedSelection = nil
            return
        }
        outlets.editorStack.visibleChildName = "note"
        outlets.pinButton.sensitive = true
        outlets.deleteButton.sensitive = true
        // Only what differs is written: text the person is typing is never replaced by
        // itself, so the cursor stays where it is.
        if outlets.titleEntry.text != note.title { outlets.titleEntry.text = note.title }
        if (outlets.bodyView.buffer.text ?? "") != note.body { outlets.bodyView.buffer.text = note.body }
        outlets.pinButton.active = note.isPinned
        outlets.pinButton.tooltipText = note.isPinned ? "Unpin Note" : "Pin Note"
        outlets.pinButton.setAccessibleLabel(note.isPinned ? "Unpin Note" : "Pin Note")
        outlets.editorTitle.title = note.displayTitle
        let status = library.saveStatus
        outlets.editorTitle.subtitle = switch status {
        case .saved: "Saved"
        case .unsaved: "Edited"
        case .saving: "Saving…"
        case .failed: "Not Saved"
        }
        switch status {
        case .failed(let message):
            outlets.saveFailedLabel.text = message
            outlets.saveFailedRevealer.revealChild = true
        case .saved, .unsaved, .saving:
            outlets.saveFailedRevealer.revealChild = false
        }
        if status == .unsaved { scheduleAutosave() }
        let opened = renderedSelection != note.id
        shownNoteID = note.id
        renderedSelection = note.id
        if opened {
            layout.showEditor()
            updateHeaders()
            // A new, empty note gets the cursor in its title.
            if note.title.isEmpty && note.body.isEmpty { _ = outlets.titleEntry.grabFocus() }
        }
    }

    /// Saves after `autosaveDelay` without changes; each change pushes it back. It saves
    /// whatever is unsaved by then, from the state current then.
    private func scheduleAutosave() {
        $state.debounceAction(identifier: Self.autosaveID, dueTime: Self.autosaveDelay) { [weak self] in
            guard let self, let library = state.library, library.saveStatus == .unsaved else { return }
            $state.observe(library.model.save())
        }
    }
}
