import Localization
import OpenCombine
import VSMCombine

extension EditUserProfileViewState {
    /// The model of the `editing` state: what the view needs beyond `data`, and the actions.
    ///
    /// `pendingUsername` and `validationMessage` let the view keep what the user typed when
    /// it was not stored, and show why; `cause` lets it tell a change that came from the
    /// store (another window) from the outcome of its own action.
    public struct EditingModel: Sendable {
        /// Why the editor is in this editing state.
        public enum Cause: String, Sendable, Equatable, CustomStringConvertible {
            /// The editor was just opened with loaded data.
            case opened
            /// The user's save succeeded; `data` is what was stored.
            case saved
            /// The user's reload succeeded; `data` is fresh from the store.
            case reloaded
            /// The user cancelled a failed save or reload.
            case cancelled
            /// The stored profile changed elsewhere (another window); `data` is the new value.
            case storeChanged
            /// The typed username broke a rule; see `validationMessage`. Nothing was written.
            case invalidInput

            /// The case name, for the debug log.
            public var description: String { rawValue }
        }

        /// Why the editor is in this state.
        public let cause: Cause
        /// Text the user typed that is not stored (rejected by validation, or a failed save
        /// they cancelled); the entry should show it instead of `data.username`. Nil when the
        /// entry should show the stored username.
        public let pendingUsername: String?
        /// Why `pendingUsername` was rejected, shown next to the entry. Nil when valid.
        public let validationMessage: String?
        /// Set when following the store stopped because it failed; a reload starts again.
        public let liveUpdatesError: String?

        /// Validates the text. Invalid: one `.editing` state with `pendingUsername` and
        /// `validationMessage` (nothing is written), then it follows the store. Valid:
        /// `.saving`, then `.editing` (cause `.saved`) and following, or `.savingError`.
        public let saveUsername: @Sendable (String) -> AnyPublisher<EditUserProfileViewState, Never>
        /// `.reloading`, then `.editing` (cause `.reloaded`) and following, or `.reloadingError`.
        public let reload: @Sendable () -> AnyPublisher<EditUserProfileViewState, Never>
        /// The editor's kickoff: emits nothing until the stored profile differs from `data`,
        /// then one `.editing` state (cause `.storeChanged`, typed text and message kept) per
        /// change. Never finishes by itself; if the store fails, one `.editing` state with
        /// `liveUpdatesError` and it finishes.
        public let followChanges: @Sendable () -> AnyPublisher<EditUserProfileViewState, Never>

        /// A model with arbitrary actions (mocks in view tests and previews).
        public init(
            cause: Cause = .opened,
            pendingUsername: String? = nil,
            validationMessage: String? = nil,
            liveUpdatesError: String? = nil,
            saveUsername: @escaping @Sendable (String) -> AnyPublisher<EditUserProfileViewState, Never>,
            reload: @escaping @Sendable () -> AnyPublisher<EditUserProfileViewState, Never>,
            followChanges: @escaping @Sendable () -> AnyPublisher<EditUserProfileViewState, Never>
        ) {
            self.cause = cause
            self.pendingUsername = pendingUsername
            self.validationMessage = validationMessage
            self.liveUpdatesError = liveUpdatesError
            self.saveUsername = saveUsername
            self.reload = reload
            self.followChanges = followChanges
        }
    }
}

extension EditUserProfileViewState.EditingModel {
    fileprivate typealias State = EditUserProfileViewState

    /// The real model for `userData`, stored in `repository`.
    public init(
        userData: UserData,
        repository: any UserProfileRepository,
        cause: Cause = .opened,
        pendingUsername: String? = nil,
        validationMessage: String? = nil,
        liveUpdatesError: String? = nil
    ) {
        self.cause = cause
        self.pendingUsername = pendingUsername
        self.validationMessage = validationMessage
        self.liveUpdatesError = liveUpdatesError
        saveUsername = { text in
            Self.saveUsername(text, userData: userData, repository: repository)
        }
        reload = {
            Just(State(data: userData, editingState: .reloading))
                .merge(with: Self.reload(userData: userData, repository: repository))
                .eraseToAnyPublisher()
        }
        followChanges = {
            Self.follow(
                from: userData, repository: repository,
                pendingUsername: pendingUsername, validationMessage: validationMessage
            )
        }
    }

    /// An `.editing` state for `userData`, then the store changes after it. Used by every
    /// action that returns to editing, so the editor keeps following the store.
    static func editingThenFollowing(
        _ userData: UserData,
        repository: any UserProfileRepository,
        cause: Cause,
        pendingUsername: String? = nil,
        validationMessage: String? = nil
    ) -> AnyPublisher<EditUserProfileViewState, Never> {
        let model = Self(
            userData: userData, repository: repository, cause: cause,
            pendingUsername: pendingUsername, validationMessage: validationMessage
        )
        return Just(State(data: userData, editingState: .editing(model)))
            .merge(with: model.followChanges())
            .eraseToAnyPublisher()
    }

