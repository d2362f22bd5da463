import Adw
import Gtk
import UserProfile
import VSMGtk

/// One recycled row of the profile screen's list. GTK reuses a row for any kind of row as
/// the list scrolls, so it keeps one view per kind it has shown (made on first need) and
/// swaps them: scrolling through posts reuses the post view, never rebuilds it.
///
/// Every row is clamped to a readable width, centred in a wide window. Main actor.
@MainActor
public final class ProfileScreenRowView: ListRowContent {
    private let outputs: ProfileScreenRowOutputs
    private let clamp = Clamp(maximumSize: 640)
    private let container = Box(orientation: .vertical, spacing: 0)
    /// The widget shown now.
    private var shown: Widget?
    /// Which kind of row is shown now (tests read the kind views through it).
    private var shownKind: UserViewModel.RowID?

    private lazy var header = ProfileHeaderRow()
    private lazy var profileError = ProfileErrorRow(onRetry: { [outputs] in outputs.send(.retryProfile) })
    private lazy var attribute = ProfileAttributeRow(onOpen: { [outputs] url in outputs.send(.open(url)) })
    private lazy var editorHost = Box(orientation: .vertical, spacing: 0)
    private lazy var sectionTitle = PostsSectionTitleRow()
    private lazy var postsPlaceholder = PostsPlaceholderRow()
    private lazy var postsEmpty = PostsEmptyRow()
    private lazy var postsError = PostsErrorRow(onRetry: { [outputs] in outputs.send(.retryPosts) })
    private lazy var post = PostRow()

    /// A row that reports to `outputs`.
    init(outputs: ProfileScreenRowOutputs) {
        self.outputs = outputs
        clamp.child = container
        container.addCssClass("profile-row")
    }

    /// The clamp around the row's content.
    public var contentWidget: Widget { clamp }

    /// Shows `row`, replacing whatever this recycled row showed before.
    func show(_ row: UserViewModel.ViewModelType) {
        shownKind = row.id
        switch row {
        case .profileHeader(let model):
            header.show(model)
            display(header.widget)
        case .profileError(let model):
            profileError.show(model)
            display(profileError.widget)
        case .profileAttribute(let model):
            attribute.show(model)
            display(attribute.widget)
        case .usernameEditor:
            display(editorHost)
            outputs.send(.editorPlaceShown(in: editorHost))
        case .contentHeader(let title):
            sectionTitle.show(title)
            display(sectionTitle.widget)
        case .contentLoading(let model):
            postsPlaceholder.show(model)
            display(postsPlaceholder.widget)
        case .contentEmpty(let text):
            postsEmpty.show(text)
            display(postsEmpty.widget)
        case .contentError(let model):
            postsError.show(model)
            display(postsError.widget)
        case .post(let model):
            post.show(model)
            display(post.widget)
        }
    }

    private func display(_ widget: Widget) {
        if let shown, shown.isSameWidget(as: widget) { return }
        if let shown {
            container.remove(shown)
            if shown.isSameWidget(as: editorHost) {
                // The editor moves to whichever row shows it next; leave none of it here.
                editorHost.removeAll()
            }
        }
        container.append(widget)
        shown = widget
    }

    // MARK: What is shown (tests)

    /// The header view, when this row shows the header.
    var shownHeader: ProfileHeaderRow? { shownKind == .profileHeader ? header : nil }
    /// The profile's error view, when this row shows it.
    var shownProfileError: ProfileErrorRow? { shownKind == .profileError ? profileError : nil }
    /// The attribute view, when this row shows an attribute.
    var shownAttribute: ProfileAttributeRow? {
        if case .profileAttribute = shownKind { return attribute }
        return nil
    }
    /// The posts' placeholder, when this row shows it.
    var shownPostsPlaceholder: PostsPlaceholderRow? { shownKind == .contentLoading ? postsPlaceholder : nil }
    /// The posts' empty row, when this row shows it.
    var shownPostsEmpty: PostsEmptyRow? { shownKind == .contentEmpty ? postsEmpty : nil }
    /// The posts' error row, when this row shows it.
    var shownPostsError: PostsErrorRow? { shownKind == .contentError ? postsError : nil }
    /// The post view, when this row shows a post.
    var shownPost: PostRow? {
        if case .post = shownKind { return post }
        return nil
    }
}
