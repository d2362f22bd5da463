import OpenCombine

extension EditUserProfileViewState {
    /// The model of the `savingError` and `reloadingError` states.
    public struct ErrorModel: Sendable {
        /// A sentence for the user: what failed and why.
        public let message: String
        /// Tries the failed operation again (`.saving` or `.reloading` first).
        public let retry: @Sendable () -> AnyPublisher<EditUserProfileViewState, Never>
        /// Gives up: back to `.editing` with the data as it was, following the store again.
        public let cancel: @Sendable () -> AnyPublisher<EditUserProfileViewState, Never>

        /// A model with arbitrary actions (mocks in view tests and previews).
        public init(
            message: String,
            retry: @escaping @Sendable () -> AnyPublisher<EditUserProfileViewState, Never>,
            cancel: @escaping @Sendable () -> AnyPublisher<EditUserProfileViewState, Never>
        ) {
            self.message = message
            self.retry = retry
            self.cancel = cancel
        }
    }
}
