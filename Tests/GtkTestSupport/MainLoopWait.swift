import Gtk
import XCTest

/// How long a GTK test waits by default for something the main loop will deliver.
/// Generous: the loop normally needs milliseconds; the bound only stops a broken test.
public let uiTimeout: Duration = .seconds(10)

/// Iterates the GLib main loop (which also drains the main queue through the bridge)
/// until `condition` holds; fails the test at the caller's line if it still does not
/// after `timeout`. For synchronous tests on the main thread (see `onMainActor`).
@MainActor
public func waitUntil(
    _ message: @autoclosure () -> String,
    timeout: Duration = uiTimeout,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ condition: () -> Bool
) {
    if !MainContext.iterate(until: condition, timeout: timeout) {
        XCTFail("timed out waiting until \(message())", file: file, line: line)
    }
}

/// Lets every pending event and main-queue job run for 50 ms. There is no condition to
/// wait for: used before asserting that something did NOT happen.
@MainActor
public func settle() {
    MainContext.iterate(for: .milliseconds(50))
}

/// The names of the widgets in `widgets` that are shown (they and all their ancestors
/// are visible), so a test can compare a screen's visible parts as one set.
@MainActor
public func shown(_ widgets: KeyValuePairs<String, Widget>) -> Set<String> {
    Set(widgets.filter { $0.value.isDrawable }.map(\.key))
}
