import CGLib

/// A `GListModel` whose items come from Swift on demand: GTK asks for the item at a
/// position only when it needs it (a row scrolled into view), so a model of 100,000 rows
/// costs nothing until rows are shown. The owner keeps its own array, tells the model
/// how many items there are and which item is where, and reports every change with
/// `itemsChanged(at:removed:added:)` after changing its array.
///
/// Guarantees: `count` and `item` are called on the main thread only, synchronously from
/// GTK (also from inside `itemsChanged`, so the owner's array must already be in its new
/// state). `item(position)` must return the same `Object` for the same row every time
/// (GTK recognises moved rows by item identity). The closures are kept as long as the
/// GObject lives (GTK may keep the model after the wrapper is gone) and released when it
/// is finalized.
@MainActor
public final class SourceListModel: Object, ListModel {
    /// Creates a model reading its size from `count` and its items from `item`
    /// (positions are always in `0..<count()`).
    public convenience init(count: @escaping @MainActor () -> Int,
                            item: @escaping @MainActor (Int) -> Object) {
        let instance = g_object_new_with_properties(sourceListModelType, 0, nil, nil)!
        let box = SourceListModelBox(count: count, item: item)
        SourceListModelBox.slot(of: instance).pointee = Unmanaged.passRetained(box).toOpaque()
        self.init(adopting: UnsafeMutableRawPointer(instance))
    }

    /// Emits `items-changed`: at `position`, `removed` items were replaced by `added`
    /// items. Call after the source already reflects the change.
    public func itemsChanged(at position: Int, removed: Int, added: Int) {
        g_list_model_items_changed(OpaquePointer(gObject), guint(position), guint(removed), guint(added))
    }
}

/// The Swift side of one model instance, retained by the GObject until it is finalized.
@MainActor
private final class SourceListModelBox {
    let count: @MainActor () -> Int
    let item: @MainActor (Int) -> Object

    init(count: @escaping @MainActor () -> Int, item: @escaping @MainActor (Int) -> Object) {
        self.count = count
        self.item = item
    }

    /// The pointer slot that follows the `GObject` header in each instance.
    nonisolated static func slot(of instance: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        instance.advanced(by: MemoryLayout<GObject>.stride).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    nonisolated static func of(_ instance: UnsafeMutableRawPointer) -> SourceListModelBox? {
        slot(of: instance).pointee.map { Unmanaged<SourceListModelBox>.fromOpaque($0).takeUnretainedValue() }
    }
}

/// The `GType` of `SourceListModel` instances: a `GObject` with one pointer slot,
/// implementing `GListModel` through the box in that slot. Registered once, on first use
/// (a global `let` is initialised exactly once, thread-safely).
private let sourceListModelType: GType = {
    let type = g_type_register_static_simple(
        g_object_get_type(), "VSMSourceListModel",
        guint(MemoryLayout<GObjectClass>.stride),
        { klass, _ in
            guard let objectClass = klass?.assumingMemoryBound(to: GObjectClass.self) else { return }
            objectClass.pointee.finalize = { object in
                guard let object else { return }
                let raw = UnsafeMutableRawPointer(object)
                if let box = SourceListModelBox.slot(of: raw).pointee {
                    SourceListModelBox.slot(of: raw).pointee = nil
                    Unmanaged<SourceListModelBox>.fromOpaque(box).release()
                }
                let parent = g_type_class_peek(g_object_get_type())?.assumingMemoryBound(to: GObjectClass.self)
                parent?.pointee.finalize?(object)
            }
        },
        guint(MemoryLayout<GObject>.stride + MemoryLayout<UnsafeMutableRawPointer?>.stride),
        nil, GTypeFlags(rawValue: 0))
    var info = GInterfaceInfo(
        interface_init: { iface, _ in
            guard let iface = iface?.assumingMemoryBound(to: GListModelInterface.self) else { return }
            iface.pointee.get_item_type = { _ in g_object_get_type() }
            iface.pointee.get_n_items = { list in
                guard let list, let box = SourceListModelBox.of(UnsafeMutableRawPointer(list)) else { return 0 }
                return guint(MainActor.assumeIsolated { box.count() })
            }
            iface.pointee.get_item = { list, position in
                guard let list, let box = SourceListModelBox.of(UnsafeMutableRawPointer(list)) else { return nil }
                // The address crosses the isolation boundary as an integer (a pointer is
                // not Sendable); it is only used on this same thread.
                let address = MainActor.assumeIsolated { () -> UInt in
                    guard Int(position) < box.count() else { return 0 }
                    // get_item returns a new reference (transfer full).
                    return UInt(bitPattern: g_object_ref(box.item(Int(position)).gObject))
                }
                return UnsafeMutableRawPointer(bitPattern: address)
            }
        },
        interface_finalize: nil, interface_data: nil)
    g_type_add_interface_static(type, g_list_model_get_type(), &info)
    return type
}()
