import CGtk

/// A `GtkSignalListItemFactory`: creates and binds the row widgets of a `ListView`.
///
/// GTK calls `setup` when it needs a new row widget, `bind` to show an item in it,
/// `unbind` before reusing it for another item, and `teardown` before dropping it. Each
/// handler receives the `ListItem` (the one argument of these signals, which this type
/// passes on typed). Handlers run on the main actor, synchronously inside GTK's layout
/// or model change; they are released when disconnected or when the factory is
/// finalized.
@MainActor
extension SignalListItemFactory {

    /// A new row widget is needed: create it and `setChild` it.
    @discardableResult
    public func onSetup(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        connectListItem("setup", handler)
    }

    /// Show the list item's model item in its widget.
    @discardableResult
    public func onBind(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        connectListItem("bind", handler)
    }

    /// The widget stops showing its item (it may be bound to another one next).
    @discardableResult
    public func onUnbind(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        connectListItem("unbind", handler)
    }

    /// The widget is about to be dropped.
    @discardableResult
    public func onTeardown(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        connectListItem("teardown", handler)
    }

    /// The four signals have the C signature `void (GtkSignalListItemFactory *, GtkListItem *, gpointer)`;
    /// the callback below has exactly that shape, so it is connected directly (the
    /// `G_CALLBACK` cast a C caller would write).
    private func connectListItem(_ signal: String,
                                 _ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        let callback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, listItem, data in
            guard let listItem, let data else { return }
            let box = Unmanaged<ListItemHandlerBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(ListItem.wrap(listItem)!) }
        }
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<ListItemHandlerBox>.fromOpaque(data).release()
        }
        let id = g_signal_connect_data(raw, signal, unsafeBitCast(callback, to: GCallback.self),
                                       Unmanaged.passRetained(ListItemHandlerBox(handler)).toOpaque(),
                                       release, GConnectFlags(rawValue: 0))
        return SignalConnection(instance: gObject, handlerID: UInt(id))
    }
}

/// The retained box of one list-item handler (released by the closure's destroy-notify).
private final class ListItemHandlerBox {
    let handler: @MainActor (ListItem) -> Void
    init(_ handler: @escaping @MainActor (ListItem) -> Void) { self.handler = handler }
}
