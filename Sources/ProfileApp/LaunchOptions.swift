/// What the command line asked for, once parsed and validated.
public struct LaunchOptions: Equatable, Sendable {
    /// The folder holding the database; `nil` means the XDG default.
    public var dataDirectory: String?
    /// The profile to load; `nil` means the default profile.
    public var userID: Int?
    /// Extra delay for every store operation, in seconds; `nil` means none.
    public var simulateLatency: Double?
    /// The raw `--simulate-failures` value, already validated; `nil` means none.
    public var simulateFailures: String?

    public init(
        dataDirectory: String? = nil,
        userID: Int? = nil,
        simulateLatency: Double? = nil,
        simulateFailures: String? = nil
    ) {
        self.dataDirectory = dataDirectory
        self.userID = userID
        self.simulateLatency = simulateLatency
        self.simulateFailures = simulateFailures
    }
}
