import Adw
import Gtk
import NotesFeature
import NotesResources
import VSM
import VSMGtk

/// The notes window's content: renders `NotesViewState` (loading, the load failure with
/// Retry, and the library in a sidebar and an editor) and turns what the person does into
/// actions of the current state's model.
///
/// The view follows the state and nothing else: `render()` is exhaustive over the states,
/// and every control's handler unwraps its action from the current state, so a control
/// that has no action in a state does nothing there.
@MainActor
public final class NotesWindowController: BuilderViewController<NotesWindowOutlets> {
    /// How long the search waits after the last key before it filters.
    public static let searchDelay = Duration.milliseconds(300)
    /// How long the editor waits after the last change before it saves.
    public static let autosaveDelay = Duration.seconds(1)

    @RenderedViewState var state: NotesViewState
    /// The sidebar's list (list mode).
    public private(set) var list: ListViewController<Note, NoteRowView>!
    /// The sidebar's grid (grid mode).
    public private(set) var grid: NotesGridController!
    /// The delete confirmation while it is open (its `root` is the window a person acts on).
    public internal(set) var deleteDialog: DeleteConfirmation?
    /// The toast offering to undo the last delete, while it shows.
    public internal(set) var undoToast: Toast?
    var layout: NotesSplitLayout!

    /// True while `render()` writes into the controls, so their change handlers know the
    /// change is not the person's.
    var isRendering = false
    /// The note whose title and body the editor's fields hold.
    var shownNoteID: Int64?
    /// The selection last rendered: a new one brings the editor forward when folded.
    var renderedSelection: Int64?
    /// The message last shown as a toast.
    var shownMessage: String?
    let fontStyle = CssProvider()
    var appliedFontSize = NotesPreferences().fontSize

    /// A window's content on `container` (whose debounce clock times search and autosave:
    /// tests pass a manual one).
    public init(container: StateContainer<NotesViewState>) throws {
        _state = .init(container: container, render: Self.render)
        try NotesResources.register()
        try super.init(uiResource: NotesResources.layout("NotesWindow.ui"), rootID: "root")
    }

    override public func viewDidLoad() {
        let list = ListViewController<Note, NoteRowView>(
            selection: .single,
            makeRow: { NoteRowView() },
            update: { row, note in row.show(note) })
        self.list = list
        addChild(list, in: outlets.listHolder)
        list.view.vexpand = true
        list.listView.singleClickActivate = true
        list.listView.setAccessibleLabel("Notes")
        list.listView.addCssClass("navigation-sidebar")
        list.listView.onActivate { [weak self] _, position in
            guard let self, Int(position) < self.list.rows.count else { return }
            open(self.list.rows[Int(position)].id)
        }
        grid = NotesGridController { [weak self] id in self?.open(id) }
        outlets.gridScroller.child = grid.gridView

        layout = NotesSplitLayout(sidebar: outlets.sidebar, editor: outlets.editor, editorHeader: outlets.editorHeader)
        layout.widget.vexpand = true
        outlets.readyPage.append(layout.widget)
        layout.onFoldChange = { [weak self] _ in self?.updateHeaders() }

        connectSidebar()
        connectEditor()
        outlets.retryButton.onClicked { [weak self] _ in
            guard let self, case .loadFailed(let failure) = state else { return }
            $state.observe(failure.retry())
        }
        _ = fontStyle.addToDefaultDisplay()
        updateHeaders()
        $state.startRendering(on: self)
    }

    override public func viewDidAppear() {
        if case .initialized(let loader) = state { $state.observe(loader.load()) }
    }

    /// Runs an action of the library, when the window shows one; does nothing otherwise.
    func withLibrary(_ action: (NotesLibraryModel) -> NotesViewState) {
        guard let library = state.library else { return }
        $state.observe(action(library.model))
    }

    /// Runs an action of the library that waits on the store.
    func withLibrary(_ action: (NotesLibraryModel) -> StateSequence<NotesViewState>) {
        guard let library = state.library else { return }
        $state.observe(action(library.model))
    }

    /// Opens a note from the sidebar.
    func open(_ id: Int64) {
        withLibrary { $0.select(id) }
        layout.showEditor()
        updateHeaders()
    }

    // MARK: What the app's shortcuts do

    /// Makes a new note and puts the cursor in its title (Ctrl+N).
    public func createNote() {
        withLibrary { $0.create() }
    }

    /// Shows the search bar with the cursor in it (Ctrl+F).
    public func startSearch() {
        guard state.library != nil else { return }
        layout.showSidebar()
        outlets.searchBar.searchModeEnabled = true
        _ = outlets.searchEntry.grabFocus()
    }

    /// Writes pending edits now (closing the window): the same action as autosave.
    public func saveNow() {
        $state.cancelDebouncedAction(identifier: Self.autosaveID)
        guard let library = state.library, library.saveStatus == .unsaved else { return }
        $state.observe(library.model.save())
    }

    func render() {
        isRendering = true
        defer { isRendering = false }
        switch state {
        case .initialized, .loading:
            outlets.pageStack.visibleChildName = "loading"
            outlets.loadingSpinner.spinning = true
        case .loadFailed(let failure):
            outlets.loadingSpinner.spinning = false
            outlets.pageStack.visibleChildName = "failed"
            outlets.loadFailedPage.descriptionText = failure.error.message
        case .ready(let library):
            outlets.loadingSpinner.spinning = false
            outlets.pageStack.visibleChildName = "ready"
            renderSidebar(library)
            renderEditor(library)
            renderToasts(library)
        }
    }

    /// Side by side, the sidebar's header has no window buttons on its end and the editor's
    /// none on its start; folded, each page is the whole window and has both.
    func updateHeaders() {
        let folded = layout.isFolded
        outlets.sidebarHeader.showEndTitleButtons = folded
        outlets.editorHeader.showStartTitleButtons = folded
        outlets.backButton.visible = folded
    }

    static let autosaveID = "autosave"
    static let searchID = "search"
}

extension NotesWindowController {
    /// The editor's font size in points, as last applied.
    public var fontSize: Int { appliedFontSize }

    /// Follows the preferences: the sidebar's order and the editor's font size.
    public func apply(_ preferences: NotesPreferences) {
        appliedFontSize = preferences.fontSize
        fontStyle.load(fromString: ".note-body { font-size: \(preferences.fontSize)pt; }")
        if let library = state.library, library.sortOrder != preferences.sortOrder {
            withLibrary { $0.sort(preferences.sortOrder) }
        }
    }
}

extension NotesWindowController {
    /// Writes the open note as Markdown to `path` (what the export chooser calls).
    public func exportNote(to path: String) {
        withLibrary { $0.exportNote(path) }
    }

    /// Makes a note from the file at `path` (what the import chooser calls).
    public func importNote(from path: String) {
        withLibrary { $0.importNote(path) }
    }
}
