import CGtkTesting
import Foundation
import Gtk
import XCTest

/// Initialises GTK for a view test, or skips the test with a clear message when there is no
/// display (a test under `swift test` on a machine without X: CI runs the suite under
/// `xvfb-run -a`, where it always runs).
///
/// Unless the environment already chose them, uses GTK's test accessibility backend (no
/// AT-SPI bus needed; widgets get accessible names the kit finds them by) and the in-memory
/// GSettings backend (no dconf writes from tests). Turns off the text cursor's blinking and
/// animations, so what a test sees — and snapshots — do not depend on timing. Main thread;
/// safe to call in every test. The skip points at the caller's line.
@MainActor
public func requireDisplay(file: StaticString = #filePath, line: UInt = #line) throws {
    setenv("GTK_A11Y", "test", 0)
    setenv("GSETTINGS_BACKEND", "memory", 0)
    guard GtkRuntime.initialize() else {
        throw XCTSkip("No display: this view test needs one. Run it under Xvfb (`xvfb-run -a swift test`) "
                      + "or with DISPLAY set.", file: file, line: line)
    }
    vsm_testing_make_rendering_repeatable()
}
