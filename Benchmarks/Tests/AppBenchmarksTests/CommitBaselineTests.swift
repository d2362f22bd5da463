import XCTest
@testable import AppBenchmarks

/// The C commit baseline's output: one `commit <ns>` line per commit; anything else
/// (SQLite's error messages) is not a duration.
final class CommitBaselineTests: XCTestCase {
    func testReadsCommitLinesOnly() {
        XCTAssertEqual(CommitBaseline.duration("commit 24000123"), 24_000_123)
        XCTAssertEqual(CommitBaseline.duration("commit 0"), 0)
        for line in ["commit", "commit -5", "commit 12 ms", "frame 12 first", "sqlite-commit-baseline: update: disk I/O error", ""] {
            XCTAssertNil(CommitBaseline.duration(line), line)
        }
    }
}
