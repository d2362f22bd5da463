// A list feature in the Apple library's 2.0 style: plain struct models holding a
// protocol-typed dependency (so none of them is `Sendable`), slow work in `@concurrent`
// methods, a builder sequence for the first load, an async-closure action, pull to refresh.
// Only the imports differ from the code written for iOS; the view is a `@MainActor` class
// with `@RenderedViewState`, as a UIKit view controller is.
import VSM

struct Item: Equatable {
    let id: Int
    let name: String
}

/// Synchronous on purpose: the kind of blocking read that belongs in a `@concurrent` method.
protocol ItemsRepository {
    func loadItems() throws -> [Item]
    func removeItem(id: Int) throws -> [Item]
}

protocol ItemsDependencies {
    var itemsRepository: ItemsRepository { get }
}

enum ItemsViewState {
    case initialized(ItemsLoaderModel)
    case loading
    case loaded(ItemsLoadedModel)
    case loadingError(ItemsLoadingErrorModel)
}

struct ItemsLoaderModel {
    let dependencies: ItemsDependencies

    @StateSequenceBuilder
    func load() -> StateSequence<ItemsViewState> {
        ItemsViewState.loading
        Next { await fetchItems() }
    }

    @concurrent
    private func fetchItems() async -> ItemsViewState {
        do {
            let items = try dependencies.itemsRepository.loadItems()
            return .loaded(ItemsLoadedModel(dependencies: dependencies, items: items))
        } catch {
            return .loadingError(ItemsLoadingErrorModel(dependencies: dependencies, message: "\(error)"))
        }
    }
}

struct ItemsLoadedModel {
    let dependencies: ItemsDependencies
    let items: [Item]

    @concurrent
    func remove(id: Int) async -> ItemsViewState {
        do {
            let items = try dependencies.itemsRepository.removeItem(id: id)
            return .loaded(ItemsLoadedModel(dependencies: dependencies, items: items))
        } catch {
            return .loadingError(ItemsLoadingErrorModel(dependencies: dependencies, message: "\(error)"))
        }
    }

    @concurrent
    func refresh() async -> ItemsViewState {
        do {
            let items = try dependencies.itemsRepository.loadItems()
            return .loaded(ItemsLoadedModel(dependencies: dependencies, items: items))
        } catch {
            return .loaded(self)  // keep what is shown when a refresh fails
        }
    }
}

struct ItemsLoadingErrorModel {
    let dependencies: ItemsDependencies
    let message: String

    func retry() -> StateSequence<ItemsViewState> {
        ItemsLoaderModel(dependencies: dependencies).load()
    }
}

@MainActor
final class ItemsViewController {
    @RenderedViewState var state: ItemsViewState

    /// What the screen shows, one line per render.
    private(set) var renderedLines: [String] = []

    init(dependencies: ItemsDependencies) {
        _state = .init(wrappedValue: .initialized(ItemsLoaderModel(dependencies: dependencies)), render: Self.render)
    }

    func viewDidAppear() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.load())
        }
    }

    func didTapRemove(id: Int) {
        if case .loaded(let loadedModel) = state {
            $state.observe { await loadedModel.remove(id: id) }
        }
    }

    func didPullToRefresh() async {
        if case .loaded(let model) = state {
            await $state.refresh(state: { await model.refresh() })
        }
    }

    func didTapRetry() {
        if case .loadingError(let errorModel) = state {
            $state.observe(errorModel.retry())
        }
    }

    func render() {
        switch state {
        case .initialized:
            renderedLines.append("initialized")
        case .loading:
            renderedLines.append("loading")
        case .loaded(let model):
            renderedLines.append("loaded " + model.items.map(\.name).joined(separator: ","))
        case .loadingError(let model):
            renderedLines.append("error " + model.message)
        }
    }
}
