import NotesFeature

/// What the window shows for a state, in one line a person could say aloud: the sidebar's
/// rows in order (📌 pinned, ▸ open), the search, the layout, the save status, the offered
/// undo and the message. The projection the journeys compare.
func screen(_ state: NotesViewState) -> String {
    switch state {
    case .initialized: return "nothing yet"
    case .loading: return "loading"
    case .loadFailed(let failure): return "failed: \(failure.error.message) [Retry]"
    case .ready(let library):
        let rows = library.visibleNotes.map { note in
            (note.id == library.selectedID ? "▸" : "") + (note.isPinned ? "📌" : "") + note.displayTitle
        }
        var text = (library.layout == .grid ? "grid: " : "") + (rows.isEmpty ? "no notes" : rows.joined(separator: ", "))
        if !library.query.isEmpty { text += " matching “\(library.query)”" }
        if let selected = library.selectedNote, !library.visibleNotes.contains(where: { $0.id == selected.id }) {
            text += " (open: \(selected.displayTitle))"
        }
        switch library.saveStatus {
        case .saved: break
        case .unsaved: text += " — unsaved"
        case .saving: text += " — saving"
        case .failed(let message): text += " — save failed: \(message) [Retry]"
        }
        if let deleted = library.deletedNote { text += " — deleted \(deleted.displayTitle) [Undo]" }
        if let message = library.message { text += " — \(message)" }
        return text
    }
}
