import Gtk
import Localization
import UserProfile
import VSMGtk

/// The posts' placeholder: lines of loading text, still before the posts are requested,
/// shimmering while they load (seed 004). Main actor.
@MainActor
final class PostsPlaceholderRow {
    let widget = Box(orientation: .vertical, spacing: 8)
    let lines = [LoadingText(placeholderWidthChars: 12, placeholderAccessibleLabel: localized("Loading")), LoadingText(placeholderWidthChars: 36, placeholderAccessibleLabel: localized("Loading")), LoadingText(placeholderWidthChars: 28, placeholderAccessibleLabel: localized("Loading"))]

    init() {
        widget.addCSSClass("posts-placeholder")
        widget.setAccessibleLabel(localized("Loading posts"))
        for line in lines {
            line.horizontalAlignment = .start
            widget.append(line)
        }
    }

    func show(_ model: LoadingTextViewModel) {
        for line in lines {
            switch model.state {
            case .initialized: line.showStill()
            case .loading: line.showLoading()
            // The placeholder never carries text; a loaded text would not be a placeholder.
            case .loaded: line.showStill()
            }
        }
        widget.setAccessibleBusy(model.isLoading)
    }
}
