import CGLib
import CGtk
import CGtkTesting
import Gtk

/// The widgets a test can reach, walked in document order from one or more windows, with
/// what a person perceives of each: its role and accessible name.
///
/// Works on GTK's own pointers, not wrappers: walking a window must not create a Swift
/// wrapper (and a toggle reference) for every internal widget; only what a test asks for is
/// wrapped. Valid while the main loop does not run: build a new tree after the UI changes.
@MainActor
struct WidgetTree {
    typealias Pointer = UnsafeMutablePointer<GtkWidget>

    /// Every widget, parents before children.
    let widgets: [Pointer]
    private let members: Set<Pointer>

    init(roots: [Pointer]) {
        var widgets: [Pointer] = []
        func walk(_ widget: Pointer) {
            widgets.append(widget)
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                walk(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        roots.forEach(walk)
        self.widgets = widgets
        self.members = Set(widgets)
    }

    func contains(_ widget: Pointer) -> Bool { members.contains(widget) }

    // MARK: What a person perceives

    static func role(of widget: Pointer) -> AccessibleRole {
        AccessibleRole(gtk_accessible_get_accessible_role(OpaquePointer(widget)))
    }

    static func builderID(of widget: Pointer) -> String? {
        vsm_testing_buildable_id(widget).map { String(cString: $0) }
    }

    /// The accessible name, computed as ARIA's accessible-name algorithm does with what GTK
    /// 4.8 stores: the names of the widgets in the `labelled-by` relation, else the `label`
    /// property, else (for roles named from content) the text of the visible labels inside,
    /// else the tooltip. Relations are followed one level deep, and only to widgets of this
    /// tree (their addresses are never dereferenced otherwise).
    func accessibleName(of widget: Pointer) -> String {
        name(of: widget, followingRelations: true)
    }

    private func name(of widget: Pointer, followingRelations: Bool) -> String {
        if followingRelations {
            let names = labelledBy(widget).map { name(of: $0, followingRelations: false) }.filter { !$0.isEmpty }
            if !names.isEmpty { return names.joined(separator: " ") }
        }
        if let label = Self.labelProperty(of: widget), !label.isEmpty { return label }
        if Self.role(of: widget).isNamedFromContent {
            let content = contentText(of: widget)
            if !content.isEmpty { return content }
        }
        if let tooltip = gtk_widget_get_tooltip_text(widget), tooltip.pointee != 0 {
            return String(cString: tooltip)
        }
        return ""
    }

    /// The text of the visible labels inside `widget`, through containers, space-separated.
    private func contentText(of widget: Pointer) -> String {
        var parts: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            defer { child = gtk_widget_get_next_sibling(current) }
            guard gtk_widget_get_visible(current) != 0 else { continue }
            let role = Self.role(of: current)
            if role == .label {
                if let text = Self.labelProperty(of: current), !text.isEmpty { parts.append(text) }
            } else if role.isContainer || role.isTableCell {
                let text = contentText(of: current)
                if !text.isEmpty { parts.append(text) }
            }
        }
        return parts.joined(separator: " ")
    }

    private func labelledBy(_ widget: Pointer) -> [Pointer] {
        var addresses = [UnsafeMutableRawPointer?](repeating: nil, count: 8)
        let count = Int(vsm_testing_accessible_labelled_by(widget, &addresses, UInt32(addresses.count)))
        return addresses.prefix(min(count, addresses.count)).compactMap { address in
            guard let address else { return nil }
            let candidate = address.assumingMemoryBound(to: GtkWidget.self)
            return contains(candidate) ? candidate : nil
        }
    }

    static func labelProperty(of widget: Pointer) -> String? {
        guard let value = vsm_testing_accessible_label(widget) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    // MARK: Describing widgets in messages

    /// `GtkButton “Save” (id save_button)`: how failure messages name a widget.
    func describe(_ widget: Pointer) -> String {
        let type = String(cString: vsm_object_type_name(widget))
        let name = accessibleName(of: widget)
        var text = name.isEmpty ? type : "\(type) “\(name)”"
        if let id = Self.builderID(of: widget) { text += " (id \(id))" }
        return text
    }
}
