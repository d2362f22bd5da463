import OpenCombine

extension EditUserProfileViewState.ErrorModel {
    /// The model of `savingError`: `retry` saves `username` again through a rebuilt editing
    /// model; `cancel` returns to editing `userData` with `username` kept as the typed
    /// text, so the user can change it and save again.
    public init(
        savingFailedWith message: String,
        username: String,
        userData: UserData,
        repository: any UserProfileRepository
    ) {
        self.message = message
        retry = {
            EditUserProfileViewState.EditingModel(userData: userData, repository: repository)
                .saveUsername(username)
        }
        cancel = {
            EditUserProfileViewState.EditingModel.editingThenFollowing(
                userData, repository: repository, cause: .cancelled, pendingUsername: username
            )
        }
    }
}
