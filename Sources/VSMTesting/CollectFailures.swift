/// Runs `body` with the kit's failures collected instead of failing the test, and returns
/// them in the order they were reported, with what `body` returned.
///
/// For tests of test helpers: assert that a wrong journey or a hidden button *is* reported,
/// and with which message (XCTest on Linux has no `XCTExpectFailure`). Only the kit's own
/// expectations are collected; an `XCTAssert…` inside `body` still fails the test.
public func collectFailures<R>(_ body: () throws -> R) rethrows -> (result: R, failures: [ReportedFailure]) {
    let log = FailureLog()
    let result = try FailureReporter.$current.withValue(FailureReporter(log.append)) {
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
    let result = try await FailureReporter.$current.withValue(FailureReporter(log.append)) {
        try await body()
    }
    return (result, log.failures)
}

/// The failures reported to a collecting reporter, in order, from any thread.
final class FailureLog: Sendable {
    private let storage = ObservedValue<[ReportedFailure]>([])

    @Sendable func append(_ failure: ReportedFailure) {
        storage.update { $0.append(failure) }
    }

    var failures: [ReportedFailure] { storage.read { $0 } }
}
