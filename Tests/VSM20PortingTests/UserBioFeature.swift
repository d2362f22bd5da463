// The 2.0 guide's data chapter: a state that carries its retry action as a closure, a loaded
// model whose async action returns one state, and a loader whose dependencies the view passes
// into the action instead of storing them on the model.
import Foundation
import VSM

protocol UserDataStore {
    func load() async throws -> UserData
}

protocol UserDataStoreDependency {
    var userDataStore: UserDataStore { get }
}

enum UserBioViewState {
    case initialized(UserBioLoaderModel)
    case loading
    case loaded(UserBioLoadedModel)
    case error(message: String, retry: () async -> UserBioViewState)
}

struct UserBioLoaderModel {
    typealias Dependencies = UserDataStoreDependency

    @StateSequenceBuilder
    func loadUserData(dependencies: any Dependencies) -> StateSequence<UserBioViewState> {
        UserBioViewState.loading
        Next { await fetchUserData(dependencies: dependencies) }
    }

    @concurrent
    private func fetchUserData(dependencies: any Dependencies) async -> UserBioViewState {
        do {
            let userData = try await dependencies.userDataStore.load()
            return .loaded(UserBioLoadedModel(userData: userData, dependencies: dependencies))
        } catch {
            return .error(
                message: error.localizedDescription,
                retry: { await fetchUserData(dependencies: dependencies) }
            )
        }
    }
}

struct UserBioLoadedModel {
    let userData: UserData
    let dependencies: UserBioLoaderModel.Dependencies

    func refresh() async -> UserBioViewState {
        do {
            let userData = try await dependencies.userDataStore.load()
            return .loaded(UserBioLoadedModel(userData: userData, dependencies: dependencies))
        } catch {
            return .error(
                message: "Failed to refresh: \(error)",
                retry: { await self.refresh() }
            )
        }
    }
}

@MainActor
final class UserBioViewController {
    typealias Dependencies = UserBioLoaderModel.Dependencies
    let dependencies: any Dependencies

    @RenderedViewState var state: UserBioViewState
    private(set) var title = ""

    init(dependencies: any Dependencies) {
        self.dependencies = dependencies
        _state = .init(wrappedValue: .initialized(UserBioLoaderModel()), render: Self.render)
    }

    func viewDidAppear() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.loadUserData(dependencies: dependencies))
        }
    }

    func didTapRefresh() {
        if case .loaded(let model) = state {
            $state.observe { await model.refresh() }
        }
    }

    func didTapRetry() {
        if case .error(_, let retryAction) = state {
            $state.observe { await retryAction() }
        }
    }

    func render() {
        switch state {
        case .initialized, .loading:
            title = "…"
        case .loaded(let model):
            title = model.userData.username
        case .error(let message, _):
            title = "Error: \(message)"
        }
    }
}
