import CGtk
import VSMGtkTesting
import XCTest
@testable import Gtk

final class SignalTests: XCTestCase {
    func testDisconnectStopsHandlerAndReleasesClosure() throws { try onMainActor(Self.checkDisconnectStopsHandlerAndReleasesClosure) }
    @MainActor private static func checkDisconnectStopsHandlerAndReleasesClosure() throws {
        try requireDisplay()
        let button = Button(label: "x")
        var probe: Probe? = Probe()
        weak let weakProbe = probe
        let connection = button.onClicked { [probe] _ in probe?.count += 1 }
        button.emitClicked()
        XCTAssertEqual(weakProbe?.count, 1)
        probe = nil
        XCTAssertNotNil(weakProbe, "the connected closure keeps its captures alive")
        XCTAssertTrue(connection.isConnected)
        connection.disconnect()
        XCTAssertFalse(connection.isConnected)
        XCTAssertNil(weakProbe, "disconnecting releases the closure box")
        button.emitClicked()
        connection.disconnect() // idempotent
    }

    func testHandlerOutlivesWrapperAndIsReleasedWithTheWidget() throws { try onMainActor(Self.checkHandlerOutlivesWrapperAndIsReleasedWithTheWidget) }
    @MainActor private static func checkHandlerOutlivesWrapperAndIsReleasedWithTheWidget() throws {
        try requireDisplay()
        let box = Box()
        weak var weakProbe: Probe?
        var connection: SignalConnection?
        do {
            let probe = Probe()
            weakProbe = probe
            let button = Button(label: "x")
            box.append(button)
            connection = button.onClicked { _ in probe.count += 1 }
        }
        // Swift dropped the button; the box's reference keeps it and its handler.
        box.children.first?.as(Button.self)?.emitClicked()
        XCTAssertEqual(weakProbe?.count, 1)
        box.removeAll() // last reference to the button: finalized, handlers destroyed
        XCTAssertNil(weakProbe, "finalizing the widget releases the closure box")
        XCTAssertEqual(connection?.isConnected, false)
        connection?.disconnect() // safe after finalization
    }

    func testBooleanHandlerResultReachesGTK() throws { try onMainActor(Self.checkBooleanHandlerResultReachesGTK) }
    @MainActor private static func checkBooleanHandlerResultReachesGTK() throws {
        try requireDisplay()
        let window = Window()
        var requests = 0
        let veto = window.onCloseRequest { _ in requests += 1; return true }
        window.present() // GTK ignores close() on a window that was never shown
        window.close()
        XCTAssertEqual(requests, 1)
        XCTAssertTrue(window.visible, "returning true vetoes the close")
        XCTAssertEqual(window.typeName, "GtkWindow")
        veto.disconnect()
        window.destroy()
    }

    func testWrapperHoldsOneReferenceAndReleasesIt() throws { try onMainActor(Self.checkWrapperHoldsOneReferenceAndReleasesIt) }
    @MainActor private static func checkWrapperHoldsOneReferenceAndReleasesIt() throws {
        try requireDisplay()
        let weakRef = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        weakRef.initialize(to: GWeakRef())
        defer { g_weak_ref_clear(weakRef); weakRef.deallocate() }
        do {
            let label = Label("temporary")
            g_weak_ref_init(weakRef, label.gObject)
            XCTAssertEqual(label.referenceCount, 1, "the floating reference became the wrapper's one reference")
            let second = label.as(Label.self)
            XCTAssertTrue(second === label, "one wrapper per object")
            XCTAssertEqual(label.referenceCount, 1)
        }
        XCTAssertNil(g_weak_ref_get(weakRef), "the label is finalized with its wrapper")
    }

    func testActionActivationAndEnabledState() throws { try onMainActor(Self.checkActionActivationAndEnabledState) }
    @MainActor private static func checkActionActivationAndEnabledState() throws {
        try requireDisplay()
        var runs = 0
        let action = SimpleAction(name: "save") { runs += 1 }
        XCTAssertEqual(action.name, "save")
        action.activate()
        XCTAssertEqual(runs, 1)
        action.enabled = false
        action.activate()
        XCTAssertEqual(runs, 1, "a disabled action does not run")
    }
}
