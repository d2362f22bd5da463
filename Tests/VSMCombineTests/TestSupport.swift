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
    while !condition() {
        if clock.now >= deadline {
            XCTFail("timed out after \(timeout) waiting for \(description)", file: file, line: line)
            return
        }
        try? await Task.sleep(for: .milliseconds(1))
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
