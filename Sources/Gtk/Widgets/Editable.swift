import CGtk

/// Widgets that implement `GtkEditable` (text the user edits in place: `Entry`,
/// `SearchEntry`, libadwaita's `EntryRow`) conform to the generated `Editable`; VSMGtk's
/// `bind(text:debounced:)` works on any of them. Main actor only, like every widget.
extension Editable {
    /// `notify::text`, which every `GtkEditable` has.
    @discardableResult
    public func onTextChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectKnown("notify::text", expecting: .notify) { _ in handler() }
    }
}

