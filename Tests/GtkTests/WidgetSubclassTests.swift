import CGLib
import CGtk
import VSMGtkTesting
import XCTest
@testable import Gtk

/// `WidgetSubclass`: GTK measures and draws a Swift-declared widget through its Swift
/// methods, whether Swift or C created it.
final class WidgetSubclassTests: XCTestCase {
    func testASwiftWidgetIsMeasuredThroughItsSwiftMethod() throws {
        try onMainActor {
            try requireDisplay()
            let swatch = Swatch()
            XCTAssertEqual(g_type_parent(Swatch.gType), gtk_widget_get_type())
            XCTAssertEqual(swatch.referenceCount, 1, "the floating reference became the wrapper's")
            let horizontal = swatch.measure(.horizontal, forSize: -1)
            XCTAssertEqual(horizontal.minimum, 40)
            XCTAssertEqual(horizontal.natural, 60)
            let vertical = swatch.measure(.vertical, forSize: -1)
            XCTAssertEqual(vertical.minimum, 20)
            XCTAssertEqual(vertical.natural, 30)
            XCTAssertEqual(vertical.minimumBaseline, -1)
        }
    }

    func testAWidgetCreatedFromCGetsItsWrapperInAVirtualFunctionAndStaysFloating() throws {
        try onMainActor {
            try requireDisplay()
            let pointer = g_object_new_with_properties(Swatch.gType, 0, nil, nil)!
            let object = WeakObject(pointer)
            XCTAssertNotEqual(g_object_is_floating(pointer), 0)
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self),
                               GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            XCTAssertEqual(minimum, 40, "the Swift method measured a widget C created")
            XCTAssertEqual(natural, 60)
            XCTAssertTrue(Object.existingWrapper(for: UnsafeMutableRawPointer(pointer)) is Swatch)
            XCTAssertNotEqual(g_object_is_floating(pointer), 0, "C's floating reference is still C's")
            // A container sinks it; removing it drops the last C reference.
            let box = Box()
            gtk_box_append(box.cast(), UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self))
            XCTAssertFalse(object.isFinalized)
            gtk_box_remove(box.cast(), UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self))
            XCTAssertTrue(object.isFinalized, "nothing leaked: the wrapper went with the last reference")
        }
    }

    func testASwiftWidgetIsDrawnWhenItsWindowIsShown() throws {
        try onMainActor {
            try requireDisplay()
            let swatch = Swatch()
            let window = Window()
            defer { window.destroy() }
            window.child = swatch
            window.present()
            waitUntil("GTK drew the swatch") { swatch.snapshots > 0 }
            XCTAssertGreaterThanOrEqual(swatch.width, 40, "allocated at least its minimum width")
            XCTAssertGreaterThanOrEqual(swatch.height, 20)

            // What it drew: a red color node over its whole allocation.
            let snapshot = gtk_snapshot_new()!
            gtk_widget_snapshot_child(window.widgetPointer, swatch.widgetPointer, snapshot)
            let node = try XCTUnwrap(gtk_snapshot_free_to_node(snapshot))
            defer { gsk_render_node_unref(node) }
            let color = try XCTUnwrap(firstColorNode(in: node), "a color node")
            let rgba = gsk_color_node_get_color(color)!.pointee
            XCTAssertEqual([rgba.red, rgba.green, rgba.blue, rgba.alpha], [1, 0, 0, 1])
            var bounds = graphene_rect_t()
            gsk_render_node_get_bounds(color, &bounds)
            XCTAssertEqual(bounds.size.width, Float(swatch.width))
            XCTAssertEqual(bounds.size.height, Float(swatch.height))
        }
    }
}

/// The first color node in `node`'s tree (GTK may wrap a child's nodes in transform and
/// container nodes).
private func firstColorNode(in node: OpaquePointer) -> OpaquePointer? {
    switch gsk_render_node_get_node_type(node) {
    case GSK_COLOR_NODE:
        return node
    case GSK_TRANSFORM_NODE:
        return gsk_transform_node_get_child(node).flatMap(firstColorNode(in:))
    case GSK_CONTAINER_NODE:
        for index in 0..<gsk_container_node_get_n_children(node) {
            if let found = gsk_container_node_get_child(node, index).flatMap(firstColorNode(in:)) { return found }
        }
        return nil
    default:
        return nil
    }
}
