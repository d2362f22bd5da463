import Gtk
import UserProfile

/// One post: its date, then its body as plain wrapped text (never markup, however long).
/// Main actor.
@MainActor
final class PostRow {
    let widget = Box(orientation: .vertical, spacing: 6)
    let dateLabel = Label()
    let bodyLabel = Label()

    init() {
        widget.addCssClass("card")
        widget.addCssClass("post")
        dateLabel.xalign = 0
        dateLabel.addCssClass("dim-label")
        dateLabel.addCssClass("caption")
        bodyLabel.xalign = 0
        bodyLabel.wrap = true
        bodyLabel.wrapsInsideWords = true
        // A width range lets GTK size the label without laying a long post out once per
        // character (docs/Benchmarks.md, "GTK layer"); the row's width decides the wrapping
        // anyway.
        bodyLabel.widthChars = 20
        bodyLabel.maxWidthChars = 80
        widget.append(dateLabel)
        widget.append(bodyLabel)
    }

    func show(_ model: PostViewModel) {
        dateLabel.text = model.date
        bodyLabel.text = model.body
    }
}
