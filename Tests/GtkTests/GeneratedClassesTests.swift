import CGLib
import CGtk
import Gtk
import VSMGtkTesting
import XCTest

/// The generated classes of `Gtk`, rule by rule, on real GTK objects: properties named as in
/// GIR, typed signals with arguments and results, `throws`, interfaces, identity across
/// getters, builder lookups of generated classes, caller-allocated records, string arrays,
/// and ownership (dropped objects are finalized, closures released). Under Xvfb.
final class GeneratedClassesTests: XCTestCase {
    func testPropertiesAreNamedAsInGIRAndReachTheCAccessors() throws { try onMainActor(Self.checkProperties) }
    @MainActor private static func checkProperties() throws {
        try requireDisplay()
        let toggle = Switch()
        toggle.active = true
        XCTAssertTrue(toggle.active)
        XCTAssertEqual(gtk_switch_get_active(toggle.opaque), 1)
        let progress = ProgressBar()
        progress.fraction = 0.25
        XCTAssertEqual(progress.fraction, 0.25)
        let revealer = Revealer()
        revealer.revealChild = true
        XCTAssertTrue(revealer.revealChild)
        let stack = Stack()
        stack.transitionDuration = 120
        XCTAssertEqual(stack.transitionDuration, 120)
        let link = LinkButton(uri: "https://example.org/")
        XCTAssertEqual(link.uri, "https://example.org/")
    }

    func testTypedSignalsPassTheirArgumentsAndReturnTheirResult() throws { try onMainActor(Self.checkTypedSignals) }
    @MainActor private static func checkTypedSignals() throws {
        try requireDisplay()
        let toggle = Switch()
        var states: [Bool] = []
        toggle.onStateSet { emitter, state in
            XCTAssertTrue(emitter === toggle)
            states.append(state)
            return true // handled: the switch's state does not follow
        }
        toggle.active = true
        XCTAssertEqual(states, [true])
        XCTAssertFalse(toggle.state, "a handler returning true keeps GTK from changing the state")
    }

    func testAGErrorIsThrown() throws { try onMainActor(Self.checkAGErrorIsThrown) }
    @MainActor private static func checkAGErrorIsThrown() throws {
        try requireDisplay()
        let builder = Builder()
        let document = #"<interface><object class="NoSuchWidget" id="x"/></interface>"#
        XCTAssertThrowsError(try builder.addFromString(document)) { error in
            guard let error = error as? GLibError else { return XCTFail("not a GLibError: \(error)") }
            XCTAssertEqual(error.domain, "gtk-builder-error-quark")
            XCTAssertEqual(BuilderError(rawValue: error.code), .invalidValue)
            XCTAssertFalse(error.message.isEmpty)
        }
    }

    func testInterfacesAndIdentityAcrossGetters() throws { try onMainActor(Self.checkInterfacesAndIdentity) }
    @MainActor private static func checkInterfacesAndIdentity() throws {
        try requireDisplay()
        let box = Box(orientation: .vertical, spacing: 0)
        let orientable: any Orientable = box
        orientable.orientation = .horizontal
        XCTAssertEqual(box.orientation, .horizontal)
        let stack = Stack()
        let child = Label("page")
        let page = stack.addNamed(child, name: "first")
        XCTAssertTrue(page.child === child, "a getter returns the child's one wrapper")
        XCTAssertTrue(stack.visibleChild === child)
        XCTAssertTrue(stack.getPage(child) === page)
    }

    func testBuilderLookupsAndGettersGetTheGeneratedClass() throws { try onMainActor(Self.checkBuilderLookups) }
    @MainActor private static func checkBuilderLookups() throws {
        try requireDisplay()
        let builder = try Builder.load(string: """
            <interface><object class="GtkBox" id="box"><child><object class="GtkSwitch" id="switch"/></child>\
            </object></interface>
            """, name: "generated.ui")
        let toggle = try builder.object(Switch.self, id: "switch")
        let box = try builder.object(Box.self, id: "box")
        XCTAssertTrue(box.firstChild === toggle)
        XCTAssertTrue(box.firstChild is Switch, "a getter returns the most-derived generated class")
    }

    func testDroppedObjectsAreFinalized() throws { try onMainActor(Self.checkDroppedObjectsAreFinalized) }
    @MainActor private static func checkDroppedObjectsAreFinalized() throws {
        try requireDisplay()
        var reference = GWeakRef()
        do {
            let box = Box(orientation: .vertical, spacing: 0)
            let toggle = Switch()
            g_weak_ref_init(&reference, toggle.gObject)
            box.append(toggle)
            box.remove(toggle)
        }
        XCTAssertNil(g_weak_ref_get(&reference), "a widget created, added, removed and dropped is finalized")
        g_weak_ref_clear(&reference)
    }

    func testCallerAllocatedRecordsAndStringArrays() throws { try onMainActor(Self.checkRecordsAndStringArrays) }
    @MainActor private static func checkRecordsAndStringArrays() throws {
        try requireDisplay()
        let buffer = TextBuffer(table: nil)
        buffer.setText("abc")
        XCTAssertEqual(buffer.getText(buffer.getStartIter(), end: buffer.getEndIter(), includeHiddenChars: false), "abc",
                       "TextIters are records the caller allocates and GTK fills")
        // A string's length is the string's own: multi-byte text and text after an insertion.
        buffer.insertAtCursor(" – ünïcödé")
        XCTAssertEqual(buffer.getText(buffer.getStartIter(), end: buffer.getEndIter(), includeHiddenChars: false), "abc – ünïcödé")
        XCTAssertNoThrow(try Builder().addFromString("<interface><object class=\"GtkLabel\" id=\"é\"/></interface>"))
        let list = StringList(strings: ["a", "b"])
        XCTAssertEqual(list.nItems, 2)
        XCTAssertEqual(list.getString(1), "b")
        XCTAssertNil(list.getString(5), "a nullable string out is nil")
    }

    func testAClosureHandedToGTKIsReleasedWithItsObject() throws { try onMainActor(Self.checkClosureIsReleased) }
    @MainActor private static func checkClosureIsReleased() throws {
        try requireDisplay()
        weak var captured: Marker?
        var calls = 0
        var reference = GWeakRef()
        do {
            let marker = Marker()
            captured = marker
            let filter = CustomFilter(matchFunc: { _ in
                withExtendedLifetime(marker) { calls += 1 }
                return true
            })
            g_weak_ref_init(&reference, filter.gObject)
            XCTAssertTrue(filter.match(StringList(strings: ["x"])))
        }
        XCTAssertEqual(calls, 1, "the closure ran")
        waitUntil("the filter is finalized") { g_weak_ref_get(&reference).map { g_object_unref($0); return false } ?? true }
        XCTAssertNil(captured, "the destroy-notify released the closure, and what it captured, once")
        g_weak_ref_clear(&reference)
    }
}

/// Captured by closures handed to C, to see when C releases them.
private final class Marker {}
