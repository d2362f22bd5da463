import CGLib
import CGtk
import GLib

/// A `GtkCustomFilter` that decides with a Swift closure (the generator skips
/// `gtk_custom_filter_new`: its `gpointer` user data needs an owner, which is this
/// initializer's box).
@MainActor
extension CustomFilter {
    /// A filter that keeps the items for which `isIncluded` returns `true`. GTK calls it on
    /// the main thread while it filters (`FilterListModel`), with the items' wrappers (made
    /// on first meeting, of their registered class, as `Object.wrap(_:)` does). Items that
    /// are not `Item`s are left out. The filter owns the closure and releases it when it is
    /// finalized. After a change that affects which items match (a search text the closure
    /// reads), call `changed(.different)`, or `.moreStrict`/`.lessStrict` when the change
    /// only removes or only adds matches: GTK filters again then.
    public convenience init<Item: GLib.Object>(_ itemType: Item.Type,
                                               isIncluded: @escaping @MainActor (Item) -> Bool) {
        let box = CustomFilterBox { pointer in
            guard let item = Item.wrap(pointer) else { return false }
            return isIncluded(item)
        }
        let filter = gtk_custom_filter_new(customFilterMatch, Unmanaged.passRetained(box).toOpaque(), { data in
            guard let data else { return }
            // The filter is finalized: nothing calls the closure any more.
            Unmanaged<CustomFilterBox>.fromOpaque(data).release()
        })
        guard let filter else { preconditionFailure("gtk_custom_filter_new returned NULL") }
        self.init(adopting: UnsafeMutableRawPointer(filter))
    }
}

/// The closure of one `CustomFilter`, owned by the filter through its user data.
private final class CustomFilterBox {
    let isIncluded: @MainActor (UnsafeMutableRawPointer) -> Bool

    init(_ isIncluded: @escaping @MainActor (UnsafeMutableRawPointer) -> Bool) {
        self.isIncluded = isIncluded
    }
}

/// The `GtkCustomFilterFunc` of every closure filter: GTK filters on the main thread.
private let customFilterMatch: GtkCustomFilterFunc = { itemPointer, dataPointer in
    guard let itemPointer, let dataPointer else { return 0 }
    precondition(vsm_is_main_thread() != 0, "a CustomFilter matches off the main thread")
    // Borrowed for this call, which stays on this (the main) thread: nothing crosses threads.
    nonisolated(unsafe) let item = itemPointer, data = dataPointer
    return MainActor.assumeIsolated {
        Unmanaged<CustomFilterBox>.fromOpaque(data).takeUnretainedValue().isIncluded(item) ? 1 : 0
    }
}
