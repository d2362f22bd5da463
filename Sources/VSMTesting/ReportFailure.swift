import IssueReporting

/// Reports a failed expectation of the kit at `location` through IssueReporting: the
/// running test fails (XCTest or Swift Testing), or, inside ``collectFailures(_:)-(()->R)``,
/// the failure is collected instead. Any thread; the reporters follow the current task and
/// the tasks it creates with `Task {}`.
package func reportFailure(_ message: String, at location: FailureLocation) {
    reportIssue(
        message,
        fileID: location.staticFileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column
    )
}
