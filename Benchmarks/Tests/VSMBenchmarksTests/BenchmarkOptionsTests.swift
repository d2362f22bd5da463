import Foundation
import XCTest
@testable import VSMBenchmarks

/// The benchmark's command line: defaults, every flag, `--help`, and bad input rejected in one
/// line naming it, before anything is measured.
final class BenchmarkOptionsTests: XCTestCase {
    func testDefaultsAndEveryFlag() throws {
        let defaults = try BenchmarkOptions.parse([])
        XCTAssertEqual(defaults, BenchmarkOptions())
        XCTAssertTrue(BenchmarkOptions.names.allSatisfy(defaults.runs), "no --only runs them all")

        let options = try BenchmarkOptions.parse(["--quick", "--only", "stream-memory", "--stream-states", "5000"])
        XCTAssertTrue(options.quick)
        XCTAssertEqual(options.only, "stream-memory")
        XCTAssertEqual(options.streamStates, 5_000)
        XCTAssertTrue(options.runs("stream-memory"))
        XCTAssertFalse(options.runs("sync"))
    }

    func testBadInputIsRejectedInOneLineNamingIt() {
        let cases: [([String], String)] = [
            (["--bogus"], "unknown option '--bogus'"),
            (["throughput"], "unknown option 'throughput'"),
            (["--only"], "'--only' needs a value"),
            (["--only", "everything"], "'everything' for --only"),
            (["--stream-states", "0"], "'0' for --stream-states"),
            (["--stream-states", "-5"], "'-5' for --stream-states"),
            (["--stream-states", "1e6"], "'1e6' for --stream-states"),
            (["--quick", "--stream-states"], "'--stream-states' needs a value"),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try BenchmarkOptions.parse(arguments), "\(arguments)") { error in
                let message = (error as? BenchmarkOptions.Failure)?.description ?? "\(error)"
                XCTAssertTrue(message.hasPrefix("vsm-benchmarks: "), message)
                XCTAssertTrue(message.contains(expected), "\(arguments): '\(message)' does not say \(expected)")
                XCTAssertFalse(message.contains("\n"), "one line: \(message)")
            }
        }
    }

    func testHelpIsRequestedByEitherSpellingWherever() throws {
        for arguments in [["--help"], ["-h"], ["--quick", "--help"], ["--help", "--bogus"]] {
            XCTAssertTrue(try BenchmarkOptions.parse(arguments).helpRequested, "\(arguments)")
        }
        XCTAssertTrue(BenchmarkOptions.help.hasPrefix(BenchmarkOptions.usage))
        for text in ["--quick", "--only", "--stream-states", "--help"] + BenchmarkOptions.names {
            XCTAssertTrue(BenchmarkOptions.help.contains(text), "the help describes \(text)")
        }
    }

    // MARK: The executable

    /// `--help` prints the help and exits 0 at once, measuring nothing.
    func testHelpExitsZeroWithoutMeasuring() throws {
        let run = try runBenchmarks(["--help"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, BenchmarkOptions.help + "\n")
        XCTAssertEqual(run.standardError, "")
    }

    /// A bad argument: one line on stderr, exit 2, nothing measured or printed on stdout.
    func testBadArgumentExitsTwoWithOneLine() throws {
        let run = try runBenchmarks(["--only", "everything"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError.filter { $0 == "\n" }.count, 1, run.standardError)
        XCTAssertTrue(run.standardError.hasPrefix("vsm-benchmarks: 'everything' for --only"), run.standardError)
    }

    /// Runs the built `vsm-benchmarks` (next to the test bundle) with `arguments`; fails the
    /// test if it has not ended within 30 s (a run that measures takes minutes).
    private func runBenchmarks(_ arguments: [String]) throws -> (status: Int32, standardOutput: String, standardError: String) {
        // The test binary's own folder (/proc/self/exe), where SwiftPM puts every product.
        let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let executable = URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent("vsm-benchmarks")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            struct Missing: Error, CustomStringConvertible { let description: String }
            throw Missing(description: "\(executable.path) is missing: build it with `swift build --build-tests`")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline {
            usleep(10_000)
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("vsm-benchmarks \(arguments) was still running after 30 s")
        }
        let standardOutput = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let standardError = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, standardOutput, standardError)
    }
}
