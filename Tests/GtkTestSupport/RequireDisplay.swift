import Glibc
import Gtk
import XCTest

/// Initialises GTK for a test, or skips it (`XCTSkip`) with a clear message when there is
/// no display. CI runs the suite under `xvfb-run -a`, where it always runs.
///
/// Unless the environment already chose them, uses GTK's test accessibility backend (no
/// AT-SPI bus needed, accessible properties can be checked) and the in-memory GSettings
/// backend (no dconf writes from tests). Main thread only; safe to call in every test.
@MainActor
public func requireDisplay() throws {
    setenv("GTK_A11Y", "test", 0)
    setenv("GSETTINGS_BACKEND", "memory", 0)
    guard GtkRuntime.initialize() else { throw XCTSkip(GtkRuntime.noDisplayMessage) }
}

/// Runs a GTK test's body on the main actor.
///
/// XCTest on Linux traps on synchronous `@MainActor` test methods (its discovery casts
/// them to nonisolated types), and GTK tests must be synchronous so that iterating GLib
/// drains the main queue (docs/Design.md, "Testing"). XCTest calls test methods on the main
/// thread, so the assumption holds; called from another thread it traps rather than race.
public func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated { try body() }
}
