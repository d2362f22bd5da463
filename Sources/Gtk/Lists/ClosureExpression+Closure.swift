import CGLib
import CGtk
import GLib

/// A `GtkClosureExpression` whose value a Swift closure computes from the item it is
/// evaluated on: a sort key or a label that no single property holds ("Rent — 900 €"), for
/// `StringSorter`, `NumericSorter`, `DropDown` and every other API that takes an expression.
@MainActor
extension ClosureExpression {
    /// An expression of type `Value` (`String`, `Double`, `Int`, `Int64`, `Int32`, `Bool`)
    /// computed by `value` from the item it is evaluated on (its "this"). GTK evaluates it on
    /// the main thread, with the item's wrapper (made on first meeting, of its registered
    /// class, as `Object.wrap(_:)` does). For an item that is not an `Item`, or no item, the
    /// evaluation fails (GTK then treats the value as missing). The expression owns the closure
    /// and releases it when it is freed. It does not watch the item: after a change that
    /// affects the value, tell the model (`itemsChanged`) or the sorter (`changed`).
    public convenience init<Item: GLib.Object, Value: PropertyValue>(
        _ itemType: Item.Type, _ value: @escaping @MainActor (Item) -> Value
    ) {
        let box = ClosureExpressionBox { pointer, gValue in
            guard let pointer, let item = Item.wrap(pointer) else { return false }
            value(item).store(in: gValue)
            return true
        }
        guard let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), nil) else {
            preconditionFailure("g_closure_new_simple returned NULL")
        }
        g_closure_add_finalize_notifier(closure, Unmanaged.passRetained(box).toOpaque()) { data, _ in
            guard let data else { return }
            // The closure is finalized with its expression: nothing evaluates it any more.
            Unmanaged<ClosureExpressionBox>.fromOpaque(data).release()
        }
        closure.pointee.data = Unmanaged.passUnretained(box).toOpaque()
        g_closure_set_marshal(closure, closureExpressionMarshal)
        // The expression adopts the floating closure.
        guard let expression = gtk_closure_expression_new(Value.valueType, closure, 0, nil) else {
            preconditionFailure("gtk_closure_expression_new returned NULL")
        }
        self.init(taking: expression)
    }
}

/// The computation of one `ClosureExpression`, owned by its `GClosure`.
private final class ClosureExpressionBox {
    /// Writes the value for the item into the `GValue` (already of the expression's type);
    /// returns `false` when it cannot (not an item of the right class).
    let evaluate: @MainActor (UnsafeMutableRawPointer?, UnsafeMutablePointer<GValue>) -> Bool

    init(_ evaluate: @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeMutablePointer<GValue>) -> Bool) {
        self.evaluate = evaluate
    }
}

/// The marshal of every closure expression: the first parameter is the item ("this"), the
/// return value is initialized to the expression's type. GTK evaluates on the main thread.
private let closureExpressionMarshal: GClosureMarshal = { closure, returnValue, parameterCount, parameters, _, _ in
    guard let closure, let returnValue, let data = closure.pointee.data else { return }
    precondition(vsm_is_main_thread() != 0, "a ClosureExpression is evaluated off the main thread")
    let item = parameterCount > 0 ? parameters.flatMap { g_value_get_object($0) } : nil
    // Borrowed for this call, which stays on this (the main) thread: nothing crosses threads.
    nonisolated(unsafe) let this = item, value = returnValue, box = data
    _ = MainActor.assumeIsolated {
        Unmanaged<ClosureExpressionBox>.fromOpaque(box).takeUnretainedValue().evaluate(this, value)
    }
}
