import TestSupport
import VSM
import XCTest

extension CartViewState {
    /// A readable summary for assertions (the state itself is not `Equatable`).
    var summary: String {
        switch self {
        case .loading: "loading"
        case .loaded(let model): "loaded " + model.products.map(\.name).joined(separator: ",")
        case .loadedEmpty: "empty"
        case .removing(let id, _): "removing \(id)"
        case .error(let message, _): "error \(message)"
        }
    }
}

final class CartFeatureTests: XCTestCase {
    private static let products = [CartProduct(id: 1, name: "lamp"), CartProduct(id: 2, name: "rug")]

    @MainActor
    private func makeView(failingCalls: Int = 0) -> (CartViewController, MockCartStore, MockFavorites, DidSetRecorder<CartViewState>) {
        let store = MockCartStore(products: Self.products, failingCalls: failingCalls)
        let favorites = MockFavorites()
        let model = CartLoadedModel(dependencies: MockCartDependencies(cartStore: store), products: Self.products)
        let view = CartViewController(state: .loaded(model), checkoutModel: CheckoutModel(store: store), favorites: favorites)
        return (view, store, favorites, DidSetRecorder(view.$state))
    }

    @MainActor
    func testVariadicSequence_setsNothingBeforeObserveReturns_thenRemovesOptimistically() async {
        let (view, store, _, recorder) = makeView()

        view.didSwipeToRemove(id: 1)
        XCTAssertEqual(recorder.states.map(\.summary), [], "every closure of StateSequence(…) is asynchronous")

        await waitUntil("the removal") { recorder.states.count == 2 }
        XCTAssertEqual(recorder.states.map(\.summary), ["removing 1", "loaded rug"])
        XCTAssertEqual(store.log.callsOnMainThread("removeProduct"), 0)
    }

    @MainActor
    func testBuilderWithFirstAndIf_removesThenReloads() async {
        let (view, store, _, recorder) = makeView()

        view.didTapRemoveAndReload(id: 2)
        XCTAssertEqual(recorder.states.map(\.summary), ["removing 2"], "First { } is set before observe returns")

        await waitUntil("the reload") { recorder.states.count == 3 }
        XCTAssertEqual(recorder.states.map(\.summary), ["removing 2", "loaded lamp", "loaded lamp"])
        XCTAssertEqual(store.log.calls("getCartProducts"), 1)
        XCTAssertEqual(store.log.callsOnMainThread("getCartProducts"), 0)
    }

    @MainActor
    func testUndo_aSynchronousStateSupersedesTheRemoval() async {
        let (view, _, _, recorder) = makeView()
        view.didTapRemoveAndReload(id: 2)

        view.didTapUndo()
        XCTAssertEqual(view.state.summary, "loaded lamp,rug")
        await drainMainActor()
        XCTAssertEqual(recorder.states.map(\.summary), ["removing 2", "loaded lamp,rug"], "the superseded removal's states never land")
    }

    @MainActor
    func testArrayLiteralReload_fromTheSharedProtocol() async {
        let (view, _, _, recorder) = makeView()

        view.didTapReload()
        XCTAssertEqual(recorder.states.map(\.summary), [])
        await waitUntil("the reload") { recorder.states.count == 2 }
        XCTAssertEqual(recorder.states.map(\.summary), ["loading", "loaded lamp,rug"])
    }

    @MainActor
    func testError_retryClosureFromTheState() async {
        let (view, _, _, recorder) = makeView(failingCalls: 1)
        view.didTapReload()
        await waitUntil("the error") { view.state.summary == "error cart unavailable" }

        view.didTapRetry()
        await waitUntil("the cart") { view.state.summary == "loaded lamp,rug" }
        XCTAssertEqual(recorder.states.map(\.summary), ["loading", "error cart unavailable", "loaded lamp,rug"])
    }

    @MainActor
    func testPullToRefresh_awaitsTheReloadedCart() async {
        let (view, store, _, _) = makeView()
        try? await store.removeProduct(id: 1)

        await view.didPullToRefresh()
        XCTAssertEqual(view.state.summary, "loaded rug")
    }

    @MainActor
    func testFavorite_anActionWithNoState() {
        let (view, _, favorites, recorder) = makeView()
        view.didTapFavorite(productId: 2)
        XCTAssertEqual(favorites.toggledIds, [2])
        XCTAssertEqual(recorder.states.count, 0)
    }

    @MainActor
    func testCheckout_anAsyncStreamOfStates() async {
        let (view, store, _, _) = makeView()
        let recorder = DidSetRecorder(view.$checkoutState)

        view.didTapCheckout()
        await waitUntil("the checkout") { recorder.states.count == 3 }
        XCTAssertEqual(recorder.states, [.checkingOut, .checkoutComplete, .loadedEmpty])
        XCTAssertEqual(store.log.callsOnMainThread("checkout"), 0)
    }

    func testCheckoutModel_failureIsAState() async {
        let subject = CheckoutModel(store: MockCartStore(products: [], failingCalls: 1))
        await expectStates(of: subject.checkout(), [.checkingOut, .checkoutError(message: "cart unavailable")])
    }
}
