import VSMTesting

/// Why a person could not do what the test asked: the widget is not there, is hidden,
/// insensitive or covered, or the input never reached GTK.
///
/// ``TestUser``'s actions throw it, which fails the test (XCTest and Swift Testing both
/// report a thrown error) and stops it: nothing after a click that could not happen would
/// mean anything. ``description`` starts with the test's file and line.
public struct ViewTestError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, without the location: stable text for assertions.
    public let message: String
    /// The line of the test that asked for the action.
    public let location: FailureLocation

    init(_ message: String, at location: FailureLocation) {
        self.message = message
        self.location = location
    }

    /// `File.swift:12: cannot click button “Save”: …`.
    public var description: String { "\(location): \(message)" }
}
