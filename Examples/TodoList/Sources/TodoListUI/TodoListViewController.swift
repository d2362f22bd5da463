import Gtk
import TodoListFeature
import VSM
import VSMGtk

/// The to-do screen: an entry with Add, a search field, the filter buttons, the validation
/// message, and the list (a `ListViewController` child with one `TodoRowController` per
/// visible row).
@MainActor
public final class TodoListViewController: ViewController {
    /// How long the search waits after the last keystroke before it filters.
    public static let searchDelay = Duration.milliseconds(250)

    @RenderedViewState var state: TodoListViewState
    public let entry = Entry()
    public let addButton = Button(label: "Add")
    public let searchEntry = Entry()
    public let messageLabel = Label()
    public private(set) var filterButtons: [TodoFilter: Button] = [:]
    public private(set) var list: ListViewController<TodoItem, TodoRowController>!

    public init(state: TodoListViewState = TodoListViewState()) {
        _state = .init(wrappedValue: state, render: Self.render)
        super.init()
    }

    /// A screen showing and changing the state `container` holds: its debounce clock times
    /// the search (a test passes a manual one).
    public init(container: StateContainer<TodoListViewState>) {
        _state = .init(container: container, render: Self.render)
        super.init()
    }

    override public func viewDidLoad() {
        let root = view.as(Box.self)
        root?.setMargins(12)
        let addRow = Box(orientation: .horizontal, spacing: 6)
        entry.placeholderText = "What needs doing?"
        entry.setAccessibleLabel("New to-do")
        entry.hexpand = true
        addRow.append(entry)
        addRow.append(addButton)
        searchEntry.placeholderText = "Search"
        searchEntry.setAccessibleLabel("Search")
        let filterRow = Box(orientation: .horizontal, spacing: 6)
        for filter in TodoFilter.allCases {
            let button = Button(label: filter.rawValue)
            button.onClicked { [weak self] _ in self?.observe { $0.show(filter) } }
            filterButtons[filter] = button
            filterRow.append(button)
        }
        let list = ListViewController<TodoItem, TodoRowController>(
            makeRow: { [weak self] in
                TodoRowController(onToggle: { id in self?.observe { $0.toggle(id) } },
                                  onDelete: { id in self?.observe { $0.delete(id) } })
            },
            update: { row, item in row.show(item) })
        self.list = list
        [addRow, messageLabel, searchEntry, filterRow].forEach { root?.append($0) }
        let listBox = Box(orientation: .vertical, spacing: 0)
        root?.append(listBox)
        addChild(list, in: listBox)

        addButton.onClicked { [weak self] _ in self?.add() }
        entry.onActivate { [weak self] _ in self?.add() }
        searchEntry.onChanged { [weak self] in self?.search() }
        $state.startRendering(on: self)
    }

    /// Runs an action of the current state's model (the only way the state changes).
    private func observe(_ action: (TodoListModel) -> TodoListViewState) {
        $state.observe(action(state.model))
    }

    private func add() {
        observe { $0.add(entry.text) }
        if state.message == nil { entry.text = "" }
    }

    /// Searches once typing pauses: only the last query within `searchDelay` runs, on the
    /// state current by then (so a to-do added meanwhile is kept).
    private func search() {
        let query = searchEntry.text
        $state.debounceAction(identifier: "search", dueTime: Self.searchDelay) { [weak self] in
            self?.observe { $0.search(query) }
        }
    }

    func render() {
        messageLabel.text = state.message ?? ""
        messageLabel.visible = state.message != nil
        for (filter, button) in filterButtons {
            if filter == state.filter { button.addCssClass("suggested-action") } else { button.removeCssClass("suggested-action") }
        }
        // The list diffs by id: rows that did not change keep their widgets.
        try? list.apply(state.visibleItems)
    }
}
