import Glibc
import XCTest
@testable import AppBenchmarks

/// Launching, reading stderr with a deadline, and reaping with resource usage.
final class ChildProcessTests: XCTestCase {
    private let environment = ["PATH": "/usr/bin:/bin"]

    func testReadsStderrLinesThenReapsWithStatusAndPeakRSS() throws {
        let child = try ChildProcess(path: "/bin/sh", arguments: ["-c", "echo out; echo one >&2; printf 'two\\nthree' >&2"],
                                     environment: environment)
        let deadline = MonotonicClock.now() + 10_000_000_000
        XCTAssertEqual(child.nextLine(deadline: deadline), "one", "stdout is not mixed in")
        XCTAssertEqual(child.nextLine(deadline: deadline), "two")
        XCTAssertEqual(child.nextLine(deadline: deadline), nil, "an unterminated last line is not a line")
        XCTAssertEqual(child.remainingOutput(deadline: deadline), "three")
        let record = child.reap()
        XCTAssertTrue(record.succeeded)
        XCTAssertGreaterThan(record.maxResidentKiB, 0)
        XCTAssertEqual(child.stop().status, record.status, "stopping a reaped child changes nothing")
    }

    func testCapturesStandardOutputWhenAsked() throws {
        let child = try ChildProcess(path: "/bin/sh", arguments: ["-c", "echo out"], environment: environment,
                                     capturesStandardOutput: true)
        XCTAssertEqual(child.nextLine(deadline: MonotonicClock.now() + 10_000_000_000), "out")
        XCTAssertTrue(child.reap().succeeded)
    }

    func testDeadlineEndsTheWaitAndStopKillsTheChild() throws {
        let child = try ChildProcess(path: "/bin/sleep", arguments: ["30"], environment: environment)
        let start = MonotonicClock.now()
        XCTAssertNil(child.nextLine(deadline: start + 100_000_000))
        XCTAssertLessThan(MonotonicClock.now() - start, 5_000_000_000, "returns at the deadline, not when the child ends")
        let record = child.stop()
        XCTAssertFalse(record.succeeded)
        XCTAssertEqual(record.status & 0x7f, SIGKILL)
    }

    func testAMissingProgramIsALaunchErrorNamingIt() {
        XCTAssertThrowsError(try ChildProcess(path: "/nonexistent/program", arguments: [], environment: environment)) { error in
            XCTAssertTrue("\(error)".contains("cannot start /nonexistent/program"), "\(error)")
        }
    }

    func testAFailingToolReportsItsOutput() throws {
        let shell = try Tool("sh", package: "dash", environment: environment)
        XCTAssertEqual(try shell.run(["-c", "echo fine"]), "fine")
        XCTAssertThrowsError(try shell.run(["-c", "echo broken >&2; exit 3"])) { error in
            XCTAssertTrue("\(error)".contains("failed:\nbroken"), "\(error)")
        }
        XCTAssertThrowsError(try Tool("no-such-tool-here", package: "none", environment: environment)) { error in
            XCTAssertTrue("\(error)".contains("no-such-tool-here is not on PATH"), "\(error)")
        }
    }
}
