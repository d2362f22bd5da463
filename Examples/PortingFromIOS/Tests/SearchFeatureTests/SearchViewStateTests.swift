import VSM
import VSMTesting
import XCTest
@testable import SearchFeature

/// The Apple library's 2.0 idioms on a feature whose model is a class.
final class SearchViewStateTests: XCTestCase {
    private let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Adele Goldberg"]

    @MainActor
    private func makeContainer() -> (StateContainer<SearchViewState>, ProfileDirectory) {
        let directory = ProfileDirectory(names: names)
        return (StateContainer(state: SearchViewState(directory: directory)), directory)
    }

    @MainActor
    func testBuilderShowsSearchingBeforeObserveReturns() async {
        let (container, directory) = makeContainer()

        container.observe(container.state.search("ad"))

        XCTAssertEqual(container.state.query, "ad")
        XCTAssertEqual(container.state.results, .searching, "First { } lands before observe returns: no stale frame")
        await waitUntil("the results") { container.state.results != .searching }
        XCTAssertEqual(container.state.results, .found(["Ada Lovelace", "Adele Goldberg"]))
        XCTAssertEqual(directory.lookups, 1)
    }

    @MainActor
    func testBindSetsTheQueryThroughTheBuilderAction() async {
        let (container, _) = makeContainer()
        let query = container.bind(\.query, to: SearchViewState.search)

        query.wrappedValue = "hopper"

        XCTAssertEqual(query.wrappedValue, "hopper", "get reads the current state")
        XCTAssertEqual(container.state.results, .searching)
        await waitUntil("the results") { container.state.results == .found(["Grace Hopper"]) }

        query.wrappedValue = "nobody"
        await waitUntil("no results") { container.state.results == .nothingFound }
    }

    @MainActor
    func testTheClassModelIsSharedAndKeepsItsCache() async {
        let (container, directory) = makeContainer()

        container.observe(container.state.search("a"))
        await waitUntil("the first search") { container.state.results != .searching }
        container.observe(container.state.searchAgain())
        await waitUntil("the second search") { container.state.results != .searching }

        XCTAssertEqual(directory.lookups, 1, "the second answer came from the model's cache")
    }

    @MainActor
    func testDebouncedPointThreeRunsOnlyTheLastCall() async {
        let (container, _) = makeContainer()
        var searchingStates = 0
        let token = container.observeDidSet { if $0.results == .searching { searchingStates += 1 } }
        let start = ContinuousClock.now

        for _ in 0..<3 {
            container.observe(container.state.searchAgain(), debounced: 0.3)
        }
        XCTAssertEqual(container.state.results, .idle, "nothing runs before 0.3 s")
        await waitUntil("the debounced search") { container.state.results != .idle && container.state.results != .searching }

        XCTAssertGreaterThanOrEqual(ContinuousClock.now - start, .milliseconds(300))
        XCTAssertEqual(searchingStates, 1, "one search for three calls")
        token.cancel()
    }

    @MainActor
    func testAsyncClosureCapturingTheClassModel() async {
        let (container, directory) = makeContainer()
        let model = container.state.directory

        container.observeAsync {
            let names = await model.search("turing")
            return SearchViewState(directory: model, query: "turing", results: .found(names))
        }

        await waitUntil("the results") { container.state.results == .found(["Alan Turing"]) }
        XCTAssertEqual(directory.lookups, 1)
    }
}
