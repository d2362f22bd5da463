import Gtk
import TodoListFeature
import VSMGtk

/// One row of the list, as a per-row view controller: a done toggle, the title and a
/// Delete button. GTK recycles rows, so `show(_:)` sets everything a row displays.
@MainActor
public final class TodoRowController: ViewController {
    public let toggleButton = Button(label: "○")
    public let titleLabel = Label()
    public let deleteButton = Button(iconName: "user-trash-symbolic")
    private(set) var itemID: Int?
    private let onToggle: (Int) -> Void
    private let onDelete: (Int) -> Void

    init(onToggle: @escaping (Int) -> Void, onDelete: @escaping (Int) -> Void) {
        self.onToggle = onToggle
        self.onDelete = onDelete
        super.init()
    }

    override public func loadView() -> Widget {
        let row = Box(orientation: .horizontal, spacing: 8)
        titleLabel.hexpand = true
        deleteButton.setAccessibleLabel("Delete")
        row.append(toggleButton)
        row.append(titleLabel)
        row.append(deleteButton)
        return row
    }

    override public func viewDidLoad() {
        toggleButton.onClicked { [weak self] _ in if let self, let id = self.itemID { self.onToggle(id) } }
        deleteButton.onClicked { [weak self] _ in if let self, let id = self.itemID { self.onDelete(id) } }
    }

    func show(_ item: TodoItem) {
        itemID = item.id
        titleLabel.text = item.title
        toggleButton.label = item.isDone ? "✓" : "○"
        toggleButton.setAccessibleLabel(item.isDone ? "Mark as not done" : "Mark as done")
        if item.isDone { titleLabel.addCssClass("dim-label") } else { titleLabel.removeCssClass("dim-label") }
    }
}
