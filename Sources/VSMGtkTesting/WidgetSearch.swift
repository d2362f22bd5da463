import CGLib
import CGtk
import Gtk

/// Finds the widgets a ``WidgetQuery`` names in a ``WidgetTree``, and explains a miss.
@MainActor
struct WidgetSearch {
    let tree: WidgetTree
    let query: WidgetQuery

    /// Every widget the query names, in document order, hidden ones included (so a click can
    /// say *why* it cannot press a hidden button rather than that there is none).
    var matches: [WidgetTree.Pointer] {
        tree.widgets.filter(isMatch)
    }

    private func isMatch(_ widget: WidgetTree.Pointer) -> Bool {
        switch query.criterion {
        case .builderID(let id):
            return WidgetTree.builderID(of: widget) == id
        case .role(let role, let name):
            guard WidgetTree.role(of: widget) == role else { return false }
            guard let name else { return true }
            return tree.accessibleName(of: widget) == name
        }
    }

    /// The one widget the query names. Among several, the only visible one wins (a stack
    /// keeps its hidden pages' buttons); otherwise the search fails and lists them. No match
    /// fails with the widgets of the same role that do exist, and their names.
    func single() -> Result<WidgetTree.Pointer, SearchFailure> {
        let found = matches
        if found.count == 1 { return .success(found[0]) }
        if found.isEmpty { return .failure(.none(nearMisses: nearMisses())) }
        let shown = found.filter { gtk_widget_is_visible($0) != 0 && gtk_widget_get_mapped($0) != 0 }
        if shown.count == 1 { return .success(shown[0]) }
        return .failure(.ambiguous(found.map(tree.describe)))
    }

    /// What the test may have meant: the widgets of the queried role, with their names.
    private func nearMisses() -> [String] {
        guard case .role(let role, _) = query.criterion else { return [] }
        return tree.widgets.filter { WidgetTree.role(of: $0) == role }.map { widget in
            let name = tree.accessibleName(of: widget)
            let hidden = gtk_widget_is_visible(widget) == 0 ? ", hidden" : ""
            return "\(role) “\(name)” (\(String(cString: vsm_object_type_name(widget)))\(hidden))"
        }
    }

    enum SearchFailure: Error {
        case none(nearMisses: [String])
        case ambiguous([String])

        func message(for query: WidgetQuery, in scope: String) -> String {
            switch self {
            case .none(let nearMisses) where nearMisses.isEmpty:
                return "no \(query) in \(scope)"
            case .none(let nearMisses):
                return "no \(query) in \(scope); there are: " + nearMisses.joined(separator: "; ")
            case .ambiguous(let candidates):
                return "\(candidates.count) widgets match \(query) in \(scope): "
                    + candidates.joined(separator: "; ") + " — name it more precisely"
            }
        }
    }
}
