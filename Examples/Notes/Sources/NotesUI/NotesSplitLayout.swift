import Adw
import Gtk
import NotesResources

/// The sidebar and the editor side by side when the window is wide, one at a time when it
/// is narrow (down to 360 px): `AdwNavigationSplitView` where the system has libadwaita 1.4
/// or newer, `AdwLeaflet` on older releases (libadwaita 1.2 on Debian 12). The rest of the
/// app only asks the questions below, so it is the same on both.
@MainActor
final class NotesSplitLayout {
    /// The widget to put in the window.
    let widget: Widget
    private let sidebar: Widget
    private let editor: Widget
    /// Runs when the layout changes between side by side and one at a time.
    var onFoldChange: (@MainActor (Bool) -> Void)?

    #if ADW_1_4
    private let split: NavigationSplitView

    /// The panes in `NotesSplitView.ui`'s split view, whose breakpoint collapses it when
    /// the window is narrow. `editorHeader` gets no back button of its own: the editor's
    /// "Back to Notes" button is the one on every release.
    init(sidebar: Widget, editor: Widget, editorHeader: Adw.HeaderBar) {
        self.sidebar = sidebar
        self.editor = editor
        do {
            let builder = try Builder.load(resource: NotesResources.layout("NotesSplitView.ui"))
            split = try builder.object(id: "split")
            widget = try builder.object(BreakpointBin.self, id: "split_bin")
        } catch {
            // The layout is compiled into the binary: failing to load it is a build defect.
            fatalError("The notes window's split view cannot be built: \(error)")
        }
        split.sidebar = NavigationPage(child: sidebar, title: "Notes")
        split.content = NavigationPage(child: editor, title: "Note")
        editorHeader.showBackButton = false
        split.onNotify(.collapsed) { [weak self] _ in
            guard let self else { return }
            onFoldChange?(isFolded)
        }
    }

    /// Whether one pane shows at a time.
    var isFolded: Bool { split.collapsed }

    /// Shows the editor (when folded; side by side it always shows).
    func showEditor() { split.showContent = true }

    /// Shows the sidebar (when folded).
    func showSidebar() { split.showContent = false }

    /// Whether the editor is what shows when folded.
    var isShowingEditor: Bool { !split.collapsed || split.showContent }
    #else
    private let leaflet: Leaflet

    /// The panes in a leaflet, which folds by itself when they do not fit side by side.
    init(sidebar: Widget, editor: Widget, editorHeader: Adw.HeaderBar) {
        self.sidebar = sidebar
        self.editor = editor
        leaflet = Leaflet()
        leaflet.canNavigateBack = true
        leaflet.foldThresholdPolicy = .minimum
        leaflet.transitionType = .over
        leaflet.append(sidebar).name = "sidebar"
        leaflet.append(Separator(orientation: .vertical)).navigatable = false
        leaflet.append(editor).name = "editor"
        widget = leaflet
        leaflet.onNotify(.folded) { [weak self] _ in
            guard let self else { return }
            onFoldChange?(isFolded)
        }
    }

    /// Whether one pane shows at a time.
    var isFolded: Bool { leaflet.folded }

    /// Shows the editor (when folded; side by side it always shows).
    func showEditor() { leaflet.visibleChild = editor }

    /// Shows the sidebar (when folded).
    func showSidebar() { leaflet.visibleChild = sidebar }

    /// Whether the editor is what shows when folded.
    var isShowingEditor: Bool { !leaflet.folded || leaflet.visibleChild === editor }
    #endif
}
