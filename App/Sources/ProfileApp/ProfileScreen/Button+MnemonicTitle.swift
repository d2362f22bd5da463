import Gtk

extension Button {
    /// Shows `title` as the button's text with a mnemonic ("Retry" becomes "_Retry", Alt+R;
    /// a title that has its underscore keeps it). A changed text would add itself to the
    /// accessible name again (GTK 4.8), so the accessible label is made the whole name
    /// again; an unchanged title leaves the button alone.
    func showMnemonicTitle(_ title: String) {
        let text = title.hasPrefix("_") ? title : "_" + title
        guard label != text else { return }
        label = text
        useAccessibleLabelAsName()
    }
}
