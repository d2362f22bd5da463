import Foundation

/// Suspends on the main actor until `condition` holds; reports a failure at the caller's
/// line if it still does not after `timeout`. Returns whether it holds.
///
/// For conditions on main-actor state (a container's `state`, a view model). `condition` is
/// only evaluated on the main actor; between checks the caller suspends, so main-actor work
/// queued meanwhile (states landing from other threads) runs. The first checks only yield;
/// a longer wait backs off to short sleeps so it does not spin a shared CPU. To wait for
/// states an action emits, prefer ``StateRecorder``, which wakes on the state itself.
@MainActor
@discardableResult
public func waitUntil(
    _ description: String,
    timeout: Duration = TestTimeout.default,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ condition: () -> Bool
) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var polls = 0
    while !condition() {
        if clock.now >= deadline {
            reportFailure(
                TestTimeout.message(waitingFor: description, after: timeout) + ".",
                at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            )
            return false
        }
        polls += 1
        if polls < 100 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .microseconds(polls < 1_000 ? 100 : 1_000))
        }
    }
    return true
}

/// Blocks the calling thread until `condition` holds; reports a failure at the caller's line
/// if it still does not after `timeout`. Returns whether it holds.
///
/// For synchronous tests waiting on state that other threads change and that sends no
/// notification to wait on (a count a worker queue bumps): `condition` is checked every
/// millisecond, on the calling thread, so it must be safe to read from there. Nothing runs on
/// the calling thread meanwhile: on GTK's main thread, wait with VSMGtkTesting's form, which
/// runs the main loop; for states an action emits, wait on a ``StateRecorder``. Named apart
/// from `waitUntil` because it lets nothing else run on the waiting thread.
@discardableResult
public func pollUntil(
    _ description: String,
    timeout: Duration = TestTimeout.default,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ condition: () -> Bool
) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        if clock.now >= deadline {
            reportFailure(
                TestTimeout.message(waitingFor: description, after: timeout) + ".",
                at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            )
            return false
        }
        Thread.sleep(forTimeInterval: 0.001)
    }
    return true
}

/// Runs the main-actor work already on its way, before a test asserts that something did
/// NOT happen (a superseded state that must not land).
///
/// With `pause` nil (the use it is for) each of the `rounds` is a `Task.yield()`, which puts
/// the caller behind every job queued for the main actor: so every main-actor job queued
/// before the call has run, and the jobs those queue in turn, `rounds` generations deep.
/// That is deterministic; it says nothing about work on other threads that has not queued
/// its job yet. With a `pause` each round sleeps instead, to watch another thread for a
/// while: that is an observation window, not proof of absence, and wants a comment saying
/// why no condition exists. Either way pair it with a positive wait (a later state that
/// must land) where one exists.
@MainActor
public func drainMainActor(rounds: Int = 20, pause: Duration? = nil) async {
    for _ in 0..<rounds {
        if let pause {
            try? await Task.sleep(for: pause)
        } else {
            await Task.yield()
        }
    }
}
