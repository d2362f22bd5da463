import TodoListFeature

/// What the screen shows for a state, in one line a person could say aloud: the filter,
/// each visible to-do (✓ done, ○ not yet), the search and the message.
///
/// The projection the journeys compare: a test reads like the specification
/// (`"All: ✓ Buy milk, ○ Write tests"`), and a failure diffs lines like it.
func screen(_ state: TodoListViewState) -> String {
    let rows = state.visibleItems.map { ($0.isDone ? "✓ " : "○ ") + $0.title }
    var text = "\(state.filter.rawValue): " + (rows.isEmpty ? "nothing" : rows.joined(separator: ", "))
    if !state.query.isEmpty { text += " matching “\(state.query)”" }
    if let message = state.message { text += " — \(message)" }
    return text
}
