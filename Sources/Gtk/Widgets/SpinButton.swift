import CGtk

/// A `GtkSpinButton`: a numeric entry with − and + buttons, holding a `Double` within a range.
@MainActor
extension SpinButton {

    /// Creates a spin button for values from `range.lowerBound` to `range.upperBound`, moving
    /// by `step` per click of − or +, showing as many decimals as `step` needs. Starts at the
    /// lower bound. An empty or reversed range is a programming error (GTK's own precondition).
    public convenience init(range: ClosedRange<Double>, step: Double) {
        precondition(step > 0, "SpinButton step must be positive")
        self.init(retaining: gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step))
    }

    /// The allowed values.
    public var range: ClosedRange<Double> {
        get {
            var minimum = 0.0
            var maximum = 0.0
            gtk_spin_button_get_range(opaque, &minimum, &maximum)
            return minimum...maximum
        }
        set { gtk_spin_button_set_range(opaque, newValue.lowerBound, newValue.upperBound) }
    }

    /// Moves the value one step up, as a click on + does (emits `value-changed` if it moved).
    public func stepUp() {
        gtk_spin_button_spin(opaque, GTK_SPIN_STEP_FORWARD, 0)
    }

    /// Moves the value one step down, as a click on − does.
    public func stepDown() {
        gtk_spin_button_spin(opaque, GTK_SPIN_STEP_BACKWARD, 0)
    }

}
