import TestSupport
import VSM
import XCTest

final class ItemsFeatureTests: XCTestCase {
    private static let items = [Item(id: 1, name: "apple"), Item(id: 2, name: "pear"), Item(id: 3, name: "plum")]

    @MainActor
    private func makeView(failingLoads: Int = 0) -> (ItemsViewController, MockItemsRepository) {
        let repository = MockItemsRepository(items: Self.items, failingLoads: failingLoads)
        return (ItemsViewController(dependencies: MockItemsDependencies(itemsRepository: repository)), repository)
    }

    @MainActor
    func testFirstLoad_showsLoadingBeforeObserveReturns_thenReadsTheItemsOffTheMainThread() async {
        let (view, repository) = makeView()

        view.viewDidAppear()
        XCTAssertEqual(view.renderedLines, ["initialized", "loading"], "the builder's leading state is rendered before observe returns")

        await waitUntil("the items") { view.renderedLines.last == "loaded apple,pear,plum" }
        XCTAssertEqual(view.renderedLines, ["initialized", "loading", "loaded apple,pear,plum"])
        XCTAssertEqual(repository.log.calls("loadItems"), 1)
        XCTAssertEqual(repository.log.callsOnMainThread("loadItems"), 0, "the @concurrent fetch runs off the main thread")
    }

    @MainActor
    func testRemove_anAsyncClosureCapturingANonSendableModel_runsItsConcurrentWorkOffTheMainThread() async {
        let (view, repository) = makeView()
        view.viewDidAppear()
        await waitUntil("the items") { view.renderedLines.last == "loaded apple,pear,plum" }

        view.didTapRemove(id: 2)
        XCTAssertEqual(view.renderedLines.last, "loaded apple,pear,plum", "an async closure sets nothing before observe returns")

        await waitUntil("the list without the pear") { view.renderedLines.last == "loaded apple,plum" }
        XCTAssertEqual(repository.log.calls("removeItem"), 1)
        XCTAssertEqual(repository.log.callsOnMainThread("removeItem"), 0)
    }

    @MainActor
    func testPullToRefresh_returnsOnceTheRefreshedStateHasLanded() async {
        let (view, repository) = makeView()
        view.viewDidAppear()
        await waitUntil("the items") { view.renderedLines.last == "loaded apple,pear,plum" }
        repository.setItems([Item(id: 4, name: "fig")])

        await view.didPullToRefresh()

        XCTAssertEqual(view.renderedLines.last, "loaded fig", "refresh(state:) returns after the state is set")
        XCTAssertEqual(repository.log.calls("loadItems"), 2)
        XCTAssertEqual(repository.log.callsOnMainThread("loadItems"), 0)
    }

    @MainActor
    func testLoadingError_thenRetryLoadsAgain() async {
        let (view, _) = makeView(failingLoads: 1)
        view.viewDidAppear()
        await waitUntil("the error") { view.renderedLines.last == "error offline" }

        view.didTapRetry()
        XCTAssertEqual(view.renderedLines.last, "loading", "the retried builder sequence's first state is synchronous")
        await waitUntil("the items") { view.renderedLines.last == "loaded apple,pear,plum" }
        XCTAssertEqual(view.renderedLines, ["initialized", "loading", "error offline", "loading", "loaded apple,pear,plum"])
    }

    /// The model's own sequence, as a 2.0 unit test reads it: synchronous states, then the
    /// rest through `try await iterator.next()`.
    func testLoaderModelSequence_asA2Point0TestReadsIt() async throws {
        let repository = MockItemsRepository(items: Self.items)
        let subject = ItemsLoaderModel(dependencies: MockItemsDependencies(itemsRepository: repository))

        let stateSequence = subject.load()
        let syncStates = stateSequence.synchronousStateActions.map { $0() }
        XCTAssertEqual(syncStates.count, 1)
        guard case .loading = syncStates.first else {
            return XCTFail("expected .loading first, got \(syncStates)")
        }

        var states: [ItemsViewState] = []
        var iterator = stateSequence.makeAsyncIterator()
        while let state = try await iterator.next() {
            states.append(state)
        }
        XCTAssertEqual(states.count, 2, "iterating yields the synchronous state too, first")
        guard case .loaded(let model) = states.last else {
            return XCTFail("expected .loaded last, got \(states)")
        }
        XCTAssertEqual(model.items, Self.items)
    }
}
