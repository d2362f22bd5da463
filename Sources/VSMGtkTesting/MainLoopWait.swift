import Gtk
import VSMTesting

/// Runs the GLib main loop (which, in a synchronous test on the main thread, also runs the
/// main actor's queued work through the bridge) until `condition` holds; reports a failure
/// at the caller's line if it still does not after `timeout`. Returns whether it holds.
///
/// The free form of ``TestUser/waitUntil(_:timeout:fileID:filePath:line:column:_:)-(_,_,_,_,_,_,()->Bool)``,
/// for tests of widgets that have no window or test user. `condition` is evaluated on the main
/// actor between iterations; nothing else waits, so a test that calls it must be synchronous
/// (see ``onMainActor(_:)``).
@MainActor
@discardableResult
public func waitUntil(
    _ description: @autoclosure () -> String,
    timeout: Duration = TestTimeout.default,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ condition: () -> Bool
) -> Bool {
    if MainContext.iterate(until: condition, timeout: timeout) { return true }
    reportFailure(
        TestTimeout.message(waitingFor: description(), after: timeout) + ".",
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    return false
}

/// Runs what is already on its way on the main thread, then returns: dispatches every
/// main-loop source that is ready (events, idle callbacks, and main-queue and main-actor
/// jobs through the bridge), pass after pass, until a pass dispatches nothing. So a job
/// queued before the call, and every job those queue in turn, has run.
///
/// It waits for nothing else: not for a timer that is not due, nor for work on another
/// thread that will queue a job later. Use it before asserting that something did NOT
/// happen as a result of what the test just did on the main thread, paired with a positive
/// wait where one exists. Reports a failure if the loop never becomes idle (a source that is
/// always ready). Main thread only.
@MainActor
public func drainMainLoop(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let limit = 10_000
    if MainContext.drainPending(limit: limit) == limit {
        reportFailure(
            "The main loop still had work ready after \(limit) passes: a source that is always ready?",
            at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}

/// The names of the widgets in `widgets` that are shown (they and all their ancestors are
/// visible), so a test compares a screen's visible parts as one set. Main thread only.
@MainActor
public func shown(_ widgets: KeyValuePairs<String, Widget>) -> Set<String> {
    Set(widgets.filter { $0.value.isVisible() }.map(\.key))
}

/// Runs a synchronous GTK test's body on the main actor.
///
/// XCTest on Linux traps on synchronous `@MainActor` test methods (its discovery casts them to
/// nonisolated types), and a GTK test should be synchronous so that iterating GLib drains the
/// main queue. XCTest calls test methods on the main thread, so the assumption holds; called
/// from another thread it traps rather than race.
public func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated { try body() }
}
