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
                "Timed out after \(TestTimeout.spoken(timeout)) waiting for \(description).",
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

/// Lets work already queued for the main actor run, before a test asserts that something
/// did NOT happen (a superseded state that must not land): suspends `rounds` times.
///
/// With `pause` nil each round is a `Task.yield()` (enough for main-actor jobs already
/// enqueued). With a `pause` each round sleeps that long instead, which also gives work
/// started on other threads (publisher schedulers, repository queues) time to reach the
/// main queue. There is no condition to wait for, so this is never proof of absence on its
/// own: pair it with a positive wait (a later state that must land) where one exists.
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
