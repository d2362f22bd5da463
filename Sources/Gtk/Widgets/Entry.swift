import CGtk

/// A `GtkEntry`: a single-line text field.
@MainActor
extension Entry {

    private var editable: OpaquePointer { opaque }

    /// Runs `handler` after every change of the text (typing or setting `text`).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectKnown("changed", expecting: .void) { _ in handler() }
    }

    /// Runs `handler` once per change of ``text`` (`notify::text`): one call per keystroke and
    /// one per `text =`, where `onChanged(_:)` runs twice for a replacement (after the
    /// deletion, with the text empty, then after the insertion). What a binding wants.
    @discardableResult
    public func onTextChanged(_ handler: @escaping @MainActor (Entry) -> Void) -> SignalConnection {
        connectKnown("notify::text", expecting: .notify) { [weak self] _ in
            guard let self else { return }
            handler(self)
        }
    }

    /// Emits `activate` as pressing Enter would (for tests).
    public func emitActivate() { emitKnown("activate") }
}
