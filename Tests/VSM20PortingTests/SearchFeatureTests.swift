import TestSupport
import VSM
import XCTest

final class SearchFeatureTests: XCTestCase {
    @MainActor
    private func makeView() -> (SearchViewController, SearchModel, MockNameIndex) {
        let index = MockNameIndex(names: ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
        let model = SearchModel(index: index)
        return (SearchViewController(model: model), model, index)
    }

    @MainActor
    func testQueryBinding_setsTheQueryAndSearchingAtOnce_thenTheClassModelsResults() async {
        let (view, model, index) = makeView()

        view.queryBinding.wrappedValue = "a"
        XCTAssertEqual(view.state.query, "a")
        XCTAssertEqual(view.state.results, .searching, "the builder's first state lands before the set returns")

        await waitUntil("the results") { view.state.results != .searching }
        XCTAssertEqual(view.state.results, .found(["Ada Lovelace", "Alan Turing", "Grace Hopper"]))
        XCTAssertEqual(view.lastRenderedResults, view.state.results)
        XCTAssertEqual(model.lookups, 1)
        XCTAssertEqual(index.log.callsOnMainThread("names"), 0, "the class model's @concurrent lookup runs off the main thread")
    }

    @MainActor
    func testANewerQuerySupersedesTheSearch() async {
        let (view, _, _) = makeView()
        let recorder = DidSetRecorder(view.$state)

        view.queryBinding.wrappedValue = "grace"
        view.queryBinding.wrappedValue = "zz"
        await waitUntil("the second search's results") { view.state.results == .nothingFound }
        await drainMainActor()

        XCTAssertEqual(recorder.states.map(\.results), [.searching, .searching, .nothingFound])
        XCTAssertEqual(view.state.query, "zz")
    }

    @MainActor
    func testSearchAgain_anArrayLiteralSequence_usesTheModelsCache() async {
        let (view, model, _) = makeView()
        view.queryBinding.wrappedValue = "turing"
        await waitUntil("the first results") { view.state.results == .found(["Alan Turing"]) }
        let recorder = DidSetRecorder(view.$state)

        view.didTapSearchAgain()
        XCTAssertEqual(recorder.states.count, 0, "an array literal sets nothing before observe returns")
        await waitUntil("the cached results") { recorder.states.count == 2 }
        XCTAssertEqual(recorder.states.map(\.results), [.searching, .found(["Alan Turing"])])
        XCTAssertEqual(model.lookups, 1, "answered from the class model's cache")
    }

    @MainActor
    func testBindings_methodAndClosureForms() {
        let (view, _, _) = makeView()

        view.hintsBinding.wrappedValue = false
        XCTAssertFalse(view.state.showsHints)
        XCTAssertFalse(view.hintsBinding.wrappedValue)

        view.queryBindingWithClosure.wrappedValue = "draft"
        XCTAssertEqual(view.state.query, "draft")
        XCTAssertEqual(view.state.results, .idle, "the closure form only copies the query")
    }
}
