import Gtk
import Localization
import UserProfile

/// The posts' error row: an icon, the message and Retry (the posts model's `retry`,
/// unwrapped by the screen when clicked). The profile above stays as it is. Main actor.
@MainActor
final class PostsErrorRow {
    let widget = Box(orientation: .horizontal, spacing: 12)
    let messageLabel = Label()
    let retryButton = Button(label: localized("_Retry"))

    init(onRetry: @escaping @MainActor () -> Void) {
        widget.addCssClass("error-box")
        let icon = Image(iconName: "dialog-warning-symbolic")
        icon.valign = .center
        messageLabel.wrap = true
        messageLabel.xalign = 0
        messageLabel.hexpand = true
        messageLabel.addCssClass("error-message")
        retryButton.useUnderline = true
        retryButton.valign = .center
        retryButton.tooltipText = localized("Load the posts again")
        retryButton.setAccessibleLabel(localized("Retry loading posts"))
        retryButton.useAccessibleLabelAsName()
        retryButton.onClicked { _ in onRetry() }
        widget.append(icon)
        widget.append(messageLabel)
        widget.append(retryButton)
    }

    func show(_ model: ErrorViewModel<PostsViewState>) {
        messageLabel.text = model.message
        retryButton.showMnemonicTitle(model.actionTitle)
    }
}
