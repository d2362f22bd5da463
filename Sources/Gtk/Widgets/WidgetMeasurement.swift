/// What a widget reports from `measure`: its minimum and natural size in one orientation,
/// and its baselines (-1: none).
public struct WidgetMeasurement: Equatable, Sendable {
    public var minimum: Int32
    public var natural: Int32
    public var minimumBaseline: Int32
    public var naturalBaseline: Int32

    public init(minimum: Int32, natural: Int32, minimumBaseline: Int32 = -1, naturalBaseline: Int32 = -1) {
        self.minimum = minimum
        self.natural = natural
        self.minimumBaseline = minimumBaseline
        self.naturalBaseline = naturalBaseline
    }
}
