import IssueReporting

/// Runs `body` with the kit's failures collected instead of failing the test, and returns
/// them in the order they were reported, with what `body` returned.
///
/// For tests of test helpers: assert that a wrong journey or a hidden button *is* reported,
/// and with which message (XCTest on Linux has no `XCTExpectFailure`). What is reported
/// through IssueReporting (`reportIssue`, the kit's expectations) is collected, from any
/// thread and from the tasks `body` starts with `Task {}`; an `XCTAssert…` inside `body`
/// still fails the test.
public func collectFailures<R>(_ body: () throws -> R) rethrows -> (result: R, failures: [ReportedFailure]) {
    let log = FailureLog()
    let result = try withIssueReporters([log]) {
        try body()
    }
    return (result, log.failures)
}

/// `collectFailures(_:)` for `async` work: every task `body` starts with `Task {}` reports
/// to the same collection.
public func collectFailures<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
) async rethrows -> (result: R, failures: [ReportedFailure]) {
    let log = FailureLog()
    let result = try await withIssueReporters([log]) {
        try await body()
    }
    return (result, log.failures)
}

/// An IssueReporting reporter that keeps the issues reported to it, in order, from any
/// thread, instead of failing the test.
final class FailureLog: IssueReporter {
    private let storage = ObservedValue<[ReportedFailure]>([])

    var failures: [ReportedFailure] { storage.read { $0 } }

    func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        storage.update { $0.append(ReportedFailure(message: message() ?? "", location: location)) }
    }
}
