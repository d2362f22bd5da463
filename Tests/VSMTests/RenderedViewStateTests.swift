import TestSupport
import XCTest
@testable import VSM

// A view hierarchy shaped like the app's: a @MainActor open base class from "another module"
// and final subclasses declaring @RenderedViewState in Swift 6 mode.
@MainActor
open class BaseViewController {
    public init() {}
}

/// didSet rendering: `render()`.
final class DidSetViewController: BaseViewController {
    @RenderedViewState var state: LoadState
    var renders: [LoadState] = []
    var onRender: ((DidSetViewController) -> Void)?

    init(state: LoadState) {
        _state = .init(wrappedValue: state, render: Self.render)
        super.init()
    }

    func render() {
        switch state {
        case .initialized, .loading, .loaded, .failed:
            renders.append(state)
        }
        onRender?(self)
    }
}

/// willSet rendering: `render(_ newState:)`.
final class WillSetViewController: BaseViewController {
    @RenderedViewState var state: LoadState
    var renders: [(old: LoadState, new: LoadState)] = []

    init(state: LoadState) {
        _state = .init(wrappedValue: state, render: Self.render)
        super.init()
    }

    func render(_ newState: LoadState) {
        renders.append((state, newState))
    }
}

final class OtherObject {}

final class RenderedViewStateTests: XCTestCase {
    @MainActor
    func testFirstReadOfStateStartsRenderingOnce() async {
        let view = DidSetViewController(state: .initialized)
        XCTAssertEqual(view.renders, [])

        _ = view.state
        _ = view.state

        XCTAssertEqual(view.renders, [.initialized])
    }

    @MainActor
    func testStartRenderingRendersOnceThenOncePerChangeWithNewState() async {
        let view = DidSetViewController(state: .initialized)
        view.$state.startRendering(on: view)
        view.$state.startRendering(on: view)  // second start does nothing
        _ = view.state

        view.$state.observe(.loading)
        view.$state.observe(.loaded("ada"))

        XCTAssertEqual(view.renders, [.initialized, .loading, .loaded("ada")])
    }

    @MainActor
    func testNothingRendersBeforeRenderingStarts() async {
        let view = DidSetViewController(state: .initialized)
        view.$state.observe(.loading)
        XCTAssertEqual(view.renders, [])
        XCTAssertFalse(view.$state.isRendering)

        view.$state.startRendering(on: view)

        XCTAssertEqual(view.renders, [.loading], "starting renders the current state once")
    }

    @MainActor
    func testWillSetRenderGetsNewStateWhileStateIsStillOld() async {
        let view = WillSetViewController(state: .initialized)
        view.$state.startRendering(on: view)

        view.$state.observe(.loading)

        XCTAssertEqual(view.renders.count, 2)
        XCTAssertEqual(view.renders[0].old, .initialized)
        XCTAssertEqual(view.renders[0].new, .initialized)
        XCTAssertEqual(view.renders[1].old, .initialized, "state is still the old one in willSet")
        XCTAssertEqual(view.renders[1].new, .loading)
        XCTAssertEqual(view.state, .loading)
    }

    @MainActor
    func testRenderThatObservesSynchronouslyDoesNotRecurseOrLoseState() async {
        let view = DidSetViewController(state: .initialized)
        var depth = 0
        var maxDepth = 0
        view.onRender = { view in
            depth += 1
            defer { depth -= 1 }
            maxDepth = max(maxDepth, depth)
            if case .loading = view.state {
                view.$state.observe(.loaded("from render"))
            }
        }
        view.$state.startRendering(on: view)

        view.$state.observe(.loading)

        XCTAssertEqual(view.renders, [.initialized, .loading, .loaded("from render")])
        XCTAssertEqual(view.state, .loaded("from render"))
        XCTAssertEqual(maxDepth, 1)
    }

    @MainActor
    func testStartRenderingOnWrongObjectIsIgnored() async {
        let view = DidSetViewController(state: .initialized)

        view.$state.startRendering(on: OtherObject())
        XCTAssertFalse(view.$state.isRendering)
        XCTAssertEqual(view.renders, [])

        view.$state.startRendering(on: view)
        XCTAssertEqual(view.renders, [.initialized])
    }

    @MainActor
    func testProjectedValueOffersAsyncAndSequenceForms() async {
        let view = DidSetViewController(state: .initialized)
        _ = view.state

        view.$state.observeAsync { .loaded("async") }
        await waitUntil("the async state") { view.renders.last == .loaded("async") }

        view.$state.observe(StateSequence({ .loading }, { .loaded("sequence") }))
        await waitUntil("the sequence states") { view.renders.last == .loaded("sequence") }

        view.$state.observeAsync { StateSequence({ .failed(message: "nope") }) }
        await waitUntil("the async sequence") { view.renders.last == .failed(message: "nope") }

        await view.$state.refresh { .loaded("refreshed") }
        XCTAssertEqual(view.state, .loaded("refreshed"))

        XCTAssertEqual(view.renders, [
            .initialized, .loaded("async"), .loading, .loaded("sequence"),
            .failed(message: "nope"), .loaded("refreshed"),
        ])
    }

    @MainActor
    func testProjectedValueDebouncesWithRealClock() async {
        let view = DidSetViewController(state: .initialized)
        _ = view.state
        let evaluated = Counter()
        func search(_ text: String) -> LoadState {
            evaluated.increment()
            return .loaded(text)
        }

        for text in ["a", "ad", "ada"] {
            view.$state.observe(search(text), debounced: .milliseconds(20))
        }

        await waitUntil("the debounced search") { view.state == .loaded("ada") }
        XCTAssertEqual(evaluated.count, 1)
        XCTAssertEqual(view.renders, [.initialized, .loaded("ada")])
    }

    @MainActor
    func testProjectedValueWillSetAndDidSetObservation() async {
        let view = DidSetViewController(state: .initialized)
        var events: [String] = []
        let willSet = view.$state.observeWillSet { events.append("will \($0) was \(view.$state.stateContainer.state)") }
        let didSet = view.$state.observeDidSet { events.append("did \($0)") }

        view.$state.observe(.loading)

        XCTAssertEqual(events, ["will loading was initialized", "did loading"])
        withExtendedLifetime((willSet, didSet)) {}
    }

    @MainActor
    func testReleasingViewReleasesContainerAndCancelsAction() async {
        let sawCancellation = Flag()
        let gate = Gate()
        weak var weakView: DidSetViewController?
        weak var weakContainer: StateContainer<LoadState>?
        do {
            let view = DidSetViewController(state: .initialized)
            weakView = view
            weakContainer = view.$state.stateContainer
            _ = view.state  // rendering started: render holds the view only weakly
            view.$state.observeAsync {
                await gate.wait(reportingCancellationTo: sawCancellation)
                return .loaded("late")
            }
            await waitUntil("the action to start") { gate.waiterCount == 1 }
        }
        XCTAssertNil(weakView, "no retain cycle between view, wrapper and render")
        XCTAssertNil(weakContainer, "the container goes with its view")
        await waitUntil("the running action to be cancelled") { sawCancellation.isSet }
        gate.open()
    }
}
