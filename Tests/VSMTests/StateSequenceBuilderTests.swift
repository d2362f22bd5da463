import TestSupport
import VSM
import XCTest

/// What `@StateSequenceBuilder` builds: which states are synchronous, in which order, with
/// `if`/`else`, `switch` and `for`.
final class StateSequenceBuilderTests: XCTestCase {
    @StateSequenceBuilder
    private func loadingThenLoaded() -> StateSequence<LoadState> {
        LoadState.loading
        Next { LoadState.loaded("ada") }
    }

    @MainActor
    func testLeadingPlainStateIsSynchronousAndNextIsNot() async {
        let sequence = loadingThenLoaded()

        XCTAssertEqual(sequence.synchronousStateCount, 1)
        XCTAssertEqual(sequence.asynchronousStateCount, 1)
        let states = await collect(sequence)
        XCTAssertEqual(states, [.loading, .loaded("ada")])
    }

    @StateSequenceBuilder
    private func firstLines() -> StateSequence<Int> {
        First { 1 }
        2
        First { 3 }
    }

    @MainActor
    func testFirstAndPlainValuesBeforeAnyNextAreAllSynchronous() async {
        let sequence = firstLines()

        XCTAssertEqual(sequence.synchronousStateCount, 3)
        XCTAssertEqual(sequence.asynchronousStateCount, 0)
        let states = await collect(sequence)
        XCTAssertEqual(states, [1, 2, 3])
    }

    @StateSequenceBuilder
    private func mixed() -> StateSequence<Int> {
        1
        Next { 2 }
        3
        First { 4 }
        Next { 5 }
    }

    @MainActor
    func testLinesAfterTheFirstNextBecomeAsynchronousInDeclaredOrder() async {
        let sequence = mixed()

        XCTAssertEqual(sequence.synchronousStateCount, 1, "only the line before the first Next")
        XCTAssertEqual(sequence.asynchronousStateCount, 4)
        let states = await collect(sequence)
        XCTAssertEqual(states, [1, 2, 3, 4, 5])
    }

    @StateSequenceBuilder
    private func branching(fast: Bool, details: Bool) -> StateSequence<String> {
        "start"
        if fast {
            Next { "fast" }
        } else {
            "slow"
            Next { "slow done" }
        }
        if details {
            Next { "details" }
        }
    }

    @MainActor
    func testIfElseAndIfWithoutElse() async {
        let fast = branching(fast: true, details: false)
        XCTAssertEqual(fast.synchronousStateCount, 1)
        let fastStates = await collect(fast)
        XCTAssertEqual(fastStates, ["start", "fast"])

        let slow = branching(fast: false, details: true)
        XCTAssertEqual(slow.synchronousStateCount, 2, "a plain state inside a branch before any Next stays synchronous")
        let slowStates = await collect(slow)
        XCTAssertEqual(slowStates, ["start", "slow", "slow done", "details"])
    }

    private enum Step { case one, two }

    @StateSequenceBuilder
    private func switching(_ step: Step, repeats: Int) -> StateSequence<Int> {
        switch step {
        case .one:
            First { 1 }
        case .two:
            Next { 2 }
        }
        for index in 0..<repeats {
            Next { 10 + index }
        }
    }

    @MainActor
    func testSwitchAndForLoops() async {
        let one = switching(.one, repeats: 2)
        XCTAssertEqual(one.synchronousStateCount, 1)
        let oneStates = await collect(one)
        XCTAssertEqual(oneStates, [1, 10, 11])

        let two = switching(.two, repeats: 0)
        XCTAssertEqual(two.synchronousStateCount, 0)
        let twoStates = await collect(two)
        XCTAssertEqual(twoStates, [2])
    }

    @MainActor
    func testArrayLiteralAndVariadicFormsAreAllAsynchronous() async {
        let literal: StateSequence<Int> = [{ 1 }, { 2 }]
        let variadic = StateSequence<Int>({ 1 }, { 2 })

        XCTAssertEqual(literal.synchronousStateCount, 0)
        XCTAssertEqual(variadic.synchronousStateCount, 0)
        let literalStates = await collect(literal)
        let variadicStates = await collect(variadic)
        XCTAssertEqual(literalStates, [1, 2])
        XCTAssertEqual(variadicStates, [1, 2])
    }

    /// A custom ``SyncStateProviding`` helper, as the Apple library allows.
    private struct Immediate<State>: SyncStateProviding {
        let action: () -> State
    }

    @StateSequenceBuilder
    private func custom() -> StateSequence<Int> {
        Immediate { 7 }
        Next { 8 }
    }

    @MainActor
    func testCustomProvidersAreClassifiedByTheirProtocol() async {
        let sequence = custom()

        XCTAssertEqual(sequence.synchronousStateCount, 1)
        let states = await collect(sequence)
        XCTAssertEqual(states, [7, 8])
    }

    @MainActor
    private func collect<State>(_ sequence: StateSequence<State>) async -> [State] {
        var states: [State] = []
        for await state in sequence {
            states.append(state)
        }
        return states
    }
}
