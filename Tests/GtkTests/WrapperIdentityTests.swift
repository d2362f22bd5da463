import CGtk
import Dispatch
import VSMGtkTesting
import XCTest
@testable import Gtk

/// One Swift wrapper per GObject: identity, `weak` semantics, and the
/// lifetime rule "the wrapper lives as long as either side needs it", including objects
/// destroyed from C while Swift holds them and the reverse.
final class WrapperIdentityTests: XCTestCase {
    func testGettersReturnTheInstanceTheConstructorMade() throws { try onMainActor(Self.checkGettersReturnTheInstanceTheConstructorMade) }
    @MainActor private static func checkGettersReturnTheInstanceTheConstructorMade() throws {
        try requireDisplay()
        let window = Window()
        defer { window.destroy() }
        let box = Box()
        let label = Label("x")
        box.append(label)
        window.child = box
        XCTAssertTrue(window.child === box, "window.child is the wrapper that was set")
        XCTAssertTrue(box.window === window)
        XCTAssertTrue(label.parent === box)
        XCTAssertTrue(box.children.first === label)
        XCTAssertEqual(box.children.first, label, "== is identity")
        XCTAssertEqual(Set([box.children.first!, label]).count, 1, "Hashable agrees with ==")
        XCTAssertTrue(Object.wrapper(for: UnsafeMutableRawPointer(label.gObject)) === label)
        XCTAssertTrue(Label.wrap(UnsafeMutableRawPointer(label.gObject)) === label)
        XCTAssertNil(Button.wrap(UnsafeMutableRawPointer(label.gObject)), "a label is not a button")
        XCTAssertEqual(label.referenceCount, 2, "the wrapper's one toggle reference, and the box's")
    }

    func testObjectsFirstMetThroughGettersGetTheirMostSpecificClass() throws { try onMainActor(Self.checkObjectsFirstMetThroughGettersGetTheirMostSpecificClass) }
    @MainActor private static func checkObjectsFirstMetThroughGettersGetTheirMostSpecificClass() throws {
        try requireDisplay()
        let box = Box()
        let child = gtk_button_new_with_label("made in C")!
        gtk_box_append(box.cast(), child)
        let first = try XCTUnwrap(box.children.first)
        XCTAssertTrue(first is Button, "a GtkButton met as a Widget gets a Button wrapper")
        XCTAssertTrue(Button.wrap(UnsafeMutableRawPointer(child)) === first)
        let separator = gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_box_append(box.cast(), separator)
        XCTAssertEqual(box.children.last.map { "\(type(of: $0))" }, "Separator",
                       "every GTK class has its generated wrapper class, registered without a list")
    }

    func testRegisteredWrapperClassesAreUsedForObjectsMetThroughGetters() throws { try onMainActor(Self.checkRegisteredWrapperClassesAreUsedForObjectsMetThroughGetters) }
    @MainActor private static func checkRegisteredWrapperClassesAreUsedForObjectsMetThroughGetters() throws {
        try requireDisplay()
        let box = Box()
        gtk_box_append(box.cast(), gtk_switch_new())
        XCTAssertFalse(box.children.first is SwitchWrapper, "not registered yet: the nearest ancestor class")
        box.removeAll()
        Object.register(SwitchWrapper.self)
        gtk_box_append(box.cast(), gtk_switch_new())
        XCTAssertTrue(box.children.first is SwitchWrapper)
    }

    func testBuilderLookupsReturnOneWrapper() throws { try onMainActor(Self.checkBuilderLookupsReturnOneWrapper) }
    @MainActor private static func checkBuilderLookupsReturnOneWrapper() throws {
        try requireDisplay()
        let builder = try Builder.load(string: """
            <interface><object class="GtkBox" id="root">
              <child><object class="GtkLabel" id="title"/></child>
            </object></interface>
            """, name: "identity.ui")
        let first = try builder.object(Label.self, id: "title")
        XCTAssertTrue(try builder.object(Label.self, id: "title") === first)
        XCTAssertTrue(try builder.object(Widget.self, id: "title") === first)
        let root: Widget = try builder.object(id: "root")
        XCTAssertTrue(root is Box, "asking for a Widget still makes the Box wrapper")
        XCTAssertTrue(try builder.object(Box.self, id: "root") === root)
        XCTAssertTrue(first.parent === root)
    }

