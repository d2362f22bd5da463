import Localization

/// The first row of the profile screen (its header cell): avatar, name, username
/// and friends count, each a ``LoadingTextViewModel`` so the row can shimmer while the
/// profile loads and keep its place (and identity) once it has loaded.
public struct ProfileHeaderViewModel: Sendable, Equatable {
    /// The picture, or nil until the profile has loaded (the view shows a placeholder circle).
    public let avatar: AvatarViewModel?
    /// The display name, or the username when no display name is set.
    public let name: LoadingTextViewModel
    /// The username.
    public let username: LoadingTextViewModel
    /// "1,234 friends", grouped for the locale, plural through gettext.
    public let friendsCount: LoadingTextViewModel

    /// A header with these values.
    public init(avatar: AvatarViewModel?, name: LoadingTextViewModel, username: LoadingTextViewModel, friendsCount: LoadingTextViewModel) {
        self.avatar = avatar
        self.name = name
        self.username = username
        self.friendsCount = friendsCount
    }

    /// The header before the profile is loaded: every text `.initialized` or `.loading`.
    public static func placeholder(_ text: LoadingTextViewModel) -> ProfileHeaderViewModel {
        ProfileHeaderViewModel(avatar: nil, name: text, username: text, friendsCount: text)
    }

    /// The header of a loaded profile.
    public init(_ data: UserData, formatter: ProfileFormatter) {
        self.init(
            avatar: AvatarViewModel(data),
            name: .loaded(data.displayName.isEmpty ? data.username : data.displayName),
            username: .loaded(data.username),
            friendsCount: .loaded(formatter.friendsCount(data.friendsCount))
        )
    }
}
