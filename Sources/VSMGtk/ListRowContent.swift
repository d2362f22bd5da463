import Gtk

/// What a `ListViewController` row or a `ColumnViewController` cell can be: a widget, or
/// a per-row view controller (its `view` is shown). Main actor only.
@MainActor
public protocol ListRowContent: AnyObject {
    /// The widget GTK shows for the row. Must return the same widget every time.
    var contentWidget: Widget { get }
}

extension Widget: ListRowContent {
    /// The widget itself.
    public var contentWidget: Widget { self }
}

extension ViewController: ListRowContent {
    /// The controller's root widget (loaded on first access, as `view`).
    public var contentWidget: Widget { view }
}
