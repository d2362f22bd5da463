import TestSupport
import XCTest
@testable import VSM

// Code written as for the Apple library's 2.0: each test calls a name or signature that
// library declares, so that a port of it compiles here with its imports changed only.

/// A state that is not `Sendable`: its loaded case carries a class.
final class UpstreamProfile {
    var name: String
    init(name: String) { self.name = name }
}

enum UpstreamProfileState {
    case initialized
    case loading
    case loaded(UpstreamProfile)
}

/// 2.0 code names the container's type, here in an extension.
extension AsyncStateContainer where State == LoadState {
    func startLoading() {
        observe(.loading)
    }
}

/// A model as 2.0 writes one: a builder sequence.
struct UpstreamLoaderModel {
    @StateSequenceBuilder
    func load() -> StateSequence<LoadState> {
        LoadState.loading
        Next { LoadState.loaded("ada") }
    }
}

/// A view as 2.0's UIKit views are written: the `loggingEnabled:` initializer parameter.
@MainActor
final class LoggingProfileViewController {
    @RenderedViewState var state: LoadState
    var renders: [LoadState] = []

    init(loggingEnabled: Bool) {
        _state = .init(wrappedValue: .initialized, render: Self.render, loggingEnabled: loggingEnabled)
    }

    func render() {
        renders.append(state)
    }
}

/// The willSet form, with the closure spelling of 2.0's demos.
@MainActor
final class LoggingWillSetViewController {
    @RenderedViewState var state: LoadState

    init() {
        _state = .init(
            wrappedValue: .initialized,
            render: { (self: LoggingWillSetViewController) in self.render(newState:) },
            loggingEnabled: true
        )
    }

    func render(newState: LoadState) {}
}

/// Sets a state that is not `Sendable` from off the main actor, as 2.0 code may: the state is
/// handed over (`observe(_ nextState: sending State)`) and not used afterwards.
@concurrent
func observeFromBackground(_ container: AsyncStateContainer<UpstreamProfileState>) async {
    let profile = UpstreamProfile(name: "ada")
    await container.observe(.loaded(profile))
}

final class UpstreamSourceCompatibilityTests: XCTestCase {
    // MARK: AsyncStateContainer

    @MainActor
    func testAsyncStateContainer_isTheStateContainer() async {
        let container: AsyncStateContainer<LoadState> = StateContainer(state: .initialized)
        container.startLoading()
        XCTAssertEqual(container.state, .loading)

        await container.refresh(state: { .loaded("ada") })
        XCTAssertEqual(container.state, .loaded("ada"))
    }

    @MainActor
    func testAsyncStateContainer_isSendableForAnyState() {
        let container = AsyncStateContainer<UpstreamProfileState>(state: .initialized)
        let sendable: any Sendable = container
        XCTAssertTrue(sendable as AnyObject === container)
    }

    @MainActor
    func testAsyncStateContainer_isTheTypeOfARenderedViewStateContainer() {
        let view = DidSetViewController(state: .initialized)
        let container: AsyncStateContainer<LoadState> = view.$state.stateContainer
        container.observe(.loading)
        XCTAssertEqual(view.state, .loading)
    }

    // MARK: StateSequence as its own iterator

    @MainActor
    func testNextOnTheSequence_yieldsSynchronousStatesThenAsynchronousOnes() async throws {
        var sequence = UpstreamLoaderModel().load()
        let first = try await sequence.next()
        let second = try await sequence.next()
        let end = try await sequence.next()
        XCTAssertEqual(first, .loading)
        XCTAssertEqual(second, .loaded("ada"))
        XCTAssertNil(end)
    }

    @MainActor
    func testMakeAsyncIterator_returnsACopy() async throws {
        let sequence = UpstreamLoaderModel().load()
        var iterator: StateSequence<LoadState> = sequence.makeAsyncIterator()
        let first = try await iterator.next()
        XCTAssertEqual(first, .loading)

        var collected: [LoadState] = []
        for await state in sequence { collected.append(state) }
        XCTAssertEqual(collected, [.loading, .loaded("ada")], "advancing a copy leaves the sequence at its start")
    }

    @MainActor
    func testIteratingAnAdvancedSequence_continuesFromItsPosition() async throws {
        var sequence = UpstreamLoaderModel().load()
        _ = try await sequence.next()

        var rest: [LoadState] = []
        for await state in sequence { rest.append(state) }
        XCTAssertEqual(rest, [.loaded("ada")])
    }

    @MainActor
    func testObservingAnAdvancedSequence_runsEveryAction() async throws {
        var sequence = UpstreamLoaderModel().load()
        _ = try await sequence.next()
        let container = AsyncStateContainer<LoadState>(state: .initialized)
        let recorder = DidSetRecorder(container)

        container.observe(sequence)
        XCTAssertEqual(container.state, .loading, "the synchronous state is set before observe returns")
        await waitUntil("both states to land") { recorder.states.count == 2 }
        XCTAssertEqual(recorder.states, [.loading, .loaded("ada")])
    }

    // MARK: RenderedViewState(…, loggingEnabled:)

    @MainActor
    func testLoggingEnabled_logsEveryDidSet() {
        let view = LoggingProfileViewController(loggingEnabled: true)
        let capture = LogCapture()
        capture.attach(to: view.$state.stateContainer)

        _ = view.state
        view.$state.observe(.loading)
        view.$state.observe(.loaded("ada"))

        XCTAssertEqual(view.renders, [.initialized, .loading, .loaded("ada")])
        XCTAssertEqual(capture.lines.count, 2)
        XCTAssertTrue(capture.lines[0].hasSuffix(" LoadState didSet loading\n"), capture.lines[0])
        XCTAssertTrue(capture.lines[1].hasSuffix(" LoadState didSet loaded(\"ada\")\n"), capture.lines[1])
    }

    @MainActor
    func testLoggingEnabled_inTheWillSetForm() {
        let view = LoggingWillSetViewController()
        let capture = LogCapture()
        capture.attach(to: view.$state.stateContainer)

        view.$state.observe(.loading)

        XCTAssertEqual(capture.lines.count, 1)
        XCTAssertTrue(capture.lines[0].hasSuffix(" LoadState didSet loading\n"), capture.lines[0])
    }

    @MainActor
    func testLoggingDisabled_leavesTheAppWideSetting() {
        let view = LoggingProfileViewController(loggingEnabled: false)
        let plain = StateContainer(state: LoadState.initialized)
        XCTAssertEqual(view.$state.stateContainer.debugLogger == nil, plain.debugLogger == nil)
    }

    // MARK: observe(_ nextState: sending State)

    @MainActor
    func testObserveSendingState_fromOffTheMainActor() async {
        let container = AsyncStateContainer<UpstreamProfileState>(state: .initialized)
        await observeFromBackground(container)
        guard case .loaded(let profile) = container.state else {
            return XCTFail("expected the loaded state, got \(container.state)")
        }
        XCTAssertEqual(profile.name, "ada")
    }

    @MainActor
    func testObserveSendingState_onTheMainActor_takesAStateTheCallerKeeps() {
        let container = AsyncStateContainer<UpstreamProfileState>(state: .initialized)
        let profile = UpstreamProfile(name: "ada")
        let loaded = UpstreamProfileState.loaded(profile)
        container.observe(loaded)
        container.observe(.loading)
        container.observe(loaded)
        profile.name = "grace"
        guard case .loaded(let current) = container.state else {
            return XCTFail("expected the loaded state, got \(container.state)")
        }
        XCTAssertEqual(current.name, "grace")
    }
}
