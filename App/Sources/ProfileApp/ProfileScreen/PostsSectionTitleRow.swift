import Gtk

/// The title above the posts ("Posts"). Main actor.
@MainActor
final class PostsSectionTitleRow {
    let widget = Label()

    init() {
        widget.xalign = 0
        widget.addCssClass("heading")
        widget.addCssClass("posts-title")
    }

    func show(_ title: String) {
        widget.text = title
    }
}
