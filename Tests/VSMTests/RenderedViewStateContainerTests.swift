import TestSupport
import XCTest
@testable import VSM

/// A view on a container it did not create: `RenderedViewState(container:render:)`.
final class SharedContainerDidSetView: BaseViewController {
    @RenderedViewState var state: LoadState
    var renders: [LoadState] = []

    init(container: StateContainer<LoadState>) {
        _state = .init(container: container, render: Self.render)
        super.init()
    }

    func render() {
        renders.append(state)
    }
}

/// The willSet form on a shared container.
final class SharedContainerWillSetView: BaseViewController {
    @RenderedViewState var state: LoadState
    var renders: [(old: LoadState, new: LoadState)] = []

    init(container: StateContainer<LoadState>) {
        _state = .init(container: container, render: Self.render)
        super.init()
    }

    func render(_ newState: LoadState) {
        renders.append((state, newState))
    }
}

final class RenderedViewStateContainerTests: XCTestCase {
    @MainActor
    func testViewRendersTheSharedContainersChanges() async {
        let container = StateContainer(state: LoadState.loading)
        let view = SharedContainerDidSetView(container: container)

        _ = view.state
        container.observe(.loaded("ada"))
        view.$state.observe(.failed(message: "offline"))

        XCTAssertTrue(view.$state.stateContainer === container)
        XCTAssertEqual(container.state, .failed(message: "offline"))
        XCTAssertEqual(view.renders, [.loading, .loaded("ada"), .failed(message: "offline")])
    }

    @MainActor
    func testWillSetFormSeesOldAndNewState() async {
        let container = StateContainer(state: LoadState.initialized)
        let view = SharedContainerWillSetView(container: container)
        view.$state.startRendering(on: view)

        container.observe(.loading)

        XCTAssertEqual(view.renders.map(\.old), [.initialized, .initialized])
        XCTAssertEqual(view.renders.map(\.new), [.initialized, .loading])
    }

    @MainActor
    func testTheViewIsHeldWeaklyAndTheContainerOutlivesIt() async {
        let container = StateContainer(state: LoadState.initialized)
        weak var weakView: SharedContainerDidSetView?
        do {
            let view = SharedContainerDidSetView(container: container)
            _ = view.state
            weakView = view
        }
        XCTAssertNil(weakView, "the container must not keep the view alive")

        container.observe(.loading)  // no view to render: nothing happens, nothing crashes
        XCTAssertEqual(container.state, .loading)
    }
}
