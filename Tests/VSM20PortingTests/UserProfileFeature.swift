// The specification's profile feature as the Apple library's 2.0 guide writes it: one plain
// struct model per state, `@StateSequenceBuilder` actions with `@concurrent` helpers, errors
// turned into states, recursion back to the loader, and an editing state that is a
// `MutatingCopyable` struct. The repository is reached through a protocol-typed dependency.
import Foundation
import VSM

struct UserData: Equatable {
    var userId: Int
    var username: String
}

protocol UserDataProviding {
    func load(userId: Int) async throws -> UserData
    func save(username: String, userId: Int) async throws -> UserData
}

protocol UserDataProvidingDependency {
    var userDataRepository: UserDataProviding { get }
}

// MARK: Loading

enum LoadUserProfileViewState {
    case initialized(LoaderModel)
    case loading
    case loadingError(LoadingErrorModel)
    case loaded(UserData)
}

extension LoadUserProfileViewState {
    struct LoaderModel {
        let dependencies: UserDataProvidingDependency
        let userId: Int

        @StateSequenceBuilder
        func load() -> StateSequence<LoadUserProfileViewState> {
            LoadUserProfileViewState.loading
            Next { await self.fetchUser() }
        }

        @concurrent
        private func fetchUser() async -> LoadUserProfileViewState {
            do {
                let userData = try await dependencies.userDataRepository.load(userId: userId)
                return .loaded(userData)
            } catch {
                return handleLoadingError(error)
            }
        }

        private func handleLoadingError(_ error: Error) -> LoadUserProfileViewState {
            .loadingError(LoadingErrorModel(dependencies: dependencies, userId: userId, error: error))
        }
    }

    struct LoadingErrorModel {
        let dependencies: UserDataProvidingDependency
        let userId: Int
        let message: String

        init(dependencies: UserDataProvidingDependency, userId: Int, error: Error) {
            self.dependencies = dependencies
            self.userId = userId
            message = error.localizedDescription
        }

        func retry() -> StateSequence<LoadUserProfileViewState> {
            LoaderModel(dependencies: dependencies, userId: userId).load()
        }
    }
}

// MARK: Editing

struct EditUserProfileViewState: MutatingCopyable {
    var data: UserData
    var editingState: EditingState

    enum EditingState {
        case editing(EditingModel)
        case saving
        case savingError(SavingErrorModel)
    }
}

struct EditingModel {
    let dependencies: UserDataProvidingDependency
    let userData: UserData

    @StateSequenceBuilder
    func save(username: String) -> StateSequence<EditUserProfileViewState> {
        EditUserProfileViewState(
            data: userData,
            editingState: .saving
        )
        Next { await performSave(username: username) }
    }

    @concurrent
    private func performSave(username: String) async -> EditUserProfileViewState {
        do {
            let savedUserData = try await dependencies.userDataRepository.save(username: username, userId: userData.userId)
            return EditUserProfileViewState(
                data: savedUserData,
                editingState: .editing(EditingModel(dependencies: dependencies, userData: savedUserData))
            )
        } catch {
            return handleSavingError(error, username: username)
        }
    }

    private func handleSavingError(_ error: Error, username: String) -> EditUserProfileViewState {
        let errorModel = SavingErrorModel(dependencies: dependencies, error: error, username: username, userData: userData)
        return EditUserProfileViewState(
            data: userData,
            editingState: .savingError(errorModel)
        )
    }
}

struct SavingErrorModel {
    let dependencies: UserDataProvidingDependency
    let message: String
    let username: String
    let userData: UserData

    init(dependencies: UserDataProvidingDependency, error: Error, username: String, userData: UserData) {
        self.dependencies = dependencies
        message = "Error saving username: \(error.localizedDescription)"
        self.username = username
        self.userData = userData
    }

    func retry() -> StateSequence<EditUserProfileViewState> {
        EditingModel(dependencies: dependencies, userData: userData).save(username: username)
    }

    func cancel() -> EditUserProfileViewState {
        EditUserProfileViewState(
            data: userData,
            editingState: .editing(EditingModel(dependencies: dependencies, userData: userData))
        )
    }
}

// MARK: Views

@MainActor
final class LoadUserProfileViewController {
    @RenderedViewState var state: LoadUserProfileViewState
    private(set) var renderCount = 0

    init(state: LoadUserProfileViewState) {
        _state = .init(wrappedValue: state, render: Self.render)
    }

    func viewDidLoad() {
        $state.startRendering(on: self)
    }

    func viewDidAppear() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.load())
        }
    }

    func didTapRetry() {
        if case .loadingError(let errorModel) = state {
            $state.observe(errorModel.retry())
        }
    }

    func render() {
        renderCount += 1
    }
}

@MainActor
final class EditUserProfileViewController {
    @RenderedViewState var state: EditUserProfileViewState
    /// The username field's text as the last render set it.
    private(set) var usernameText = ""

    init(state: EditUserProfileViewState) {
        _state = .init(wrappedValue: state, render: Self.render)
    }

    func didTapSave(username: String) {
        if case .editing(let editingModel) = state.editingState {
            $state.observe(editingModel.save(username: username))
        }
    }

    func didTapRetry() {
        if case .savingError(let errorModel) = state.editingState {
            $state.observe(errorModel.retry())
        }
    }

    func didTapCancel() {
        if case .savingError(let errorModel) = state.editingState {
            $state.observe(errorModel.cancel())
        }
    }

    /// willSet rendering: `newState` is about to land, `state` is still the old one.
    func render(_ newState: EditUserProfileViewState) {
        usernameText = newState.data.username
    }
}
