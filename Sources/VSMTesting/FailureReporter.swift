#if canImport(Testing)
import Testing
#endif
import XCTest

/// Where the kit's failed expectations go: the running test (XCTest or Swift Testing) by
/// default, or anywhere a test of a test helper wants them (``collectFailures(_:)-(()->R)``).
///
/// The reporter is a task-local value: it follows the current task and the tasks it
/// creates with `Task {}` (not detached ones), so every expectation made inside
/// `FailureReporter.$current.withValue(…) { … }` reports to that reporter, on any thread.
public struct FailureReporter: Sendable {
    /// Records one failure. Called on the thread of the failed expectation.
    public let report: @Sendable (ReportedFailure) -> Void

    /// A reporter that hands every failure to `report`.
    public init(_ report: @escaping @Sendable (ReportedFailure) -> Void) {
        self.report = report
    }

    /// Reports `message` as a failure at `location`.
    public func fail(_ message: String, at location: FailureLocation) {
        report(ReportedFailure(message: message, location: location))
    }

    /// The reporter of the current task; ``testRunner`` unless a caller set another with
    /// `FailureReporter.$current.withValue(_:operation:)`.
    @TaskLocal public static var current: FailureReporter = .testRunner

    /// Fails the running test: `Issue.record` inside a Swift Testing test, otherwise
    /// `XCTFail` at the location's file and line.
    public static let testRunner = FailureReporter { failure in
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: failure.message),
                sourceLocation: SourceLocation(
                    fileID: failure.location.fileID,
                    filePath: "\(failure.location.filePath)",
                    line: Int(failure.location.line),
                    column: Int(failure.location.column)
                )
            )
            return
        }
        #endif
        XCTFail(failure.message, file: failure.location.filePath, line: failure.location.line)
    }
}