    func testSubclassWrapperConflictsAreErrorsNotSecondWrappers() throws { try onMainActor(Self.checkSubclassWrapperConflictsAreErrorsNotSecondWrappers) }
    @MainActor private static func checkSubclassWrapperConflictsAreErrorsNotSecondWrappers() throws {
        try requireDisplay()
        let builder = try Builder.load(string: """
            <interface><object class="GtkBox" id="root"/></interface>
            """, name: "conflict.ui")
        let tagged = try builder.object(TaggedBox.self, id: "root")
        XCTAssertTrue(try builder.object(Box.self, id: "root") === tagged, "a TaggedBox is a Box")
        let other = try Builder.load(string: """
            <interface><object class="GtkBox" id="root"/></interface>
            """, name: "plain.ui")
        _ = try other.object(Box.self, id: "root")
        XCTAssertThrowsError(try other.object(TaggedBox.self, id: "root")) { error in
            XCTAssertEqual(error as? BuilderLookupError, .wrapperClassMismatch(
                file: "plain.ui", id: "root", requestedClass: "TaggedBox", existingClass: "Box"))
            XCTAssertEqual("\(error)", "GtkBuilder file 'plain.ui': object 'root' already has a Swift "
                           + "wrapper of class Box, which is not a TaggedBox")
        }
    }

    func testWeakReferenceLivesAsLongAsEitherSideHoldsTheObject() throws { try onMainActor(Self.checkWeakReferenceLivesAsLongAsEitherSideHoldsTheObject) }
    @MainActor private static func checkWeakReferenceLivesAsLongAsEitherSideHoldsTheObject() throws {
        try requireDisplay()
        let box = Box()
        weak var weakLabel: Label?
        let object: WeakObject
        do {
            let label = Label("held by the box")
            weakLabel = label
            object = WeakObject(label.gObject)
            box.append(label)
        }
        // Swift dropped the last wrapper reference while C (the box) holds the label.
        XCTAssertNotNil(weakLabel, "the box's reference keeps the wrapper")
        XCTAssertTrue(box.children.first === weakLabel)
        XCTAssertEqual(weakLabel?.text, "held by the box")
        box.removeAll()
        XCTAssertNil(weakLabel, "with neither side holding it, the wrapper goes")
        XCTAssertTrue(object.isFinalized, "and so does the GObject")

        // A wrapper that nothing else holds goes at once, with its object.
        let alone: WeakObject
        do {
            let label = Label("alone")
            alone = WeakObject(label.gObject)
        }
        XCTAssertTrue(alone.isFinalized)
    }

    func testSubclassStateSurvivesWhileOnlyCHoldsTheObject() throws { try onMainActor(Self.checkSubclassStateSurvivesWhileOnlyCHoldsTheObject) }
    @MainActor private static func checkSubclassStateSurvivesWhileOnlyCHoldsTheObject() throws {
        try requireDisplay()
        let window = Window()
        defer { window.destroy() }
        var clicks = 0
        do {
            let tagged = TaggedBox()
            tagged.tag = 42
            let button = Button(label: "x")
            button.onClicked { _ in clicks += 1 }
            tagged.append(button)
            window.child = tagged
        }
        let found = try XCTUnwrap(window.child as? TaggedBox, "the subclass instance, not a new Box")
        XCTAssertEqual(found.tag, 42)
        (found.children.first as? Button)?.emitClicked()
        XCTAssertEqual(clicks, 1, "the closure connected through the old reference still runs")
    }

    func testWindowDestroyedFromCWhileSwiftHoldsItsChild() throws { try onMainActor(Self.checkWindowDestroyedFromCWhileSwiftHoldsItsChild) }
    @MainActor private static func checkWindowDestroyedFromCWhileSwiftHoldsItsChild() throws {
        try requireDisplay()
        MainContext.drainPending()
        let before = Object.liveWrapperCount
        var label: Label? = Label("kept by Swift")
        let labelObject = WeakObject(label!.gObject)
        let windowObject: WeakObject
        let windowPointer: UnsafeMutablePointer<GtkWindow>
        do {
            let window = Window()
            windowObject = WeakObject(window.gObject)
            window.child = label
            window.present()
            windowPointer = window.windowPointer
        }
        // Swift no longer holds the window; GTK's list of windows does, and with it the wrapper.
        XCTAssertTrue(label?.window?.windowPointer == windowPointer)
        gtk_window_destroy(windowPointer)   // from C, as the window manager's close does
        waitUntil("the window is finalized") { windowObject.isFinalized }
        XCTAssertFalse(labelObject.isFinalized, "Swift still holds the label")
        XCTAssertNil(label?.parent)
        XCTAssertEqual(label?.text, "kept by Swift", "the wrapper's object is still valid memory")
        label?.text = "still usable"
        XCTAssertEqual(label?.text, "still usable")
        label = nil
        XCTAssertTrue(labelObject.isFinalized)
        XCTAssertEqual(Object.liveWrapperCount, before)
    }

