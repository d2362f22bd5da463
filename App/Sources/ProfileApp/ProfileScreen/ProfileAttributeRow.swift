import Adw
import Foundation
import Gtk
import Localization
import UserProfile

/// An attribute row (location, website): a boxed list row with the name as title and the
/// value, literally, as subtitle. A website with a link gets an "open" button (clicking the
/// row clicks it) that opens the browser; a value that is not a URL is plain text and
/// cannot be launched. Main actor.
@MainActor
final class ProfileAttributeRow {
    let widget = ListBox()
    let row = ActionRow()
    let openButton = Button(iconName: "external-link-symbolic")
    /// The link of the row shown now (read when clicked, never kept from an earlier row).
    private(set) var link: WebsiteLink?

    init(onOpen: @escaping @MainActor (WebsiteLink) -> Void) {
        widget.addCssClass("boxed-list")
        row.addCssClass("property")
        openButton.valign = .center
        openButton.addCssClass("flat")
        openButton.tooltipText = localized("Open in the browser")
        openButton.onClicked { [weak self] _ in
            if let link = self?.link { onOpen(link) }
        }
        row.addSuffix(openButton)
        widget.append(row)
    }

    func show(_ model: ProfileAttributeViewModel) {
        row.title = model.name
        row.subtitle = model.value
        link = model.link
        openButton.visible = model.link != nil
        // Named only where it can be used, so nothing hidden answers to "Open website".
        openButton.setAccessibleLabel(model.link == nil ? "" : localized("Open website"))
        row.activatableWidget = model.link == nil ? nil : openButton
        // The row labels its activatable widget with its title ("Website"); the button's
        // own label says what it does.
        openButton.useAccessibleLabelAsName()
    }
}
