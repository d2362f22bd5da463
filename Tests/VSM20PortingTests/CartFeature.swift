// A cart in the 2.0 guide's styles: an action shared by two models through a protocol, the
// variadic and array-literal sequences for user-initiated actions (all asynchronous), `First`
// and `if`/`else` in a builder, a synchronous action, an action with no state, and a
// checkout written as an `AsyncStream` with a `@concurrent` helper.
import Foundation
import VSM

struct CartProduct: Equatable {
    let id: Int
    let name: String
}

protocol CartStore {
    func getCartProducts() async throws -> [CartProduct]
    func removeProduct(id: Int) async throws
    func checkout() async throws
}

protocol CartStoreDependency {
    var cartStore: CartStore { get }
}

/// Records favourites; an action that needs no new state calls it directly.
protocol FavoritesRecording {
    func toggleFavorite(productId: Int)
}

enum CartViewState {
    case loading
    case loaded(CartLoadedModel)
    case loadedEmpty(CartLoadedEmptyModel)
    case removing(id: Int, model: CartLoadedModel)
    case error(message: String, retry: () async -> CartViewState)
}

protocol CartReloadable {
    var dependencies: CartStoreDependency { get }
}

extension CartReloadable {
    @StateSequenceBuilder
    func reloadCart() -> StateSequence<CartViewState> {
        CartViewState.loading
        Next { await getCartProducts() }
    }

    /// The same reload for a button tap on a visible cart: every state asynchronous.
    func reloadCartAsynchronously() -> StateSequence<CartViewState> {
        [
            { .loading },
            { await getCartProducts() }
        ]
    }

    @concurrent
    fileprivate func getCartProducts() async -> CartViewState {
        do {
            let products = try await dependencies.cartStore.getCartProducts()
            if products.isEmpty {
                return .loadedEmpty(CartLoadedEmptyModel(dependencies: dependencies))
            }
            return .loaded(CartLoadedModel(dependencies: dependencies, products: products))
        } catch {
            return .error(message: "\(error)", retry: { await getCartProducts() })
        }
    }
}

struct CartLoadedModel: CartReloadable {
    let dependencies: CartStoreDependency
    let products: [CartProduct]

    func removeItem(id: Int) -> StateSequence<CartViewState> {
        StateSequence(
            { .removing(id: id, model: self) },      // optimistic
            { await performRemove(id: id) }
        )
    }

    /// Removes the product, then (when asked) reloads the cart, in one builder.
    @StateSequenceBuilder
    func removeItem(id: Int, reloading: Bool) -> StateSequence<CartViewState> {
        First { CartViewState.removing(id: id, model: self) }
        if reloading {
            Next { await performRemove(id: id) }
            Next { await getCartProducts() }
        } else {
            Next { await performRemove(id: id) }
        }
    }

    func cancelRemoval() -> CartViewState {
        .loaded(self)
    }

    func toggleFavorite(productId: Int, favorites: FavoritesRecording) {
        favorites.toggleFavorite(productId: productId)
    }

    @concurrent
    private func performRemove(id: Int) async -> CartViewState {
        do {
            try await dependencies.cartStore.removeProduct(id: id)
            let remaining = products.filter { $0.id != id }
            if remaining.isEmpty {
                return .loadedEmpty(CartLoadedEmptyModel(dependencies: dependencies))
            }
            return .loaded(CartLoadedModel(dependencies: dependencies, products: remaining))
        } catch {
            return .error(message: "\(error)", retry: { await performRemove(id: id) })
        }
    }
}

struct CartLoadedEmptyModel: CartReloadable {
    let dependencies: CartStoreDependency
}

// MARK: Checkout, as an AsyncStream

protocol CheckoutStore: Sendable {
    func checkout() async throws
}

enum CheckoutViewState: Equatable {
    case ready
    case checkingOut
    case checkoutComplete
    case loadedEmpty
    case checkoutError(message: String)
}

/// `Sendable`, as the guide's checkout model is: its stream's task captures it.
struct CheckoutModel: Sendable {
    let store: CheckoutStore

    func checkout() -> AsyncStream<CheckoutViewState> {
        AsyncStream { continuation in
            Task {
                continuation.yield(.checkingOut)
                await self.performCheckout(continuation)
                continuation.finish()
            }
        }
    }

    @concurrent
    private func performCheckout(_ continuation: AsyncStream<CheckoutViewState>.Continuation) async {
        do {
            try await store.checkout()
            continuation.yield(.checkoutComplete)
            continuation.yield(.loadedEmpty)
        } catch {
            continuation.yield(.checkoutError(message: "\(error)"))
        }
    }
}

@MainActor
final class CartViewController {
    @RenderedViewState var state: CartViewState
    @RenderedViewState var checkoutState: CheckoutViewState
    let favorites: FavoritesRecording

    init(state: CartViewState, checkoutModel: CheckoutModel, favorites: FavoritesRecording) {
        self.favorites = favorites
        _state = .init(wrappedValue: state, render: Self.render)
        _checkoutState = .init(wrappedValue: .ready, render: Self.render)
        self.checkoutModel = checkoutModel
    }

    private let checkoutModel: CheckoutModel

    func didTapReload() {
        switch state {
        case .loaded(let model as CartReloadable), .loadedEmpty(let model as CartReloadable):
            $state.observe(model.reloadCartAsynchronously())
        default:
            break
        }
    }

    func didPullToRefresh() async {
        let current = state
        await $state.refresh(state: {
            switch current {
            case .loaded(let model as CartReloadable), .loadedEmpty(let model as CartReloadable):
                for await state in model.reloadCart() {
                    if case .loading = state { continue }
                    return state
                }
                return current
            default:
                return current
            }
        })
    }

    func didSwipeToRemove(id: Int) {
        if case .loaded(let model) = state {
            $state.observe(model.removeItem(id: id))
        }
    }

    func didTapRemoveAndReload(id: Int) {
        if case .loaded(let model) = state {
            $state.observe(model.removeItem(id: id, reloading: true))
        }
    }

    func didTapUndo() {
        if case .removing(_, let model) = state {
            $state.observe(model.cancelRemoval())
        }
    }

    func didTapFavorite(productId: Int) {
        if case .loaded(let model) = state {
            model.toggleFavorite(productId: productId, favorites: favorites)
        }
    }

    func didTapRetry() {
        if case .error(_, let retry) = state {
            $state.observe { await retry() }
        }
    }

    func didTapCheckout() {
        $checkoutState.observe(checkoutModel.checkout())
    }

    func render() {}
}
