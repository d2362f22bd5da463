import Gtk
import NotesFeature
import VSM

/// The sidebar: new note, search, list or grid.
extension NotesWindowController {
    func connectSidebar() {
        outlets.newButton.onClicked { [weak self] _ in self?.createNote() }
        outlets.searchBar.connectEntry(outlets.searchEntry)
        outlets.searchBar.keyCaptureWidget = outlets.sidebar
        outlets.searchButton.onToggled { [weak self] button in
            self?.outlets.searchBar.searchModeEnabled = button.active
        }
        outlets.searchBar.onNotify(.searchModeEnabled) { [weak self] bar in
            guard let self else { return }
            outlets.searchButton.active = bar.searchModeEnabled
            // Closing the bar (Escape) ends the search.
            if !bar.searchModeEnabled, !outlets.searchEntry.text.isEmpty { outlets.searchEntry.text = "" }
        }
        outlets.searchEntry.onTextChanged { [weak self] in self?.searchAfterAPause() }
        outlets.gridButton.onToggled { [weak self] button in
            guard let self, !isRendering else { return }
            withLibrary { $0.show(button.active ? .grid : .list) }
        }
    }

    /// Searches once typing pauses: only the last text within `searchDelay` is searched, on
    /// the state current by then (so a note made meanwhile is kept).
    private func searchAfterAPause() {
        let query = outlets.searchEntry.text
        $state.debounceAction(identifier: Self.searchID, dueTime: Self.searchDelay) { [weak self] in
            self?.withLibrary { $0.search(query) }
        }
    }

    func renderSidebar(_ library: NotesLibrary) {
        let visible = library.visibleNotes
        outlets.gridButton.active = library.layout == .grid
        let page = if library.notes.isEmpty { "empty" } else if visible.isEmpty { "no_results" } else {
            switch library.layout {
            case .list: "list"
            case .grid: "grid"
            }
        }
        outlets.sidebarStack.visibleChildName = page
        // The list diffs by id: the row of the note being edited keeps its widget.
        try? list.apply(visible)
        list.selectedID = library.selectedID
        switch library.layout {
        case .list: break
        case .grid: grid.show(visible)
        }
    }
}
