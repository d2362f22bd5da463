import XCTest

/// Waits on the main actor until `condition` holds, failing the test after `timeout`.
/// Polls by suspending, so main-actor work queued meanwhile gets to run.
@MainActor
func waitUntil(
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
        // Yield first (queued main-actor work runs at once), then back off to short sleeps
        // so a long wait does not spin a shared CPU.
        polls += 1
        if polls < 100 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .microseconds(polls < 1_000 ? 100 : 1_000))
        }
    }
}

/// Lets already-queued main-actor work run: suspends a few times.
@MainActor
func drainMainActor(rounds: Int = 20) async {
    for _ in 0..<rounds {
        await Task.yield()
    }
}
