import Adw
import Gtk
import Localization
import UserProfile
import VSMGtk

/// The header row: the avatar, the name, the username and the friends count, each text
/// shimmering while the profile loads (the profile screen's header cell).
///
/// The avatar is libadwaita's: the picture when its file loads, else the initials on a
/// coloured circle (a missing, huge or non-image file never shows a broken image); a
/// plain circle before the profile has loaded. Main actor.
@MainActor
final class ProfileHeaderRow {
    let widget = Box(orientation: .horizontal, spacing: 18)
    let avatar = Avatar(size: 80, text: "", showInitials: true)
    let name = LoadingText(placeholderWidthChars: 14, placeholderAccessibleLabel: localized("Loading"))
    let username = LoadingText(placeholderWidthChars: 10, placeholderAccessibleLabel: localized("Loading"))
    let friendsCount = LoadingText(placeholderWidthChars: 8, placeholderAccessibleLabel: localized("Loading"))
    /// The image file the avatar shows (or tried to), so a re-render does not read it again.
    private var shownImagePath: String?

    init() {
        widget.addCssClass("profile-header")
        let texts = Box(orientation: .vertical, spacing: 4)
        texts.valign = .center
        // The column takes the row's width beside the avatar: sized to its own natural
        // width, a short name made the wrapping labels break "1234 friends" in two.
        texts.hexpand = true
        name.label.addCssClass("title-2")
        username.label.addCssClass("dim-label")
        for text in [name, username, friendsCount] {
            text.label.xalign = 0
            text.label.wrap = true
            texts.append(text)
        }
        widget.append(avatar)
        widget.append(texts)
    }

    func show(_ model: ProfileHeaderViewModel) {
        name.show(model.name)
        username.show(model.username)
        friendsCount.show(model.friendsCount)
        if let picture = model.avatar {
            // AdwAvatar derives both the initials and the colour from its text (1.2 has no
            // separate colour seed): the name shown gives the model's initials.
            avatar.removeCssClass("avatar-placeholder")
            avatar.showInitials = true
            avatar.text = model.name.text ?? picture.colorSeed
            if shownImagePath != picture.imagePath {
                shownImagePath = picture.imagePath
                avatar.setImage(contentsOfFile: picture.imagePath)
            }
            avatar.setAccessibleLabel(localized("Profile picture"))
        } else {
            shownImagePath = nil
            avatar.setImage(contentsOfFile: nil)
            // AdwAvatar picks a random colour for an empty text: a fixed one keeps the
            // placeholder the same on every launch; the style sheet greys it out.
            avatar.text = "placeholder"
            avatar.showInitials = false
            avatar.addCssClass("avatar-placeholder")
        }
    }
}
