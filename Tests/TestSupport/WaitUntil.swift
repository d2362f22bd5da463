import XCTest

/// Suspends on the main actor until `condition` holds; fails the test (at the caller's
/// line) if it still does not after `timeout`.
///
/// Guarantees: `condition` is only evaluated on the main actor; between checks the caller
/// suspends, so main-actor work queued meanwhile runs. The first checks only yield (queued
/// work runs at once); a longer wait backs off to short sleeps so it does not spin a shared
/// CPU. Returns as soon as the condition holds, or right after the failure is recorded.
@MainActor
public func waitUntil(
    _ description: String,
    timeout: Duration = .seconds(10),
    file: StaticString = #filePath,
    line: UInt = #line,
    _ condition: () -> Bool
) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var polls = 0
    while !condition() {
        if clock.now >= deadline {
            XCTFail("timed out after \(timeout) waiting for \(description)", file: file, line: line)
            return
        }
        polls += 1
        if polls < 100 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .microseconds(polls < 1_000 ? 100 : 1_000))
        }
    }
}

/// Lets work already queued for the main actor run before a test asserts that something
/// did NOT happen: suspends `rounds` times.
///
/// With `pause` nil each round is a `Task.yield()` (enough for main-actor jobs already
/// enqueued). With a `pause` each round sleeps that long instead, which also gives work
/// started on other threads (OpenCombine schedulers, repository queues) time to reach the
/// main queue.
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
