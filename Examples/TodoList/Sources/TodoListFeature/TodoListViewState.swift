import Foundation

/// One to-do: a row view model, told apart by `id` (what the list diffs by).
public struct TodoItem: Identifiable, Equatable, Sendable {
    public let id: Int
    public var title: String
    public var isDone: Bool
}

/// Which to-dos the list shows.
public enum TodoFilter: String, CaseIterable, Sendable {
    case all = "All", active = "Active", done = "Done"

    func includes(_ item: TodoItem) -> Bool {
        switch self {
        case .all: true
        case .active: !item.isDone
        case .done: item.isDone
        }
    }
}

/// The view state: every to-do, the filter, the search text, and why the last add was
/// refused (if it was). Its `model` holds the actions; each returns the next state (VSM:
/// errors are states). `Equatable`, so tests compare whole states and journeys.
public struct TodoListViewState: Equatable, Sendable {
    public let items: [TodoItem]
    public let filter: TodoFilter
    /// Only to-dos whose title contains it (ignoring case) are shown; empty shows all.
    public let query: String
    public let message: String?
    let nextID: Int

    /// An empty list showing all to-dos.
    public init() { self.init(items: [], filter: .all, query: "", message: nil, nextID: 1) }

    init(items: [TodoItem], filter: TodoFilter, query: String, message: String?, nextID: Int) {
        self.items = items
        self.filter = filter
        self.query = query
        self.message = message
        self.nextID = nextID
    }

    /// The rows the list shows now.
    public var visibleItems: [TodoItem] {
        items.filter { filter.includes($0) && (query.isEmpty || $0.title.localizedCaseInsensitiveContains(query)) }
    }

    /// The actions available in this state.
    public var model: TodoListModel { TodoListModel(state: self) }
}

/// The actions of a `TodoListViewState`: a struct of closures, each returning the next state.
public struct TodoListModel: Sendable {
    /// Adds a to-do; a blank title is refused with a message and nothing is added.
    public let add: @Sendable (_ title: String) -> TodoListViewState
    /// Marks a to-do done or not done.
    public let toggle: @Sendable (_ id: Int) -> TodoListViewState
    /// Deletes a to-do.
    public let delete: @Sendable (_ id: Int) -> TodoListViewState
    /// Shows all, the active or the done to-dos.
    public let show: @Sendable (_ filter: TodoFilter) -> TodoListViewState
    /// Shows only the to-dos whose title contains `query` (surrounding spaces ignored).
    public let search: @Sendable (_ query: String) -> TodoListViewState

    init(state: TodoListViewState) {
        @Sendable func with(_ items: [TodoItem], filter: TodoFilter = state.filter, query: String = state.query,
                            message: String? = nil, nextID: Int = state.nextID) -> TodoListViewState {
            TodoListViewState(items: items, filter: filter, query: query, message: message, nextID: nextID)
        }
        add = { title in
            let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { return with(state.items, message: "A to-do needs a title.") }
            return with(state.items + [TodoItem(id: state.nextID, title: trimmed, isDone: false)],
                        nextID: state.nextID + 1)
        }
        toggle = { id in with(state.items.map { $0.id == id ? TodoItem(id: id, title: $0.title, isDone: !$0.isDone) : $0 }) }
        delete = { id in with(state.items.filter { $0.id != id }) }
        show = { filter in with(state.items, filter: filter) }
        search = { query in with(state.items, query: query.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
}
