import TestSupport
import XCTest
@testable import VSM

/// Every form of the action-closure and sequence calls, each written the way a caller writes
/// it: this file compiling without an ambiguity error or a warning is the first half of the
/// test (the 1.x `@Sendable` shapes and the 2.0 `sending` shapes resolve to one overload each);
/// the second half is each form's state landing.
final class CallFormTests: XCTestCase {
    /// Not `Sendable`: holds a class.
    final class Model {
        let name: String
        init(name: String) { self.name = name }
        func load() async -> ModelState { .loaded(name) }
    }

    enum ModelState {
        case idle
        case loading
        case loaded(String)

        var name: String? {
            if case .loaded(let name) = self { return name }
            return nil
        }
    }

    @MainActor
    func testAsyncClosureForms() async {
        let container = StateContainer(state: LoadState.initialized)
        let sendableFunction: @Sendable () async -> LoadState = { .loaded("sendable value") }
        let plainFunction: () async -> LoadState = { .loaded("plain value") }

        container.observe { .loaded("2.0 literal") }
        await waitUntil("the 2.0 literal") { container.state == .loaded("2.0 literal") }
        container.observeAsync { .loaded("1.x literal") }
        await waitUntil("the 1.x literal") { container.state == .loaded("1.x literal") }
        container.observeAsync { @Sendable in .loaded("@Sendable literal") }
        await waitUntil("the @Sendable literal") { container.state == .loaded("@Sendable literal") }
        container.observe { @MainActor in .loaded("@MainActor literal") }
        await waitUntil("the @MainActor literal") { container.state == .loaded("@MainActor literal") }
        container.observeAsync(sendableFunction)
        await waitUntil("the @Sendable value") { container.state == .loaded("sendable value") }
        container.observe(plainFunction)
        await waitUntil("the plain value") { container.state == .loaded("plain value") }

        await container.refresh(state: { .loaded("refresh label") })
        XCTAssertEqual(container.state, .loaded("refresh label"))
        await container.refresh { .loaded("refresh trailing") }
        XCTAssertEqual(container.state, .loaded("refresh trailing"))
        await container.refresh(state: sendableFunction)
        XCTAssertEqual(container.state, .loaded("sendable value"))
    }

    @MainActor
    func testAsyncClosureFormsWithANonSendableState() async {
        let container = StateContainer(state: ModelState.idle)
        let model = Model(name: "ada")

        container.observe { await model.load() }
        await waitUntil("the closure's state") { container.state.name == "ada" }
        let grace = Model(name: "grace")
        container.observeAsync { await grace.load() }
        await waitUntil("the 1.x spelling's state") { container.state.name == "grace" }
        await container.refresh(state: { await Model(name: "alan").load() })
        XCTAssertEqual(container.state.name, "alan")
    }

    @MainActor
    func testDebouncedAsyncClosureForms() async {
        let clock = ManualClock()
        let container = StateContainer(state: LoadState.initialized, debounceClock: clock)

        container.observeAsync({ .loaded("seconds") }, debounced: 0.3)
        container.observeAsync({ .loaded("duration") }, debounced: .milliseconds(300), identifier: "duration")
        clock.advance(by: .milliseconds(300))
        await waitUntil("a debounced state") { container.state != .initialized }
    }

    @MainActor
    func testSequenceForms() async throws {
        let container = StateContainer(state: LoadState.initialized)
        let recorder = DidSetRecorder(container)
        @StateSequenceBuilder
        func built() -> StateSequence<LoadState> {
            LoadState.loading
            First { LoadState.loading }
            Next { LoadState.loaded("builder") }
        }
        let literal: StateSequence<LoadState> = [{ .loading }, { .loaded("literal") }]
        let asyncActions: [StateSequence<LoadState>.AsynchronousAction] = [{ .loading }, { .loaded("array") }]

        container.observe(built())
        await waitUntil("the builder's state") { container.state == .loaded("builder") }
        container.observe(literal)
        await waitUntil("the literal's state") { container.state == .loaded("literal") }
        container.observe(StateSequence({ .loading }, { .loaded("variadic") }))
        await waitUntil("the variadic sequence's state") { container.state == .loaded("variadic") }
        container.observe(StateSequence(asyncActions))
        await waitUntil("the array's state") { container.state == .loaded("array") }
        container.observe(StateSequence(synchronousStates: [{ .loading }], states: [{ .loaded("explicit") }]))
        await waitUntil("the explicit sequence's state") { container.state == .loaded("explicit") }
        XCTAssertEqual(recorder.states.filter { $0 != .loading }.count, 5)

        var iterator = built().makeAsyncIterator()
        var iterated: [LoadState] = []
        while let state = try await iterator.next() {
            iterated.append(state)
        }
        XCTAssertEqual(iterated, [.loading, .loading, .loaded("builder")])
    }

    @MainActor
    func testAsyncSequenceForms() async {
        let container = StateContainer(state: LoadState.initialized)
        func opaque() -> some AsyncSequence<LoadState, Never> {
            AsyncStream { continuation in
                continuation.yield(.loaded("opaque"))
                continuation.finish()
            }.map { $0 }
        }

        container.observe(AsyncStream { continuation in
            continuation.yield(.loaded("stream"))
            continuation.finish()
        })
        await waitUntil("the stream's state") { container.state == .loaded("stream") }
        container.observe(opaque())
        await waitUntil("the opaque sequence's state") { container.state == .loaded("opaque") }
        container.observeAsync { AsyncStream { continuation in
            continuation.yield(LoadState.loaded("made by a closure"))
            continuation.finish()
        } }
        await waitUntil("the closure's stream's state") { container.state == .loaded("made by a closure") }
    }
}
