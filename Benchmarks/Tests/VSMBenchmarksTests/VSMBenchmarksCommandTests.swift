import ArgumentParser
import Foundation
import BenchmarkTestSupport
import XCTest
@testable import VSMBenchmarks

/// The benchmark's command line, through ArgumentParser: defaults, every flag, `--help`, and
/// bad input rejected as a usage error (exit 64) naming it, before anything is measured.
final class VSMBenchmarksCommandTests: XCTestCase {
    func testDefaultsAndEveryFlag() throws {
        let defaults = try VSMBenchmarksCommand.parse([])
        XCTAssertFalse(defaults.quick)
        XCTAssertNil(defaults.only)
        XCTAssertNil(defaults.streamStates)
        XCTAssertNil(defaults.callgrind)
        XCTAssertNil(defaults.iterations)
        XCTAssertEqual(defaults.scale, 1)
        XCTAssertTrue(VSMBenchmarksCommand.Benchmark.allCases.allSatisfy(defaults.runs), "no --only runs them all")

        let options = try VSMBenchmarksCommand.parse(["--quick", "--only", "stream-memory", "--stream-states", "5000"])
        XCTAssertTrue(options.quick)
        XCTAssertEqual(options.scale, 10)
        XCTAssertEqual(options.only, .streamMemory)
        XCTAssertEqual(options.streamStates, 5_000)
        XCTAssertTrue(options.runs(.streamMemory))
        XCTAssertFalse(options.runs(.sync))
    }

    func testEveryBenchmarkNameParses() throws {
        // The names docs/Benchmarks.md gives for --only.
        let names = ["sync", "latency", "throughput", "memory", "stream-memory"]
        XCTAssertEqual(VSMBenchmarksCommand.Benchmark.allCases.map(\.rawValue), names)
        for name in names {
            XCTAssertEqual(try VSMBenchmarksCommand.parse(["--only", name]).only?.rawValue, name)
        }
    }

    func testBadInputIsAUsageErrorNamingIt() {
        let cases: [([String], String)] = [
            (["--bogus"], "Unknown option '--bogus'"),
            (["throughput"], "Unexpected argument 'throughput'"),
            (["--only"], "Missing value for '--only <name>'"),
            (["--only", "everything"], "The value 'everything' is invalid for '--only <name>'"),
            (["--stream-states", "0"], "'0' for --stream-states is not a positive integer"),
            (["--stream-states", "-5"], "--stream-states"),
            (["--stream-states", "1e6"], "The value '1e6' is invalid for '--stream-states <n>'"),
            (["--quick", "--stream-states"], "Missing value for '--stream-states <n>'"),
        ]
        for (arguments, expected) in cases {
            assertUsageError(arguments, says: expected)
        }
    }

    func testHelpIsRequestedByEitherSpellingWherever() throws {
        for arguments in [["--help"], ["-h"], ["--quick", "--help"]] {
            XCTAssertThrowsError(try VSMBenchmarksCommand.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(VSMBenchmarksCommand.exitCode(for: error), .success, "\(arguments)")
            }
        }
        let help = VSMBenchmarksCommand.helpMessage()
        XCTAssertTrue(help.contains("USAGE: vsm-benchmarks"), help)
        for text in ["--quick", "--only", "--stream-states", "--help"] + VSMBenchmarksCommand.Benchmark.allCases.map(\.rawValue) {
            XCTAssertTrue(help.contains(text), "the help describes \(text)")
        }
    }

    // MARK: The executable

    /// `--help` prints the help on stdout and exits 0 at once, measuring nothing.
    func testHelpExitsZeroWithoutMeasuring() throws {
        let run = try runSiblingExecutable("vsm-benchmarks", ["--help"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(run.standardOutput.hasPrefix("OVERVIEW: "), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("USAGE: vsm-benchmarks"), run.standardOutput)
        XCTAssertEqual(run.standardError, "")
    }

    /// A bad argument: ArgumentParser's message and usage on stderr, exit 64, nothing measured
    /// or printed on stdout.
    func testBadArgumentExitsWithTheUsageErrorCode() throws {
        let run = try runSiblingExecutable("vsm-benchmarks", ["--only", "everything"])
        XCTAssertEqual(run.status, ExitCode.validationFailure.rawValue)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertTrue(run.standardError.hasPrefix("Error: The value 'everything' is invalid for '--only <name>'"), run.standardError)
        XCTAssertTrue(run.standardError.contains("Usage: vsm-benchmarks"), run.standardError)
    }
}

/// Asserts that `arguments` fail to parse as a usage error (exit 64) whose message contains
/// `expected`.
func assertUsageError(_ arguments: [String], says expected: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertThrowsError(try VSMBenchmarksCommand.parse(arguments), "\(arguments)", file: file, line: line) { error in
        let message = VSMBenchmarksCommand.message(for: error)
        XCTAssertEqual(VSMBenchmarksCommand.exitCode(for: error), .validationFailure, "\(arguments): \(message)",
                       file: file, line: line)
        XCTAssertTrue(message.contains(expected), "\(arguments): '\(message)' does not say \(expected)", file: file, line: line)
    }
}
