import Localization

/// The profile's rows of the screen (the profile screen's `ProfileViewModel`), made from the
/// profile's state, one row view model per list row.
///
/// | profile state | rows |
/// | --- | --- |
/// | `initialized` | header with still placeholders |
/// | `loading` | header with shimmering placeholders |
/// | `loadingError` | the error with Retry (the loader's `retry`) |
/// | `loaded` | header, the attributes that are set (location, website), the username editor |
///
/// The loader hands the profile to the editor, which then owns it (saves, reloads, other
/// windows' changes): pass the editor's current `data` as `editorData` so the header and
/// attributes show it; the editor row keeps the loaded value (see ``UsernameEditorViewModel``).
public struct ProfileViewModel: Sendable, Equatable {
    /// One row of the profile's part of the list.
    public enum ViewModelType: Sendable, Equatable {
        /// Avatar, name, username, friends count.
        case header(ProfileHeaderViewModel)
        /// Location or website.
        case attribute(ProfileAttributeViewModel)
        /// The username editor.
        case usernameEditor(UsernameEditorViewModel)
        /// Loading the profile failed; the action is the loader's `retry`.
        case error(ErrorViewModel<LoadUserProfileViewState>)
    }

    /// The rows, in screen order.
    public let viewModels: [ViewModelType]

    /// The rows for the profile's `state`; in `loaded`, header and attributes show
    /// `editorData` when given (the editor's current data), else the loaded data.
    public init(state: LoadUserProfileViewState, editorData: UserData? = nil, formatter: ProfileFormatter) {
        switch state {
        case .initialized:
            viewModels = [.header(.placeholder(.initialized))]
        case .loading:
            viewModels = [.header(.placeholder(.loading))]
        case .loadingError(let model):
            viewModels = [.error(ErrorViewModel(message: model.message, actionTitle: localized("Retry"), action: model.retry))]
        case .loaded(let loaded):
            let shown = editorData ?? loaded
            viewModels = [.header(ProfileHeaderViewModel(shown, formatter: formatter))]
                + ProfileAttributeViewModel.rows(for: shown).map(ViewModelType.attribute)
                + [.usernameEditor(UsernameEditorViewModel(userData: loaded))]
        }
    }
}
