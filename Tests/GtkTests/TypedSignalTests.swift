import CGtk
import VSMGtkTesting
import XCTest
@testable import Gtk

/// Signals are public only in typed, signature-checked forms, because GLib
/// passes each signal its own arguments and a handler written for another signature crashes.
final class TypedSignalTests: XCTestCase {
    /// Regression: `label.connect("notify::label") { }` compiled and crashed (SIGSEGV in
    /// the closure box, which took `notify`'s `GParamSpec *` for its own pointer) at the
    /// first change of the label. Now it throws, naming both signatures, and connects
    /// nothing.
    func testStringConnectToASignalWithArgumentsThrowsInsteadOfCrashing() throws { try onMainActor(Self.checkStringConnectToASignalWithArgumentsThrowsInsteadOfCrashing) }
    @MainActor private static func checkStringConnectToASignalWithArgumentsThrowsInsteadOfCrashing() throws {
        try requireDisplay()
        let label = Label("before")
        var runs = 0
        XCTAssertThrowsError(try label.connect("notify::label") { runs += 1 }) { error in
            XCTAssertEqual(error as? SignalError, .signatureMismatch(
                signal: "notify::label", typeName: "GtkLabel", expected: "() -> void", actual: "(GParam) -> void"))
            XCTAssertEqual("\(error)", "signal 'notify::label' of GtkLabel has the signature (GParam) -> void, "
                           + "but the handler or emission expects () -> void")
        }
        label.text = "after"   // crashed here before
        XCTAssertEqual(runs, 0, "nothing was connected")
    }

    func testOnNotifyReceivesTheWidgetAndTheProperty() throws { try onMainActor(Self.checkOnNotifyReceivesTheWidgetAndTheProperty) }
    @MainActor private static func checkOnNotifyReceivesTheWidgetAndTheProperty() throws {
        try requireDisplay()
        let label = Label("a")
        var seen: [String] = []
        try label.onNotify("label") { emitter, property in
            XCTAssertTrue(emitter === label)
            seen.append("\(property.name)=\(emitter.text) [\(property.ownerTypeName)]")
        }
        label.text = "b"
        XCTAssertEqual(seen, ["label=b [GtkLabel]"])
        var all: Set<String> = []
        let connection = label.onNotify { _, property in all.insert(property.name) }
        label.wrap = true
        XCTAssertTrue(all.contains("wrap"))
        connection.disconnect()
    }

    func testTypedNotificationsNameTheTypesOwnInheritedAndInterfaceProperties() throws {
        try onMainActor(Self.checkTypedNotifications)
    }
    @MainActor private static func checkTypedNotifications() throws {
        try requireDisplay()
        let entry = Entry()
        var seen: [String] = []
        entry.onNotify(.placeholderText) { entry in seen.append("placeholder=\(entry.placeholderText ?? "")") }  // Entry's own
        entry.onNotify(.text) { entry in seen.append("text=\(entry.text)") }                                    // Editable's
        entry.onNotify(.marginStart) { entry in seen.append("margin=\(entry.marginStart)") }                    // Widget's
        entry.placeholderText = "Name"
        entry.text = "ada"
        entry.marginStart = 6
        XCTAssertEqual(seen, ["placeholder=Name", "text=ada", "margin=6"])
        XCTAssertEqual(PropertyName<Entry>.marginStart.gObjectName, "margin-start", "the GObject name behind the Swift one")
    }

    func testBadSignalAndPropertyNamesAreClearErrors() throws { try onMainActor(Self.checkBadSignalAndPropertyNamesAreClearErrors) }
    @MainActor private static func checkBadSignalAndPropertyNamesAreClearErrors() throws {
        try requireDisplay()
        let label = Label()
        XCTAssertThrowsError(try label.onNotify("labl") { _, _ in }) { error in
            XCTAssertEqual(error as? SignalError, .unknownProperty(property: "labl", typeName: "GtkLabel"))
            XCTAssertEqual("\(error)", "GtkLabel has no property 'labl'")
        }
        XCTAssertThrowsError(try label.connect("notify::labl") {}) { error in
            XCTAssertEqual(error as? SignalError, .unknownProperty(property: "labl", typeName: "GtkLabel"))
        }
        XCTAssertThrowsError(try label.connect("clicked") {}) { error in
            XCTAssertEqual(error as? SignalError, .unknownSignal(signal: "clicked", typeName: "GtkLabel"))
            XCTAssertEqual("\(error)", "GtkLabel has no signal 'clicked'")
        }
        XCTAssertThrowsError(try label.connect("") {})
        XCTAssertThrowsError(try label.connect("destroy::detail") {}, "destroy takes no detail")
        XCTAssertThrowsError(try label.connect("a\0b") {})
    }

