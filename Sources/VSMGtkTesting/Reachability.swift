import CGtk
import CGtkTesting

/// Whether a person could reach a widget with the pointer now — and if not, why — judged
/// as a person sees the screen: up the ancestor chain, not from the widget's own flags.
///
/// The checks, in order: in a window that is shown; the widget and every ancestor visible;
/// mapped (on the stack page shown, in an open popover); the widget and every ancestor
/// sensitive; a size; its center inside its window; and nothing else on top of that center
/// (what GTK itself would deliver the click to).
@MainActor
enum Reachability {
    typealias Pointer = WidgetTree.Pointer

    /// Why `widget` cannot be clicked, or `nil` when it can; `center` is its center in its
    /// native's coordinates when it can.
    static func check(_ widget: Pointer, describe: (Pointer) -> String) -> Result<(x: Double, y: Double), Obstacle> {
        guard let root = gtk_widget_get_root(widget) else {
            return .failure(Obstacle("it is not in a window"))
        }
        let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        if gtk_widget_get_mapped(rootWidget) == 0 {
            return .failure(Obstacle("its window is not shown (present it first)"))
        }
        if let hidden = firstInChain(from: widget, where: { gtk_widget_get_visible($0) == 0 }) {
            return .failure(Obstacle(hidden == widget
                ? "it is hidden (not visible)"
                : "it is hidden: its ancestor \(describe(hidden)) is not visible"))
        }
        if gtk_widget_get_mapped(widget) == 0 {
            return .failure(Obstacle(
                "it is not on screen (not mapped: a stack page that is not shown, or a popover that is closed)"
            ))
        }
        if let disabled = firstInChain(from: widget, where: { gtk_widget_get_sensitive($0) == 0 }) {
            return .failure(Obstacle(disabled == widget
                ? "it is insensitive (disabled)"
                : "it is insensitive: its ancestor \(describe(disabled)) is disabled"))
        }
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        guard vsm_testing_bounds_in_native(widget, &x, &y, &width, &height) != 0, width >= 1, height >= 1 else {
            return .failure(Obstacle("it has no size on screen"))
        }
        let center = (x: x + width / 2, y: y + height / 2)
        if let native = gtk_widget_get_native(widget) {
            let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
            let nativeWidth = Double(gtk_widget_get_width(nativeWidget))
            let nativeHeight = Double(gtk_widget_get_height(nativeWidget))
            if center.x < 0 || center.y < 0 || center.x >= nativeWidth || center.y >= nativeHeight {
                return .failure(Obstacle("its center is outside the visible part of its window"))
            }
        }
        guard let picked = vsm_testing_pick_in_native(widget, center.x, center.y) else {
            return .failure(Obstacle("GTK finds no widget at its center (clipped out of view)"))
        }
        if picked != widget, gtk_widget_is_ancestor(picked, widget) == 0 {
            return .failure(Obstacle("it is covered at its center by \(describe(picked))"))
        }
        return .success(center)
    }

    /// The widget or nearest ancestor for which `condition` holds.
    private static func firstInChain(from widget: Pointer, where condition: (Pointer) -> Bool) -> Pointer? {
        var current: Pointer? = widget
        while let node = current {
            if condition(node) { return node }
            current = gtk_widget_get_parent(node)
        }
        return nil
    }

    /// Why the widget cannot be reached.
    struct Obstacle: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
