import Adw
import Gtk
import Localization
import UserProfile

/// The profile's error row: libadwaita's status page with an icon, a title, the message
/// and Retry (the loader's `retry`, unwrapped by the screen when clicked). Main actor.
@MainActor
final class ProfileErrorRow {
    let widget = StatusPage()
    let retryButton = Button(label: localized("_Retry"))

    init(onRetry: @escaping @MainActor () -> Void) {
        widget.iconName = "dialog-error-symbolic"
        widget.title = localized("Profile Unavailable")
        widget.addCssClass("profile-error")
        // In a list row the page is as tall as its content (it would scroll it otherwise).
        widget.sizeToContent()
        widget.addCssClass("compact")
        retryButton.useUnderline = true
        retryButton.halign = .center
        retryButton.addCssClass("pill")
        retryButton.addCssClass("suggested-action")
        retryButton.tooltipText = localized("Load the profile again")
        retryButton.setAccessibleLabel(localized("Retry loading"))
        retryButton.useAccessibleLabelAsName()
        retryButton.onClicked { _ in onRetry() }
        widget.child = retryButton
    }

    func show(_ model: ErrorViewModel<LoadUserProfileViewState>) {
        // The description is markup in libadwaita 1.2; the message is data.
        widget.descriptionText = Markup.escaped(model.message)
        retryButton.showMnemonicTitle(model.actionTitle)
    }
}
