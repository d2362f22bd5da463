import CGtk

/// A `GMenu`: a menu model of items bound to actions (`app.quit`, `win.new`, ...).
@MainActor
public final class Menu: Object {
    /// `g_menu_get_type()`: typed builder lookups check objects against it.
    override public class var gType: GType { g_menu_get_type() }

    /// Creates an empty menu.
    public convenience init() {
        self.init(adopting: UnsafeMutableRawPointer(g_menu_new()))
    }

    /// Appends an item with a plain label activating the detailed action name
    /// (for example `app.about`). A `_` in `label` marks the mnemonic.
    public func append(_ label: String, action: String) {
        g_menu_append(opaque, label.nulSafe, action.nulSafe)
    }

    /// Appends a section (shown between separators), with an optional heading.
    public func appendSection(_ section: Menu, label: String? = nil) {
        g_menu_append_section(opaque, label?.nulSafe, section.cast())
    }

    /// The number of items (sections count as one item each).
    public var itemCount: Int32 { g_menu_model_get_n_items(cast()) }
}