    func testWidgetsDestroyedOrRemovedFromCWhileSwiftHoldsThemStayValid() throws { try onMainActor(Self.checkWidgetsDestroyedOrRemovedFromCWhileSwiftHoldsThemStayValid) }
    @MainActor private static func checkWidgetsDestroyedOrRemovedFromCWhileSwiftHoldsThemStayValid() throws {
        try requireDisplay()
        var window: Window? = Window()
        let windowObject = WeakObject(window!.gObject)
        window?.title = "destroyed"
        window?.present()
        gtk_window_destroy(window!.windowPointer)
        XCTAssertFalse(windowObject.isFinalized, "Swift holds the destroyed window")
        XCTAssertEqual(window?.visible, false)
        XCTAssertEqual(window?.title, "destroyed")
        window = nil
        waitUntil("the window is finalized once Swift lets go") { windowObject.isFinalized }

        // Container removal from C while Swift holds the child.
        let box = Box()
        let child = Label("child")
        let childObject = WeakObject(child.gObject)
        box.append(child)
        gtk_box_remove(box.cast(), child.widgetPointer)
        XCTAssertFalse(childObject.isFinalized)
        XCTAssertEqual(child.text, "child")
        XCTAssertNil(child.parent)

        // Disposal from C while Swift holds the widget (GLib clears weak references at
        // disposal, so the wrapper count shows the release instead).
        let before = Object.liveWrapperCount
        var disposed: Label? = Label("disposed")
        var destroyed = 0
        disposed?.onDestroy { _ in destroyed += 1 }
        g_object_run_dispose(UnsafeMutablePointer(disposed!.gObject))
        XCTAssertEqual(destroyed, 1)
        XCTAssertEqual(disposed?.text, "disposed", "a disposed label is still valid memory")
        XCTAssertEqual(Object.liveWrapperCount, before + 1)
        disposed = nil
        XCTAssertEqual(Object.liveWrapperCount, before)
    }

    func testWrapperReleasedOnAnotherThreadFinalizesOnTheMainActor() throws { try onMainActor(Self.checkWrapperReleasedOnAnotherThreadFinalizesOnTheMainActor) }
    @MainActor private static func checkWrapperReleasedOnAnotherThreadFinalizesOnTheMainActor() throws {
        try requireDisplay()
        let object: WeakObject
        let released = DispatchSemaphore(value: 0)
        do {
            let label = Label("released elsewhere")
            object = WeakObject(label.gObject)
            DispatchQueue.global().async { [label] in
                withExtendedLifetime(label) {}
                released.signal()
            }
        }
        released.wait()
        waitUntil("the isolated deinit ran on the main actor and finalized the label") { object.isFinalized }
    }

    func testReferencesTakenOnAnotherThreadNeverFreeTheObjectUnderThem() throws { try onMainActor(Self.checkReferencesTakenOnAnotherThreadNeverFreeTheObjectUnderThem) }
    @MainActor private static func checkReferencesTakenOnAnotherThreadNeverFreeTheObjectUnderThem() throws {
        try requireDisplay()
        // Toggle notifications from another thread hop to the main actor. A GSimpleAction
        // is one of the few wrapped objects GLib lets other threads ref and unref.
        let object: WeakObject
        let referenced = DispatchSemaphore(value: 0)
        let mayRelease = DispatchSemaphore(value: 0)
        let released = DispatchSemaphore(value: 0)
        do {
            let action = SimpleAction(name: "x") {}
            object = WeakObject(action.gObject)
            let address = UInt(bitPattern: action.gObject)
            DispatchQueue.global().async {
                let pointer = UnsafeMutableRawPointer(bitPattern: address)
                g_object_ref(pointer)
                referenced.signal()
                mayRelease.wait()
                g_object_unref(pointer)
                released.signal()
            }
            referenced.wait()
        }
        MainContext.drainPending()
        XCTAssertFalse(object.isFinalized, "the other thread's reference keeps the object")
        mayRelease.signal()
        released.wait()
        waitUntil("the object is finalized once the last reference is gone") { object.isFinalized }
    }

    func testManyWidgetsInADestroyedWindowLeaveNoWrapperBehind() throws { try onMainActor(Self.checkManyWidgetsInADestroyedWindowLeaveNoWrapperBehind) }
    @MainActor private static func checkManyWidgetsInADestroyedWindowLeaveNoWrapperBehind() throws {
        try requireDisplay()
        MainContext.drainPending()
        let before = Object.liveWrapperCount
        for round in 0..<20 {
            let window = Window()
            let box = Box()
            window.child = box
            for index in 0..<50 {
                let button = Button(label: "\(round).\(index)")
                button.onClicked { button in button.label = "clicked" }
                let entry = Entry()
                entry.onChanged { entry in _ = entry.text }
                box.append(button)
                box.append(entry)
            }
            window.present()
            window.destroy()
        }
        MainContext.drainPending()
        XCTAssertEqual(Object.liveWrapperCount, before, "every wrapper and widget was released")
    }
}
