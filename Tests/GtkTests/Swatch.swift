import CGtk
import Gtk

/// A widget declared from Swift that reports a fixed size and fills itself with red.
final class Swatch: Widget, WidgetSubclass {
    override class var gType: GType { registeredType }

    /// How many times GTK asked it to draw.
    var snapshots = 0

    func measureContent(_ orientation: Orientation, forSize: Int32) -> WidgetMeasurement {
        orientation == .horizontal ? WidgetMeasurement(minimum: 40, natural: 60) : WidgetMeasurement(minimum: 20, natural: 30)
    }

    func snapshot(into snapshot: Snapshot) {
        snapshots += 1
        var red = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(self.width), Float(self.height))
        gtk_snapshot_append_color(OpaquePointer(snapshot.gObject), &red, &bounds)
    }
}
