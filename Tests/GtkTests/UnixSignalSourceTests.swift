import Glibc
import VSMGtkTesting
import XCTest
@testable import Gtk

final class UnixSignalSourceTests: XCTestCase {
    func testSignalRunsTheHandlerOnTheMainLoop() throws { try onMainActor(Self.checkSignalRunsTheHandlerOnTheMainLoop) }
    @MainActor private static func checkSignalRunsTheHandlerOnTheMainLoop() throws {
        try requireDisplay()
        var received = 0
        let source = try XCTUnwrap(UnixSignalSource.add(SIGUSR1) { received += 1 })
        defer { UnixSignalSource.remove(source) }
        raise(SIGUSR1)
        XCTAssertEqual(received, 0, "never inside the signal handler itself")
        waitUntil("the main loop delivered the signal") { received == 1 }
        raise(SIGUSR1)
        waitUntil("a second signal is delivered too") { received == 2 }
    }

    func testRemoveReleasesTheHandler() throws { try onMainActor(Self.checkRemoveReleasesTheHandler) }
    @MainActor private static func checkRemoveReleasesTheHandler() throws {
        try requireDisplay()
        weak var weakProbe: Probe?
        let source: UInt32
        do {
            let probe = Probe()
            weakProbe = probe
            source = try XCTUnwrap(UnixSignalSource.add(SIGUSR2) { probe.count += 1 })
        }
        XCTAssertNotNil(weakProbe, "the installed handler keeps its captures")
        UnixSignalSource.remove(source)
        XCTAssertNil(weakProbe, "removing the source releases the handler")
    }

    func testSignalsGLibCannotDeliverAreRefused() throws { try onMainActor(Self.checkSignalsGLibCannotDeliverAreRefused) }
    @MainActor private static func checkSignalsGLibCannotDeliverAreRefused() throws {
        try requireDisplay()
        XCTAssertNil(UnixSignalSource.add(SIGKILL) {})
        XCTAssertNil(UnixSignalSource.add(SIGSEGV) {})
        XCTAssertNil(UnixSignalSource.add(0) {})
        XCTAssertNil(UnixSignalSource.add(-1) {})
    }

    func testIconThemeLookups() throws { try onMainActor(Self.checkIconThemeLookups) }
    @MainActor private static func checkIconThemeLookups() throws {
        try requireDisplay()
        XCTAssertFalse(IconTheme.hasIcon(named: "no-such-icon-vsm-gtk-test"))
        XCTAssertFalse(IconTheme.hasIcon(named: ""))
        XCTAssertFalse(IconTheme.hasIcon(named: "a\0b"))
    }
}
