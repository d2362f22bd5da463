import CGLib
import CGtk
import GLib

/// A `GtkCustomSorter` that compares with a Swift closure (the generator skips
/// `gtk_custom_sorter_new`: its `gpointer` user data needs an owner, which is this
/// initializer's box).
@MainActor
extension CustomSorter {
    /// A sorter that orders items with `compare`. GTK calls it on the main thread while it
    /// sorts (`SortListModel`), with the items' wrappers (made on first meeting, of their
    /// registered class, as `Object.wrap(_:)` does). Items that are not `Item`s compare as
    /// equal. The sorter owns the closure and releases it when it is finalized. After a
    /// change that affects the order, call `changed(.different)` (GTK re-sorts then).
    public convenience init<Item: GLib.Object>(_ itemType: Item.Type,
                                               compare: @escaping @MainActor (Item, Item) -> Ordering) {
        let box = CustomSorterBox { first, second in
            guard let first = Item.wrap(first), let second = Item.wrap(second) else { return .equal }
            return compare(first, second)
        }
        let sorter = gtk_custom_sorter_new(customSorterCompare, Unmanaged.passRetained(box).toOpaque(), { data in
            guard let data else { return }
            // The sorter is finalized: nothing calls the closure any more.
            Unmanaged<CustomSorterBox>.fromOpaque(data).release()
        })
        guard let sorter else { preconditionFailure("gtk_custom_sorter_new returned NULL") }
        self.init(adopting: UnsafeMutableRawPointer(sorter))
    }

    /// A sorter that orders any items with `compare`; see `init(_:compare:)`.
    public convenience init(compare: @escaping @MainActor (GLib.Object, GLib.Object) -> Ordering) {
        self.init(GLib.Object.self, compare: compare)
    }
}

/// The closure of one `CustomSorter`, owned by the sorter through its user data.
private final class CustomSorterBox {
    let compare: @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Ordering

    init(_ compare: @escaping @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Ordering) {
        self.compare = compare
    }
}

/// The `GCompareDataFunc` of every closure sorter: GTK sorts on the main thread.
private let customSorterCompare: GCompareDataFunc = { firstPointer, secondPointer, dataPointer in
    guard let firstPointer, let secondPointer, let dataPointer else { return 0 }
    precondition(vsm_is_main_thread() != 0, "a CustomSorter compares off the main thread")
    // Borrowed for this call, which stays on this (the main) thread: nothing crosses threads.
    nonisolated(unsafe) let first = firstPointer, second = secondPointer, data = dataPointer
    return MainActor.assumeIsolated {
        let box = Unmanaged<CustomSorterBox>.fromOpaque(data).takeUnretainedValue()
        return box.compare(UnsafeMutableRawPointer(mutating: first), UnsafeMutableRawPointer(mutating: second)).rawValue
    }
}
