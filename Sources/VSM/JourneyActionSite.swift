/// Where an action was started: the `observe…` call site and the action's shape.
///
/// Static strings, so capturing one costs no allocation; it is captured only while a
/// container records its journey.
public struct JourneyActionSite: Sendable {
    /// The action shape.
    public let shape: JourneyActionShape
    /// `#function` at the `observe…` call.
    public let function: StaticString
    /// `#fileID` at the `observe…` call.
    public let file: StaticString
    /// `#line` at the `observe…` call.
    public let line: UInt

    /// A call site; pass `#function`, `#fileID` and `#line` through default arguments.
    @inlinable
    public init(shape: JourneyActionShape, function: StaticString, file: StaticString, line: UInt) {
        self.shape = shape
        self.function = function
        self.file = file
        self.line = line
    }
}