    // MARK: - Save

    private static func saveUsername(
        _ text: String,
        userData: UserData,
        repository: any UserProfileRepository
    ) -> AnyPublisher<EditUserProfileViewState, Never> {
        switch Username.validate(text) {
        case .failure(let error):
            return editingThenFollowing(
                userData, repository: repository, cause: .invalidInput,
                pendingUsername: text, validationMessage: error.message
            )
        case .success(let username):
            return Just(State(data: userData, editingState: .saving))
                .merge(with: save(username, typed: text, userData: userData, repository: repository))
                .eraseToAnyPublisher()
        }
    }

    private static func save(
        _ username: Username,
        typed text: String,
        userData: UserData,
        repository: any UserProfileRepository
    ) -> AnyPublisher<EditUserProfileViewState, Never> {
        repository.save(username, userId: userData.id)
            .map { savedUserData in
                editingThenFollowing(savedUserData, repository: repository, cause: .saved)
            }
            .catch { error in
                Just(handleSavingError(error, typed: text, userData: userData, repository: repository))
            }
            .flatMap { states in states }
            .eraseToAnyPublisher()
    }

    private static func handleSavingError(
        _ error: UserProfileRepositoryError,
        typed text: String,
        userData: UserData,
        repository: any UserProfileRepository
    ) -> AnyPublisher<EditUserProfileViewState, Never> {
        let errorModel = State.ErrorModel(
            savingFailedWith: localized("Could not save the username. \(error.description)"),
            username: text,
            userData: userData,
            repository: repository
        )
        return Just(State(data: userData, editingState: .savingError(errorModel))).eraseToAnyPublisher()
    }

    // MARK: - Reload

    private static func reload(
        userData: UserData,
        repository: any UserProfileRepository
    ) -> AnyPublisher<EditUserProfileViewState, Never> {
        repository.reload(userId: userData.id)
            .map { freshUserData in
                editingThenFollowing(freshUserData, repository: repository, cause: .reloaded)
            }
            .catch { error in
                Just(handleReloadingError(error, userData: userData, repository: repository))
            }
            .flatMap { states in states }
            .eraseToAnyPublisher()
    }

    private static func handleReloadingError(
        _ error: UserProfileRepositoryError,
        userData: UserData,
        repository: any UserProfileRepository
    ) -> AnyPublisher<EditUserProfileViewState, Never> {
        let errorModel = State.ErrorModel(
            reloadingFailedWith: localized("Could not reload the profile. \(error.description)"),
            userData: userData,
            repository: repository
        )
        return Just(State(data: userData, editingState: .reloadingError(errorModel))).eraseToAnyPublisher()
    }

    // MARK: - Following the store

    /// What the follow publisher carries from one store value to the next.
    private struct FollowStep {
        var latest: UserData
        var output: EditUserProfileViewState?
    }

    private enum StoreEvent {
        case changed(UserData)
        case failed(UserProfileRepositoryError)
    }

    private static func follow(
        from userData: UserData,
        repository: any UserProfileRepository,
        pendingUsername: String?,
        validationMessage: String?
    ) -> AnyPublisher<EditUserProfileViewState, Never> {
        repository.observe(userId: userData.id)
            .map(StoreEvent.changed)
            .catch { error in Just(StoreEvent.failed(error)) }
            .scan(FollowStep(latest: userData, output: nil)) { step, event in
                switch event {
                case .changed(let stored):
                    // The first value is usually what the editor already shows: skip it,
                    // and any repeat, so only real changes become states.
                    guard stored != step.latest else { return FollowStep(latest: stored, output: nil) }
                    let model = Self(
                        userData: stored, repository: repository, cause: .storeChanged,
                        pendingUsername: pendingUsername, validationMessage: validationMessage
                    )
                    return FollowStep(latest: stored, output: State(data: stored, editingState: .editing(model)))
                case .failed(let error):
                    let model = Self(
                        userData: step.latest, repository: repository, cause: .storeChanged,
                        pendingUsername: pendingUsername, validationMessage: validationMessage,
                        liveUpdatesError: localized("Live updates stopped. \(error.description)")
                    )
                    return FollowStep(latest: step.latest, output: State(data: step.latest, editingState: .editing(model)))
                }
            }
            .compactMap(\.output)
            .eraseToAnyPublisher()
    }
}
