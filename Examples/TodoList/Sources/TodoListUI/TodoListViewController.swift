import Gtk
import TodoListFeature
import VSM
import VSMGtk

/// The to-do screen: an entry with Add, the filter buttons, the validation message, and
/// the list (a `ListViewController` child with one `TodoRowController` per visible row).
@MainActor
public final class TodoListViewController: ViewController {
    @RenderedViewState var state: TodoListViewState
    public let entry = Entry()
    public let addButton = Button(label: "Add")
    public let messageLabel = Label()
    public private(set) var filterButtons: [TodoFilter: Button] = [:]
    public private(set) var list: ListViewController<TodoItem, TodoRowController>!

    public init(state: TodoListViewState = TodoListViewState()) {
        _state = .init(wrappedValue: state, render: Self.render)
        super.init()
    }

    override public func viewDidLoad() {
        let root = view.as(Box.self)
        root?.setMargins(12)
        let addRow = Box(orientation: .horizontal, spacing: 6)
        entry.placeholderText = "What needs doing?"
        entry.expandsHorizontally = true
        addRow.append(entry)
        addRow.append(addButton)
        let filterRow = Box(orientation: .horizontal, spacing: 6)
        for filter in TodoFilter.allCases {
            let button = Button(label: filter.rawValue)
            button.onClicked { [weak self] in self?.observe { $0.show(filter) } }
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
        [addRow, messageLabel, filterRow].forEach { root?.append($0) }
        let listBox = Box(orientation: .vertical, spacing: 0)
        root?.append(listBox)
        addChild(list, in: listBox)

        addButton.onClicked { [weak self] in self?.add() }
        entry.onActivate { [weak self] in self?.add() }
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

    func render() {
        messageLabel.text = state.message ?? ""
        messageLabel.isVisible = state.message != nil
        for (filter, button) in filterButtons {
            if filter == state.filter { button.addCSSClass("suggested-action") } else { button.removeCSSClass("suggested-action") }
        }
        // The list diffs by id: rows that did not change keep their widgets.
        try? list.apply(state.visibleItems)
    }
}
