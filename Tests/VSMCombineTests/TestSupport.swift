import Foundation
import Synchronization
import XCTest

/// Waits on the main actor until `condition` holds, failing the test after `timeout`.
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

/// Lets already-queued main-queue work run.
@MainActor
func drainMainActor(rounds: Int = 20) async {
    for _ in 0..<rounds {
        try? await Task.sleep(for: .microseconds(100))
    }
}

final class Flag: Sendable {
    private let value = Atomic<Bool>(false)
    func set() { value.store(true, ordering: .releasing) }
    var isSet: Bool { value.load(ordering: .acquiring) }
}

final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    @discardableResult func increment() -> Int { value.add(1, ordering: .relaxed).newValue }
    var count: Int { value.load(ordering: .relaxed) }
}

/// Lets a test send to an OpenCombine subject from a background thread.
///
/// `@unchecked Sendable` because OpenCombine predates `Sendable`: its subjects guard their
/// state with internal locks and are documented as safe to send to from any thread, which is
/// exactly what these tests exercise.
struct CrossThread<Subject>: @unchecked Sendable {
    let subject: Subject
}
