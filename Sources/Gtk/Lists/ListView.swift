import CGtk

/// A `GtkListView`: GTK's recycling list. It creates row widgets (through its
/// `SignalListItemFactory`) only for the rows on screen and a few around them, so a
/// model of 100,000 items opens and scrolls at the cost of one screenful.
///
/// Put it in a `ScrolledWindow`. Main actor only.
@MainActor
extension ListView {

    /// A list view without a model yet (set one with `setModel`), with rows from `factory`.
    public convenience init(factory: SignalListItemFactory) {
        self.init(model: nil, factory: factory)
    }

    /// Whether each row gets its natural height (`GTK_SCROLL_NATURAL`) instead of its
    /// minimum (GTK's default). Rows whose minimum is smaller than what they show (a
    /// libadwaita status page, which scrolls its own content) need natural heights.
    public var usesNaturalRowHeights: Bool {
        get { gtk_scrollable_get_vscroll_policy(OpaquePointer(widgetPointer)) == GTK_SCROLL_NATURAL }
        set { gtk_scrollable_set_vscroll_policy(OpaquePointer(widgetPointer), newValue ? GTK_SCROLL_NATURAL : GTK_SCROLL_MINIMUM) }
    }

    /// Scrolls so that the item at `position` is in view (GTK's `list.scroll-to-item`
    /// action, which keyboard navigation uses; GTK 4.8 has no `scroll_to` function). Does
    /// nothing for a position past the end.
    public func scrollToItem(at position: Int) {
        guard position >= 0, position <= Int(UInt32.max) else { return }
        gtk_widget_activate_action_variant(widgetPointer, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
    }
}
