/// What a widget reports from `measure`: its minimum and natural size in one orientation,
/// and its baselines (-1: none). A value type, usable anywhere.
public struct WidgetMeasurement: Equatable, Sendable {
    /// The smallest size the widget can work with, in pixels.
    public var minimum: Int32
    /// The size the widget prefers, in pixels (at least `minimum`).
    public var natural: Int32
    /// The baseline at the minimum size, or -1.
    public var minimumBaseline: Int32
    /// The baseline at the natural size, or -1.
    public var naturalBaseline: Int32

    /// A measurement; without baselines by default.
    public init(minimum: Int32, natural: Int32, minimumBaseline: Int32 = -1, naturalBaseline: Int32 = -1) {
        self.minimum = minimum
        self.natural = natural
        self.minimumBaseline = minimumBaseline
        self.naturalBaseline = naturalBaseline
    }
}
