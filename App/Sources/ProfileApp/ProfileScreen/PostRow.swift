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
        widget.addCSSClass("card")
        widget.addCSSClass("post")
        dateLabel.xAlign = 0
        dateLabel.addCSSClass("dim-label")
        dateLabel.addCSSClass("caption")
        bodyLabel.xAlign = 0
        bodyLabel.wraps = true
        bodyLabel.wrapsInsideWords = true
        // A width range lets GTK size the label without laying a long post out once per
        // character (docs/Benchmarks.md, "GTK layer"); the row's width decides the wrapping
        // anyway.
        bodyLabel.widthCharacters = 20
        bodyLabel.maximumWidthCharacters = 80
        widget.append(dateLabel)
        widget.append(bodyLabel)
    }

    func show(_ model: PostViewModel) {
        dateLabel.text = model.date
        bodyLabel.text = model.body
    }
}
