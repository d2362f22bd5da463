import CGLib

/// `GMenu` as a menu model of items bound to actions (`app.quit`, `win.new`, ...).
extension Menu {
    /// Appends an item with a plain label activating the detailed action name
    /// (for example `app.about`). A `_` in `label` marks the mnemonic.
    public func append(_ label: String, action: String) {
        g_menu_append(opaque, label.nulSafe, action.nulSafe)
    }

    /// Appends a section (shown between separators), with an optional heading.
    public func appendSection(_ section: Menu, label: String? = nil) {
        g_menu_append_section(opaque, label?.nulSafe, section.cast())
    }

}
