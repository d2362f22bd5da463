import Gtk
import NotesFeature
import VSMGtk

/// One row of the sidebar's list: the title (with a pin when pinned) and the body's first
/// line. GTK recycles rows, so `show(_:)` sets everything a row displays.
@MainActor
public final class NoteRowView: ViewController {
    public let titleLabel = Label()
    public let previewLabel = Label()
    public let pinIcon = Image(iconName: "view-pin-symbolic")
    /// The note shown now.
    public private(set) var noteID: Int64?

    override public func loadView() -> Widget {
        let row = Box(orientation: .horizontal, spacing: 8)
        row.setMargins(10)
        let text = Box(orientation: .vertical, spacing: 2)
        text.hexpand = true
        titleLabel.xalign = 0
        titleLabel.ellipsize = .end
        titleLabel.addCssClass("heading")
        previewLabel.xalign = 0
        previewLabel.ellipsize = .end
        previewLabel.addCssClass("dim-label")
        text.append(titleLabel)
        text.append(previewLabel)
        pinIcon.setAccessibleLabel("Pinned")
        row.append(text)
        row.append(pinIcon)
        return row
    }

    func show(_ note: Note) {
        noteID = note.id
        titleLabel.text = note.displayTitle
        previewLabel.text = note.preview
        previewLabel.visible = !note.preview.isEmpty
        pinIcon.visible = note.isPinned
    }
}
