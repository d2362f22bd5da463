import TestSupport
import XCTest
@testable import VSM

/// A feature whose model is a class (not `Sendable`), read back from the container's state
/// and captured by every action shape: this file compiling in Swift 6 mode with complete
/// strict concurrency, with no `@unchecked` and no `nonisolated(unsafe)`, is half the test.
///
/// The model's async method is a plain `async` method, as the Apple library's 2.0 models
/// write theirs: actions hand the model over (`sending`) and run it off the main actor. Its
/// load count is atomic because two debounced loads may run at once and the test reads it
/// on the main actor; its other state is immutable.
final class NonSendableModelTests: XCTestCase {
    /// A class model: shared by reference, deliberately not `Sendable`.
    final class ProfileLoader {
        let name: String
        private let loadCount = Counter()
        var loads: Int { loadCount.count }

        init(name: String) {
            self.name = name
        }

        func load() async -> ProfileState {
            let count = loadCount.increment()
            await Task.yield()  // a real suspension point inside the action
            return .loaded(name: "\(name) #\(count)", loader: self)
        }

        @StateSequenceBuilder
        func reload() -> StateSequence<ProfileState> {
            ProfileState.loading
            Next { await self.load() }
        }

        func reloadAsynchronously() -> StateSequence<ProfileState> {
            [{ .loading }, { await self.load() }]
        }
    }

    /// A view state holding the class model, hence not `Sendable` either.
    enum ProfileState {
        case initialized(ProfileLoader)
        case loading
        case loaded(name: String, loader: ProfileLoader)

        var loadedName: String? {
            if case .loaded(let name, _) = self { return name }
            return nil
        }

        var isLoading: Bool {
            if case .loading = self { return true }
            return false
        }
    }

    @MainActor
    private func makeContainer(
        clock: ManualClock? = nil
    ) -> (StateContainer<ProfileState>, ProfileLoader) {
        let loader = ProfileLoader(name: "ada")
        let container = clock.map { StateContainer(state: ProfileState.initialized(loader), debounceClock: $0) }
            ?? StateContainer(state: ProfileState.initialized(loader))
        return (container, loader)
    }

    /// The model as a view reads it: out of the current state (a main-actor value).
    @MainActor
    private func currentLoader(_ container: StateContainer<ProfileState>) -> ProfileLoader? {
        switch container.state {
        case .initialized(let loader), .loaded(_, let loader):
            return loader
        case .loading:
            return nil
        }
    }

    // MARK: Every action shape

    @MainActor
    func testSynchronousState() async {
        let (container, loader) = makeContainer()

        container.observe(.loaded(name: "now", loader: loader))

        XCTAssertEqual(container.state.loadedName, "now")
    }

    @MainActor
    func testAsyncClosureCapturingTheModelFromTheState() async {
        let (container, loader) = makeContainer()
        guard let model = currentLoader(container) else { return XCTFail("no model") }

        container.observeAsync { await model.load() }

        await waitUntil("the loaded state") { container.state.loadedName == "ada #1" }
        XCTAssertEqual(loader.loads, 1)
    }

    @MainActor
    func testRefresh() async {
        let (container, _) = makeContainer()
        guard let model = currentLoader(container) else { return XCTFail("no model") }

        await container.refresh { await model.load() }

        XCTAssertEqual(container.state.loadedName, "ada #1", "set when refresh returns")
    }

    @MainActor
    func testDebouncedAsyncClosure() async {
        let clock = ManualClock()
        let (container, loader) = makeContainer(clock: clock)
        guard let model = currentLoader(container) else { return XCTFail("no model") }

        container.observeAsync({ await model.load() }, debounced: 0.3)
        container.observeAsync({ await model.load() }, debounced: .milliseconds(300), identifier: "reload")
        container.observeAsync({ await model.load() }, debounced: .milliseconds(300), identifier: "reload")
        clock.advance(by: .milliseconds(300))

        await waitUntil("both debounced loads") { loader.loads == 2 }
        await drainMainActor()
        XCTAssertEqual(loader.loads, 2, "one per identifier: superseded closures never run")
    }

    @MainActor
    func testArrayLiteralSequenceCapturingTheModel() async {
        let (container, loader) = makeContainer()
        guard let model = currentLoader(container) else { return XCTFail("no model") }
        let recorder = DidSetRecorder(container)

        container.observe(model.reloadAsynchronously())

        await waitUntil("the loaded state") { container.state.loadedName == "ada #1" }
        XCTAssertEqual(recorder.states.map(\.isLoading), [true, false])
        XCTAssertEqual(loader.loads, 1)
    }

    @MainActor
    func testBuilderSequenceCapturingTheModel() async {
        let (container, loader) = makeContainer()
        guard let model = currentLoader(container) else { return XCTFail("no model") }

        container.observe(model.reload())

        XCTAssertTrue(container.state.isLoading, "the builder's first state lands before observe returns")
        await waitUntil("the loaded state") { container.state.loadedName == "ada #1" }
        XCTAssertEqual(loader.loads, 1)

        // And again from the model the new state carries.
        guard let next = currentLoader(container) else { return XCTFail("no model") }
        container.observe(next.reload())
        await waitUntil("the second load") { container.state.loadedName == "ada #2" }
    }

    @MainActor
    func testAsyncSequenceOfNonSendableStates() async {
        let (container, _) = makeContainer()
        // An AsyncSequence is handed off (`sending`) to a background iterator: its states
        // must be made for it, not read from the main actor's state.
        let fresh = ProfileLoader(name: "grace")
        let (stream, continuation) = AsyncStream.makeStream(of: ProfileState.self)
        continuation.yield(.loaded(name: "grace", loader: fresh))
        continuation.finish()

        container.observe(stream)

        await waitUntil("the streamed state") { container.state.loadedName == "grace" }
    }

    @MainActor
    func testNewerActionSupersedesAClosureCapturingTheModel() async {
        let (container, _) = makeContainer()
        guard let model = currentLoader(container) else { return XCTFail("no model") }
        let gate = Gate()

        container.observeAsync {
            await gate.wait()
            return await model.load()
        }
        await waitUntil("the action to start") { gate.waiterCount == 1 }
        container.observe(.loading)
        gate.open()
        await drainMainActor(rounds: 50)

        XCTAssertTrue(container.state.isLoading, "the superseded closure's state never lands")
    }
}
