import Foundation
import Gtk
import UserProfile
import XCTest
@testable import ProfileApp

/// Initialises GTK for a view test, or skips it with a clear message when there is
/// no display (CI runs the suite under `xvfb-run -a`, where it always runs).
@MainActor
func requireDisplay() throws {
    setenv("GSETTINGS_BACKEND", "memory", 0)
    guard GtkRuntime.initialize() else { throw XCTSkip(GtkRuntime.noDisplayMessage) }
}

/// The source tree's `Resources/` (the same files `swift run` uses).
let testResources: ResourceLocator = {
    guard let directory = ResourceLocator.sourceTreeResources() else {
        fatalError("Resources/ not found next to Sources/ProfileApp")
    }
    return ResourceLocator(directory: directory)
}()

/// How long a view test waits for something the main loop will deliver. Generous:
/// the loop normally needs milliseconds; the bound only stops a broken test.
let uiTimeout: Duration = .seconds(10)

/// Iterates the GLib main loop (which also drains the main queue through the bridge)
/// until `condition` holds; fails the test with `message` if it never does.
@MainActor
func waitUntil(
    _ message: @autoclosure () -> String,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ condition: () -> Bool
) {
    if !MainContext.iterate(until: condition, timeout: uiTimeout) {
        XCTFail("timed out waiting until \(message())", file: file, line: line)
    }
}

/// Lets every pending event and main-queue job run (no condition to wait for: used
/// before asserting that something did NOT happen).
@MainActor
func settle() {
    MainContext.iterate(for: .milliseconds(50))
}

/// The names of the widgets in `widgets` that are shown (they and all their
/// ancestors are visible).
@MainActor
func shown(_ widgets: KeyValuePairs<String, Widget>) -> Set<String> {
    Set(widgets.filter { $0.value.isDrawable }.map(\.key))
}

/// A sample profile for view tests.
let alice = UserData(id: 1, username: "alice", realName: "Alice Example")

/// Runs a view test's body on the main actor. XCTest on Linux traps on synchronous
/// `@MainActor` test methods (its discovery casts them to nonisolated types), and GTK
/// tests must be synchronous so that iterating GLib drains the main queue (DESIGN.md
/// §6). XCTest calls test methods on the main thread, so the assumption holds.
func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated { try body() }
}
