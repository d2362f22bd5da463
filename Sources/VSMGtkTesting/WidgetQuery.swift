/// How a test names the widget it wants, the way a person would: by what it is and what it
/// says (its accessible role and name), or by the id it has in its GtkBuilder `.ui` file.
///
/// Names are matched exactly (case and spaces count). A widget's accessible name is what a
/// screen reader announces (see ``TestUser``): the labels it is labelled by, else its
/// accessible label (`setAccessibleLabel`), else — for buttons, check boxes, rows and the
/// like — the text of the labels inside it, else its tooltip.
public struct WidgetQuery: Sendable, CustomStringConvertible {
    enum Criterion: Sendable {
        case role(AccessibleRole, name: String?)
        case builderID(String)
    }

    let criterion: Criterion

    /// A widget of `role`; with `name`, only one whose accessible name is exactly `name`.
    public static func role(_ role: AccessibleRole, named name: String? = nil) -> WidgetQuery {
        WidgetQuery(criterion: .role(role, name: name))
    }

    /// A button named `name` (its label, or its accessible label for an icon button).
    public static func button(_ name: String) -> WidgetQuery { .role(.button, named: name) }

    /// A toggle button named `name` (GTK 4.10 and newer give it a role of its own).
    public static func toggleButton(_ name: String) -> WidgetQuery { .role(.toggleButton, named: name) }

    /// A text field named `name` (its accessible label, or the label it is labelled by).
    public static func textBox(_ name: String) -> WidgetQuery { .role(.textBox, named: name) }

    /// A check box named `name`.
    public static func checkbox(_ name: String) -> WidgetQuery { .role(.checkbox, named: name) }

    /// A label showing exactly `text`.
    public static func label(_ text: String) -> WidgetQuery { .role(.label, named: text) }

    /// The widget whose id in its GtkBuilder file is `id` (`<object class="GtkButton" id="…">`).
    public static func id(_ id: String) -> WidgetQuery { WidgetQuery(criterion: .builderID(id)) }

    /// `button “Save”`, `text-box`, `widget with builder id “save_button”`.
    public var description: String {
        switch criterion {
        case .role(let role, let name?): "\(role) “\(name)”"
        case .role(let role, nil): "\(role)"
        case .builderID(let id): "widget with builder id “\(id)”"
        }
    }
}
