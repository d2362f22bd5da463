/// The profile picture: an image file when there is one, and always what to draw without
/// it, so the view can fall back to initials on a coloured circle whenever the file is
/// missing, unreadable, huge or not an image (that check is the view's: it loads the file).
public struct AvatarViewModel: Sendable, Equatable {
    /// The stored image path, or nil when none is set (an empty path counts as none).
    public let imagePath: String?
    /// The letters to draw without an image ("AL"); "" when the name has none.
    public let initials: String
    /// The text the circle's colour is derived from: the username, so the colour stays
    /// when the display name changes. (`AdwAvatar` picks its colour from a hash of its
    /// `text`.)
    public let colorSeed: String

    /// An avatar with these values.
    public init(imagePath: String?, initials: String, colorSeed: String) {
        self.imagePath = imagePath
        self.initials = initials
        self.colorSeed = colorSeed
    }

    /// The avatar of a profile: its image path if set, the initials of the name the header
    /// shows, the username as colour seed.
    public init(_ data: UserData) {
        self.init(
            imagePath: data.avatarPath.flatMap { $0.isEmpty ? nil : $0 },
            initials: Initials.of(data.displayName.isEmpty ? data.username : data.displayName),
            colorSeed: data.username
        )
    }
}
