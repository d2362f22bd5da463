import Adw
import CGtk
import Gtk
import Soup
import VSMGtkTesting
import XCTest

/// One Swift class per GType: an object keeps the class of its first wrapper, so two unrelated
/// classes for one GType make lookups through the second fail (a frame clock first wrapped by
/// one class was nil through the other, and its tick callbacks never ran).
final class OneClassPerGTypeTests: XCTestCase {
    /// Every class the library registers (the generated classes of each namespace and the
    /// hand-written ones registered in their place) and every class that made a wrapper so far.
    func testEveryGTypeOfTheLibraryHasOneSwiftClass() throws {
        try onMainActor {
            try requireDisplay()
            GtkRuntime.initialize()
            AdwRuntime.initialize()
            registerSoupTypes()
            XCTAssertGreaterThan(Object.declaredWrapperClassCount, 400, "the walk covers every namespace's classes")
            XCTAssertEqual(Object.wrapperClassConflicts(), [])
        }
    }

    /// The check fails on a second class for a GType that already has one.
    func testASecondClassForAGTypeIsReported() throws {
        try onMainActor {
            try requireDisplay()
            AdwRuntime.initialize()
            XCTAssertEqual(Object.wrapperClassConflicts(including: [PlantedFrameClock.self]),
                           ["GdkFrameClock: Gdk.FrameClock, AdwTests.PlantedFrameClock"])
            XCTAssertEqual(Object.wrapperClassConflicts(including: [RefinedFrameClock.self, ApplicationWindowSubclass.self]), [],
                           "a Swift subclass of the one class refines it")
        }
    }
}

/// A hand-written duplicate of the generated `Gdk.FrameClock`.
final class PlantedFrameClock: GLib.Object {
    override class var gType: GType { gdk_frame_clock_get_type() }
}

/// A subclass of the generated class that names the same GType again.
final class RefinedFrameClock: Gdk.FrameClock {
    override class var gType: GType { gdk_frame_clock_get_type() }
}

/// An app's window class: it inherits its GType.
final class ApplicationWindowSubclass: Adw.ApplicationWindow {}
