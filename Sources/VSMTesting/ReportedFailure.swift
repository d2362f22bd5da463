/// A failure the kit reported: its message and the test line it points at.
public struct ReportedFailure: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, as the test runner shows it.
    public let message: String
    /// The line of the test that made the failed expectation.
    public let location: FailureLocation

    /// A failure with `message` at `location`.
    public init(message: String, location: FailureLocation) {
        self.message = message
        self.location = location
    }

    /// `File.swift:line: message`.
    public var description: String { "\(location): \(message)" }
}
