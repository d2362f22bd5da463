import TestSupport
import VSM
import XCTest

final class CartBadgeFeatureTests: XCTestCase {
    @MainActor
    func testBadgeFollowsTheObservableStore() async {
        let store = CartCountStore()
        let view = CartBadgeView(store: store)

        view.viewDidAppear()
        await waitUntil("the first count") { view.state == .hidden }
        store.add()
        await waitUntil("one product") { view.state == .showing(count: 1) && view.text == "1" }
        store.add()
        await waitUntil("two products") { view.text == "2" }
        store.removeAll()
        await waitUntil("the badge hidden") { view.state == .hidden && view.text.isEmpty }
    }

    @MainActor
    func testBadgeFollowsTheStoreThroughAnyAsyncSequence() async {
        let store = CartCountStore()
        store.add()
        let view = CartBadgeView(store: store)
        let recorder = DidSetRecorder(view.$state)

        view.viewDidAppearFollowingAnySequence()
        await waitUntil("the current count") { view.state == .showing(count: 1) }
        store.add()
        await waitUntil("the next count") { view.state == .showing(count: 2) }
        XCTAssertEqual(recorder.states, [.showing(count: 1), .showing(count: 2)])
        XCTAssertTrue(recorder.allOnMainThread)
    }

    @MainActor
    func testANewerActionStopsFollowingTheStore() async {
        let store = CartCountStore()
        let view = CartBadgeView(store: store)
        view.viewDidAppear()
        await waitUntil("the first count") { view.state == .hidden }

        view.$state.observe(.initialized)
        store.add()
        await drainMainActor()
        XCTAssertEqual(view.state, .initialized, "the cancelled stream's states never land")
    }
}
