import Gtk
import Localization
import UserProfile
import VSMGtk

/// The posts' placeholder: lines of loading text, still before the posts are requested,
/// shimmering while they load. Main actor.
@MainActor
final class PostsPlaceholderRow {
    let widget = Box(orientation: .vertical, spacing: 8)
    /// Three lines of different widths, like the start of a post.
    let lines = [12, 36, 28].map { LoadingText(placeholderWidthChars: $0, placeholderAccessibleLabel: localized("Loading")) }

    init() {
        widget.addCssClass("posts-placeholder")
        widget.setAccessibleLabel(localized("Loading posts"))
        for line in lines {
            line.halign = .start
            widget.append(line)
        }
    }

    func show(_ model: LoadingTextViewModel) {
        for line in lines {
            line.show(model)
        }
        widget.setAccessibleBusy(model.isLoading)
    }
}
