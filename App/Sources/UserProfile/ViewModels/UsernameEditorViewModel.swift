/// The row that holds the username editor (its own VSM component,
/// ``EditUserProfileViewState``, with its own view) inside the profile screen's list.
///
/// It carries what the view needs to build that editor once ("dependent" construction:
/// `EditUserProfileViewState(userData:repository:)`): the profile as it was loaded. That
/// value does not change while the loader stays `loaded`, whatever the editor saves or
/// reloads, so the row stays equal across saves, profile changes and posts updates, and
/// the list keeps its widget, with the text being typed and the focus in it.
public struct UsernameEditorViewModel: Sendable, Equatable {
    /// The profile as the loader delivered it: the editor's first data.
    public let userData: UserData

    /// The editor row for a loaded profile.
    public init(userData: UserData) {
        self.userData = userData
    }
}
