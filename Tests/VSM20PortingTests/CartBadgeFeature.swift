// A shared, observable data store in the 2.0 style: an `@Observable` main-actor store that
// other features change, consumed by a badge feature as an `AsyncStream` of counts, which
// the badge's model maps to view states.
import Observation
import VSM

@Observable
@MainActor
final class CartCountStore {
    private(set) var productCount = 0

    func add() {
        productCount += 1
    }

    func removeAll() {
        productCount = 0
    }

    /// The current count, then every change, for as long as the stream is iterated.
    nonisolated func counts() -> AsyncStream<Int> {
        AsyncStream { continuation in
            let task = Task { @MainActor in
                for await count in Observations({ self.productCount }) {
                    continuation.yield(count)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

enum CartBadgeViewState: Equatable {
    case initialized
    case hidden
    case showing(count: Int)
}

struct CartBadgeLoaderModel: Sendable {
    let store: CartCountStore

    func load() -> AsyncStream<CartBadgeViewState> {
        AsyncStream { continuation in
            let task = Task {
                for await count in store.counts() {
                    continuation.yield(count == 0 ? .hidden : .showing(count: count))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The same states as any `AsyncSequence`.
    func streamUpdates() -> some AsyncSequence<CartBadgeViewState, Never> {
        store.counts().map { count in
            count == 0 ? CartBadgeViewState.hidden : .showing(count: count)
        }
    }
}

@MainActor
final class CartBadgeView {
    @RenderedViewState var state: CartBadgeViewState
    let model: CartBadgeLoaderModel
    private(set) var text = ""

    init(store: CartCountStore) {
        model = CartBadgeLoaderModel(store: store)
        _state = .init(wrappedValue: .initialized, render: Self.render)
    }

    func viewDidAppear() {
        $state.observe(model.load())
    }

    func viewDidAppearFollowingAnySequence() {
        $state.observe(model.streamUpdates())
    }

    func render(_ newState: CartBadgeViewState) {
        switch newState {
        case .initialized, .hidden:
            text = ""
        case .showing(let count):
            text = "\(count)"
        }
    }
}
