import Adw
import Gtk
import Localization

/// A strip across the top of the window with one sentence and at most one button: an
/// `AdwBanner` on libadwaita 1.3 and newer, a revealer with a label and a button (styled as
/// `.offline-banner` in the app's style sheet) on 1.2. Hidden until ``show(title:buttonLabel:)``.
/// Main thread only.
@MainActor
final class BannerView {
    /// Runs when the button is clicked.
    var onButtonClicked: (@MainActor () -> Void)?

    #if ADW_1_3
    private let banner = Adw.Banner(title: "")
    var widget: Widget { banner }

    init() {
        banner.onButtonClicked { [weak self] _ in self?.onButtonClicked?() }
    }

    /// The title shown (empty while hidden).
    var title: String { banner.revealed ? banner.title : "" }

    func show(title: String, buttonLabel: String?) {
        banner.title = title
        banner.buttonLabel = buttonLabel
        banner.revealed = true
    }

    func hide() {
        banner.revealed = false
    }
    #else
    private let revealer = Revealer()
    private let label = Label()
    private let button = Button(label: "")
    var widget: Widget { revealer }

    init() {
        let box = Box(orientation: .horizontal, spacing: 12)
        box.addCssClass("offline-banner")
        label.wrap = true
        label.xalign = 0.5
        label.hexpand = true
        button.useUnderline = true
        button.valign = .center
        button.onClicked { [weak self] _ in self?.onButtonClicked?() }

        box.append(label)
        box.append(button)
        revealer.child = box
        revealer.transitionType = .slideDown
    }

    /// The title shown (empty while hidden).
    var title: String { revealer.revealChild ? label.text : "" }

    func show(title: String, buttonLabel: String?) {
        label.text = title
        if let buttonLabel {
            button.showMnemonicTitle(buttonLabel)
            // GTK 4.8 names a button by its label as written, so a screen reader would read
            // "_Retry" with its underscore: the name is the label as shown.
            button.setAccessibleLabel(Self.shownText(ofMnemonicLabel: buttonLabel))
            button.visible = true
        } else {
            button.visible = false
        }
        revealer.revealChild = true
    }

    func hide() {
        revealer.revealChild = false
    }

    /// `label` as a button shows it: an underscore marks the next character's mnemonic and
    /// goes, a doubled one shows as one ("_Retry": "Retry"; "a__b": "a_b").
    static func shownText(ofMnemonicLabel label: String) -> String {
        var shown = ""
        var escaped = false
        for character in label {
            if character == "_", !escaped {
                escaped = true
                continue
            }
            escaped = false
            shown.append(character)
        }
        return shown
    }
    #endif
}
