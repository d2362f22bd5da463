import CGLib
import CGtk
import GLib

/// A widget class declared from Swift (a new GType under the Swift superclass's, see
/// `ObjectSubclass`) that draws and measures itself: GTK's `snapshot` and `measure`
/// virtual functions call `snapshot(into:)` and `measureContent(_:forSize:)` on the
/// widget's wrapper.
///
/// ```swift
/// final class Swatch: Widget, WidgetSubclass {
///     override class var gType: GType { registeredType }
///     func measureContent(_ orientation: Orientation, forSize: Int32) -> WidgetMeasurement { … }
///     func snapshot(into snapshot: Snapshot) { … }
/// }
/// ```
///
/// GTK calls both on the main thread during layout and drawing. The wrapper they run on is
/// the widget's one wrapper (made on first use for a widget created from C). The default
/// implementations chain up to the parent class's (`GtkWidget` draws the children and
/// measures 0). A class that implements `initializeClass` itself must call
/// `installWidgetFunctions(_:)` from it.
@MainActor
public protocol WidgetSubclass: Widget, ObjectSubclass {
    /// Adds the widget's render nodes to `snapshot`, in the widget's coordinates
    /// (`0, 0, width, height`).
    func snapshot(into snapshot: Snapshot)
    /// The widget's size in `orientation`, given `forSize` in the other one (-1: unknown).
    func measureContent(_ orientation: Orientation, forSize: Int32) -> WidgetMeasurement
}

extension WidgetSubclass {
    public static func initializeClass(_ classStructure: UnsafeMutableRawPointer) {
        installWidgetFunctions(classStructure)
    }

    /// Points the class's `snapshot` and `measure` at this protocol's methods.
    public static func installWidgetFunctions(_ classStructure: UnsafeMutableRawPointer) {
        let widgetClass = classStructure.assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.snapshot = widgetSnapshot
        widgetClass.pointee.measure = widgetMeasure
    }

    public func snapshot(into snapshot: Snapshot) {
        parentWidgetClass.pointee.snapshot?(widgetPointer, OpaquePointer(snapshot.gObject))
    }

    public func measureContent(_ orientation: Orientation, forSize: Int32) -> WidgetMeasurement {
        var result = WidgetMeasurement(minimum: 0, natural: 0)
        parentWidgetClass.pointee.measure?(widgetPointer, GtkOrientation(rawValue: .init(truncatingIfNeeded: orientation.rawValue)),
                                           forSize, &result.minimum, &result.natural,
                                           &result.minimumBaseline, &result.naturalBaseline)
        return result
    }

    /// The class structure of the parent GType (referenced for as long as this one exists).
    private var parentWidgetClass: UnsafeMutablePointer<GtkWidgetClass> {
        g_type_class_peek(g_type_parent(Self.registeredType))!.assumingMemoryBound(to: GtkWidgetClass.self)
    }
}

/// The wrapper that GTK's virtual functions dispatch to.
@MainActor private func subclassWrapper(_ widget: UnsafeMutablePointer<GtkWidget>) -> any WidgetSubclass {
    guard let wrapper = Object.wrapper(for: UnsafeMutableRawPointer(widget)) as? any WidgetSubclass else {
        preconditionFailure("\(String(cString: vsm_object_type_name(widget))) has no WidgetSubclass wrapper")
    }
    return wrapper
}

/// `GtkWidgetClass.snapshot` of Swift-declared widgets.
private let widgetSnapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { widgetPointer, snapshotPointer in
    guard let widgetPointer, let snapshotPointer else { return }
    precondition(vsm_is_main_thread() != 0, "a widget is drawn off the main thread")
    // Borrowed for this call, which stays on this (the main) thread: nothing crosses threads.
    nonisolated(unsafe) let widget = widgetPointer, snapshot = snapshotPointer
    MainActor.assumeIsolated {
        guard let wrapped = Snapshot.wrap(UnsafeMutableRawPointer(snapshot)) else { return }
        subclassWrapper(widget).snapshot(into: wrapped)
    }
}

/// `GtkWidgetClass.measure` of Swift-declared widgets.
private let widgetMeasure: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
                                           UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                                           UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void = {
    widgetPointer, orientation, forSize, minimumPointer, naturalPointer, minimumBaselinePointer, naturalBaselinePointer in
    guard let widgetPointer else { return }
    precondition(vsm_is_main_thread() != 0, "a widget is measured off the main thread")
    // Borrowed for this call, which stays on this (the main) thread: nothing crosses threads.
    nonisolated(unsafe) let widget = widgetPointer
    let result = MainActor.assumeIsolated {
        subclassWrapper(widget).measureContent(Orientation(rawValue: Int32(truncatingIfNeeded: orientation.rawValue)), forSize: forSize)
    }
    minimumPointer?.pointee = result.minimum
    naturalPointer?.pointee = result.natural
    minimumBaselinePointer?.pointee = result.minimumBaseline
    naturalBaselinePointer?.pointee = result.naturalBaseline
}
