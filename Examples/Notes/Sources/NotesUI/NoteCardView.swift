import Gtk
import NotesFeature

/// One card of the sidebar's grid: the title, a few lines of the body, and a pin when pinned.
@MainActor
public final class NoteCardView {
    public let root = Box(orientation: .vertical, spacing: 4)
    public let titleLabel = Label()
    public let bodyLabel = Label()
    public let pinIcon = Image(iconName: "view-pin-symbolic")

    init() {
        root.addCssClass("card")
        root.setMargins(6)
        root.widthRequest = 140
        root.heightRequest = 110
        let top = Box(orientation: .horizontal, spacing: 4)
        titleLabel.xalign = 0
        titleLabel.ellipsize = .end
        titleLabel.hexpand = true
        titleLabel.addCssClass("heading")
        pinIcon.setAccessibleLabel("Pinned")
        top.append(titleLabel)
        top.append(pinIcon)
        bodyLabel.xalign = 0
        bodyLabel.yalign = 0
        bodyLabel.wrap = true
        bodyLabel.lines = 4
        bodyLabel.ellipsize = .end
        bodyLabel.vexpand = true
        bodyLabel.addCssClass("dim-label")
        for child in [top, bodyLabel] { child.marginStart = 10; child.marginEnd = 10 }
        top.marginTop = 10
        bodyLabel.marginBottom = 10
        root.append(top)
        root.append(bodyLabel)
    }

    func show(_ note: Note) {
        titleLabel.text = note.displayTitle
        bodyLabel.text = note.body
        pinIcon.visible = note.isPinned
    }
}
