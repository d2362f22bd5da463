import OpenCombine

extension EditUserProfileViewState.ErrorModel {
    /// The model of `reloadingError`: `retry` reloads through a rebuilt editing model;
    /// `cancel` returns to editing `userData` as it was before the reload.
    public init(
        reloadingFailedWith message: String,
        userData: UserData,
        repository: any UserProfileRepository
    ) {
        self.message = message
        retry = {
            EditUserProfileViewState.EditingModel(userData: userData, repository: repository).reload()
        }
        cancel = {
            EditUserProfileViewState.EditingModel.editingThenFollowing(
                userData, repository: repository, cause: .cancelled
            )
        }
    }
}
