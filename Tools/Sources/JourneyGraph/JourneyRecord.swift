/// One line of a journey file, as ``VSM/JourneyRecorder`` writes it.
public struct JourneyRecord: Decodable, Equatable, Sendable {
    /// Wall-clock seconds.
    public let time: Double
    /// The container's state type.
    public let type: String
    /// Case path of the old state.
    public let from: String
    /// Case path of the new state.
    public let to: String
    /// The `observe…` call site's function, file and line; `nil` when unknown.
    public let function: String?
    public let file: String?
    public let line: Int?
    /// The action shape (`state`, `publisher`, …); `nil` when unknown.
    public let action: String?

    /// A record with the given fields (tests and tools).
    public init(
        time: Double = 0, type: String, from: String, to: String,
        function: String? = nil, file: String? = nil, line: Int? = nil, action: String? = nil
    ) {
        self.time = time
        self.type = type
        self.from = from
        self.to = to
        self.function = function
        self.file = file
        self.line = line
        self.action = action
    }

    /// The edge label this record counts under: the `observe…` call's function, or `?`.
    public var actionLabel: String {
        function ?? "?"
    }
}
