import Gtk

/// The posts' empty row ("No posts yet"). Main actor.
@MainActor
final class PostsEmptyRow {
    let widget = Label()

    init() {
        widget.addCssClass("dim-label")
        widget.addCssClass("posts-empty")
    }

    func show(_ text: String) {
        widget.text = text
    }
}
