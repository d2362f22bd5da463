// The builder pattern's final listing (docs/Specification.md, "Implementing the models"),
// verbatim. Only the imports below are ours
// (on iOS: `import Combine`; `merge(with:)` comes from VSMCombine here).
extension LoadUserProfileViewState.ErrorModel {
    init(userId: Int, message: String) {
        self.message = message
        retry = {
            LoadUserProfileViewState.LoaderModel(userId: userId).load()
        }
    }
}
