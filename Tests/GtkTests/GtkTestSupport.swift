import Glibc
import Gtk
import XCTest

/// Initialises GTK for a test or skips it with a clear message when no display exists.
/// Uses GTK's test accessibility backend (no AT-SPI bus needed, accessible properties
/// can be checked) unless the environment already chose one.
@MainActor
func requireDisplay() throws {
    setenv("GTK_A11Y", "test", 0)
    guard GtkRuntime.initialize() else { throw XCTSkip(GtkRuntime.noDisplayMessage) }
}

/// A flag a signal handler can set, observable weakly to prove closure release.
final class Probe {
    var count = 0
}
