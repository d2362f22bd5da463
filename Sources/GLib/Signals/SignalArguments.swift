import CGLib

/// The values of one signal emission as GLib passes them to a closure marshaller:
/// the instance first, then the signal's arguments, and a slot for the return value.
///
/// Borrowed: valid only during the emission. Accessors check each value's type, so even
/// a wrongly checked connection reads `nil` rather than misreading memory.
package struct SignalArguments {
    package let values: UnsafePointer<GValue>?
    package let count: Int
    package let returnValue: UnsafeMutablePointer<GValue>?

    /// The `GParamSpec` argument at `index` (0 is the instance), or `nil`.
    package func paramSpec(at index: Int) -> ParamSpec? {
        guard let value = self.value(at: index),
              g_type_check_value_holds(value, vsm_type_param()) != 0,
              let pointer = g_value_get_param(value) else { return nil }
        return ParamSpec(pointer)
    }

    /// The object argument at `index` (0 is the instance), or `nil` when that value does
    /// not hold a `GObject` (or holds `NULL`).
    package func object(at index: Int) -> UnsafeMutableRawPointer? {
        guard let value = self.value(at: index),
              g_type_check_value_holds(value, vsm_type_object()) != 0 else { return nil }
        return g_value_get_object(value)
    }

    /// Stores an integer result when the signal returns a `gint`.
    package func setReturn(_ result: Int32) {
        guard let returnValue, g_type_check_value_holds(returnValue, vsm_type_int()) != 0 else { return }
        g_value_set_int(returnValue, result)
    }

    /// Stores a Boolean result when the signal returns one.
    package func setReturn(_ result: Bool) {
        guard let returnValue, g_type_check_value_holds(returnValue, vsm_type_boolean()) != 0 else { return }
        g_value_set_boolean(returnValue, result ? 1 : 0)
    }

    private func value(at index: Int) -> UnsafePointer<GValue>? {
        guard let values, index >= 0, index < count else { return nil }
        return values + index
    }
}