    func testReturnTypesAreCheckedToo() throws { try onMainActor(Self.checkReturnTypesAreCheckedToo) }
    @MainActor private static func checkReturnTypesAreCheckedToo() throws {
        try requireDisplay()
        let window = Window()
        defer { window.destroy() }
        XCTAssertThrowsError(try window.connect("close-request") {}) { error in
            XCTAssertEqual(error as? SignalError, .signatureMismatch(
                signal: "close-request", typeName: "GtkWindow", expected: "() -> void", actual: "() -> gboolean"))
        }
        XCTAssertThrowsError(try window.connectReturningBool("destroy") { true }) { error in
            XCTAssertEqual(error as? SignalError, .signatureMismatch(
                signal: "destroy", typeName: "GtkWindow", expected: "() -> gboolean", actual: "() -> void"))
        }
        var requests = 0
        try window.connectReturningBool("close-request") { requests += 1; return true }
        window.present()
        window.close()
        XCTAssertEqual(requests, 1)
        XCTAssertTrue(window.visible, "the checked generic form's result reaches GTK")
    }

    func testEmitChecksTheSignatureBeforeCallingGLib() throws { try onMainActor(Self.checkEmitChecksTheSignatureBeforeCallingGLib) }
    @MainActor private static func checkEmitChecksTheSignatureBeforeCallingGLib() throws {
        try requireDisplay()
        let button = Button(label: "x")
        var clicks = 0
        button.onClicked { _ in clicks += 1 }
        try button.emit("clicked")
        XCTAssertEqual(clicks, 1)
        XCTAssertThrowsError(try button.emit("notify::label"), "notify needs a GParamSpec argument")
        let window = Window()
        defer { window.destroy() }
        XCTAssertThrowsError(try window.emit("close-request"), "close-request returns a value") { error in
            XCTAssertEqual(error as? SignalError, .signatureMismatch(
                signal: "close-request", typeName: "GtkWindow", expected: "() -> void", actual: "() -> gboolean"))
        }
        XCTAssertThrowsError(try button.emit("no-such-signal"))
    }

    func testHandlersReceiveTheEmitterAsItsOwnClass() throws { try onMainActor(Self.checkHandlersReceiveTheEmitterAsItsOwnClass) }
    @MainActor private static func checkHandlersReceiveTheEmitterAsItsOwnClass() throws {
        try requireDisplay()
        let button = Button(label: "x")
        var clicked: Button?
        button.onClicked { emitter in clicked = emitter }
        button.emitClicked()
        XCTAssertTrue(clicked === button)

        let entry = Entry()
        var texts: [String] = []
        entry.onChanged { entry in texts.append(entry.text) }
        var activated = 0
        entry.onActivate { _ in activated += 1 }
        entry.text = "typed"
        entry.emitActivate()
        XCTAssertEqual(texts, ["typed"])
        XCTAssertEqual(activated, 1)

        let window = Window()
        let tagged = TaggedBox()
        tagged.tag = 7
        var mappedTag: Int?
        tagged.onMap { box in mappedTag = box.tag }   // `box` is a TaggedBox: Self
        var unmapped = 0
        tagged.onUnmap { _ in unmapped += 1 }
        var closeRequests = 0
        window.onCloseRequest { (emitter: Window) in
            closeRequests += 1
            return emitter !== window
        }
        window.child = tagged
        window.present()
        waitUntil("the box is mapped") { mappedTag != nil }
        XCTAssertEqual(mappedTag, 7)
        window.close()
        XCTAssertEqual(closeRequests, 1)
        waitUntil("the box is unmapped") { unmapped == 1 }
    }

    func testHandlerTakingTheEmitterDoesNotKeepItAlive() throws { try onMainActor(Self.checkHandlerTakingTheEmitterDoesNotKeepItAlive) }
    @MainActor private static func checkHandlerTakingTheEmitterDoesNotKeepItAlive() throws {
        try requireDisplay()
        weak var weakEntry: Entry?
        do {
            let entry = Entry()
            weakEntry = entry
            entry.onChanged { entry in _ = entry.text }
            entry.onNotify(.text) { entry in _ = entry.text }
        }
        XCTAssertNil(weakEntry, "no cycle through the entry's own handlers")
    }
}
