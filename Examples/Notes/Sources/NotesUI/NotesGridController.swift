import Gtk
import NotesFeature

/// The sidebar's grid mode: the visible notes as cards in a `GtkGridView`. A click (or
/// Return) on a card opens its note through `onOpen`.
///
/// Unlike the list it does not diff: the grid is a second way of looking, rebuilt from the
/// notes whenever they change while it shows.
@MainActor
public final class NotesGridController {
    /// GTK's grid (inside the layout's scrolled window).
    public let gridView: GridView
    /// The notes shown, in order.
    public private(set) var notes: [Note] = []
    private var cards: [ObjectKey: NoteCardView] = [:]
    private let model: SourceListModel
    private let factory = SignalListItemFactory()

    init(onOpen: @escaping @MainActor (Int64) -> Void) {
        let content = Content()
        self.content = content
        model = SourceListModel(count: { content.items.count }, item: { content.items[$0] })
        gridView = GridView(model: NoSelection(model: model), factory: factory)
        gridView.minColumns = 1
        gridView.maxColumns = 4
        gridView.singleClickActivate = true
        gridView.setAccessibleLabel("Notes")
        gridView.onActivate { [weak self] _, position in
            guard let self, Int(position) < notes.count else { return }
            onOpen(notes[Int(position)].id)
        }
        factory.onSetup { [weak self] listItem in
            let card = NoteCardView()
            listItem.child = card.root
            self?.cards[listItem.key] = card
        }
        factory.onBind { [weak self] listItem in
            guard let self, let position = listItem.boundPosition, position < notes.count else { return }
            cards[listItem.key]?.show(notes[position])
        }
        factory.onTeardown { [weak self] listItem in
            self?.cards.removeValue(forKey: listItem.key)
        }
    }

    /// What GTK's model reads: kept apart so the model's closures do not hold the controller.
    @MainActor
    private final class Content {
        var items: [Object] = []
    }
    private let content: Content

    /// Shows `newNotes`; rebuilds the grid only when they changed.
    func show(_ newNotes: [Note]) {
        guard newNotes != notes else { return }
        let removed = content.items.count
        notes = newNotes
        content.items = newNotes.map { _ in Gio.ListStore.makeItem() }
        model.itemsChanged(at: 0, removed: removed, added: content.items.count)
    }
}
