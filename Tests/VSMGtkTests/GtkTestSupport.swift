import Glibc
import Gtk
import XCTest

/// Initialises GTK for a test or skips it with a clear message when no display exists.
@MainActor
func requireDisplay() throws {
    setenv("GTK_A11Y", "test", 0)
    guard GtkRuntime.initialize() else { throw XCTSkip(GtkRuntime.noDisplayMessage) }
}
