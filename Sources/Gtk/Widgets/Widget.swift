import CGLib
import CGtk

/// A `GtkWidget`. Base class of every widget wrapper.
///
/// All members must be used on the main thread (the class is `@MainActor`).
@MainActor
extension Widget {

    /// The instance as `GtkWidget *`.
    public var widgetPointer: UnsafeMutablePointer<GtkWidget> { cast() }

    /// Whether the user can interact with the widget: it and all its ancestors are
    /// sensitive (`gtk_widget_is_sensitive`).
    public var isEffectivelySensitive: Bool { gtk_widget_is_sensitive(widgetPointer) != 0 }

    /// Sets the same margin on all four sides, in pixels.
    public func setMargins(_ margin: Int32) {
        gtk_widget_set_margin_top(widgetPointer, margin)
        gtk_widget_set_margin_bottom(widgetPointer, margin)
        gtk_widget_set_margin_start(widgetPointer, margin)
        gtk_widget_set_margin_end(widgetPointer, margin)
    }

    // MARK: Accessibility

    /// Sets the accessible name read by screen readers (ARIA `aria-label`), as plain text.
    public func setAccessibleLabel(_ label: String) {
        vsm_accessible_set_label(widgetPointer, label.nulSafe)
    }

    /// Makes the accessible label the widget's whole accessible name: drops the labelled-by
    /// relation that a mnemonic label (a button's `_Save`, a field's `_Username` label)
    /// adds. GTK 4.8 joins both, so without this a screen reader hears "Save username Save".
    /// Call after the widget's label is set; a later mnemonic label adds the relation again.
    public func useAccessibleLabelAsName() {
        vsm_accessible_reset_labelled_by(widgetPointer)
    }

    /// Marks the widget busy, or not, for assistive technology (ARIA `aria-busy`): a region
    /// whose content is being loaded or saved, while its spinner turns.
    public func setAccessibleBusy(_ busy: Bool) {
        vsm_accessible_set_busy(widgetPointer, busy ? 1 : 0)
    }

    /// Whether the widget reports itself busy (``setAccessibleBusy(_:)``). Readable only under
    /// GTK's test accessibility backend (`GTK_A11Y=test`): for tests; `false` otherwise.
    public var isAccessibleBusy: Bool { vsm_accessible_is_busy(widgetPointer) != 0 }

    /// Sets the accessible description (ARIA `aria-description`), as plain text.
    public func setAccessibleDescription(_ description: String) {
        vsm_accessible_set_description(widgetPointer, description.nulSafe)
    }

    /// Whether the accessible LABEL property equals `expected`. Works only when GTK runs
    /// with the test accessibility backend (`GTK_A11Y=test`); for tests.
    public func accessibleLabelEquals(_ expected: String) -> Bool {
        guard let message = vsm_accessible_check_label(widgetPointer, expected.nulSafe) else { return true }
        g_free(message)
        return false
    }

    // MARK: Focus and hierarchy

    /// The window this widget is in, or `nil` when it is not in a window.
    public var window: Window? {
        guard let root = gtk_widget_get_root(widgetPointer) else { return nil }
        let pointer = UnsafeMutableRawPointer(root)
        return Window.wrap(pointer)
    }

    /// The direct children, in order (each one's one wrapper).
    public var children: [Widget] {
        var result: [Widget] = []
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            if let wrapper = Widget.wrap(UnsafeMutableRawPointer(current)) { result.append(wrapper) }
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// Whether `other` wraps the same GTK instance; with one wrapper per object this is
    /// `self === other`.
    public func isSameWidget(as other: Widget) -> Bool { gObject == other.gObject }

    /// Removes the widget from its parent container (a `Box`, `ListBox` or window);
    /// does nothing when it has no parent. Returns whether it was removed.
    @discardableResult
    public func removeFromParentContainer() -> Bool {
        guard let parentPointer = gtk_widget_get_parent(widgetPointer) else { return false }
        let parentRaw = UnsafeMutableRawPointer(parentPointer)
        if vsm_instance_is_a(parentRaw, gtk_box_get_type()) != 0 {
            gtk_box_remove(parentRaw.assumingMemoryBound(to: GtkBox.self), widgetPointer)
        } else if vsm_instance_is_a(parentRaw, gtk_list_box_get_type()) != 0 {
            gtk_list_box_remove(OpaquePointer(parentRaw), widgetPointer)
        } else if vsm_instance_is_a(parentRaw, gtk_list_box_row_get_type()) != 0 {
            gtk_list_box_row_set_child(parentRaw.assumingMemoryBound(to: GtkListBoxRow.self), nil)
        } else if vsm_instance_is_a(parentRaw, gtk_window_get_type()) != 0 {
            gtk_window_set_child(parentRaw.assumingMemoryBound(to: GtkWindow.self), nil)
        } else {
            return false
        }
        return true
    }

    // MARK: Lifecycle signals

    // MARK: Screenshots

    /// Renders the widget as it is shown now (a window includes its header bar) and
    /// saves it as a PNG file. Needs a mapped widget with a size: present the window
    /// and let the loop draw first (`MainContext.iterate`). Returns whether the file
    /// was written.
    @discardableResult
    public func saveScreenshot(toPNG path: String) -> Bool {
        vsm_widget_save_png(widgetPointer, path.nulSafe) != 0
    }
}

extension SignalEmitter where Self: Widget {

}
