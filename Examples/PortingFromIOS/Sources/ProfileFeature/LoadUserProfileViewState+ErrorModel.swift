// Seed 001_60dc202ecea43281.txt, the article's final listing: verbatim. Only the imports below are ours
// (on iOS: `import Combine`; `merge(with:)` comes from VSMCombine here).
extension LoadUserProfileViewState.ErrorModel {
    init(userId: Int, message: String) {
        self.message = message
        retry = {
            LoadUserProfileViewState.LoaderModel(userId: userId).load()
        }
    }
}
