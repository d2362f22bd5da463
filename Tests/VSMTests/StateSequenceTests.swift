import TestSupport
import VSM
import XCTest

final class StateSequenceTests: XCTestCase {
    @MainActor
    func testElementsInOrder() async {
        var collected: [Int] = []
        for await state in StateSequence({ 1 }, { 2 }, { 3 }) {
            collected.append(state)
        }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    @MainActor
    func testLazy_closureRunsOnlyWhenItsElementIsRequested() async throws {
        let calls = Counter()
        let sequence = StateSequence<Int>({ calls.increment() }, { calls.increment() })
        var iterator = sequence.makeAsyncIterator()
        XCTAssertEqual(calls.count, 0)

        let first = try await iterator.next()
        XCTAssertEqual(first, 1)
        XCTAssertEqual(calls.count, 1)
        let second = try await iterator.next()
        XCTAssertEqual(second, 2)
        let end = try await iterator.next()
        XCTAssertNil(end)
        XCTAssertEqual(calls.count, 2)
    }

    @MainActor
    func testStopsWhenCancelled() async {
        let secondRan = Flag()
        let gate = Gate()
        let firstDone = Flag()
        let sequence = StateSequence<Int>(
            {
                await gate.wait()
                firstDone.set()
                return 1
            },
            {
                secondRan.set()
                return 2
            }
        )
        let task = Task {
            var collected: [Int] = []
            for await state in sequence { collected.append(state) }
            return collected
        }
        await waitUntil("the first closure to run") { gate.waiterCount == 1 }
        task.cancel()
        gate.open()

        let collected = await task.value
        XCTAssertTrue(firstDone.isSet)
        XCTAssertEqual(collected, [], "a state finished after cancellation is not returned")
        XCTAssertFalse(secondRan.isSet, "no closure runs after cancellation")
    }

    @MainActor
    func testEmptySequenceEndsAtOnce() async throws {
        var iterator = StateSequence<Int>([]).makeAsyncIterator()
        let element = try await iterator.next()
        XCTAssertNil(element)
    }
}
