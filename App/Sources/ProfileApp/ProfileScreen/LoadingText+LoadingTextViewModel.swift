import UserProfile
import VSMGtk

extension LoadingText {
    /// Shows a loading text: a still placeholder before loading, a shimmering one
    /// while loading, the text (literally; nil shows nothing) once loaded.
    func show(_ model: LoadingTextViewModel) {
        switch model.state {
        case .initialized: showStill()
        case .loading: showLoading()
        case .loaded(let text): showText(text)
        }
    }
}
