import ArgumentParser
import XCTest
@testable import ProfileBenchmarks

/// `profile-benchmarks`' command line, through ArgumentParser: defaults, both options, `--help`,
/// and bad input rejected as a usage error (exit 64) before a store is created.
final class ProfileBenchmarksCommandTests: XCTestCase {
    func testDefaultsAndBothOptions() throws {
        let defaults = try ProfileBenchmarksCommand.parse([])
        XCTAssertEqual(defaults.posts, 10_000)
        XCTAssertEqual(defaults.trials, 21)
        let options = try ProfileBenchmarksCommand.parse(["--trials", "5", "--posts", "300"])
        XCTAssertEqual(options.posts, 300)
        XCTAssertEqual(options.trials, 5)
    }

    func testBadInputIsAUsageErrorNamingIt() {
        let cases: [([String], String)] = [
            (["--posts"], "Missing value for '--posts <n>'"),
            (["--posts", "0"], "'0' for --posts is not a positive integer"),
            (["--trials", "0"], "'0' for --trials is not a positive integer"),
            (["--trials", "-2"], "--trials"),
            (["--trials", "many"], "The value 'many' is invalid for '--trials <n>'"),
            (["--rounds", "3"], "Unknown option '--rounds'"),
            (["300"], "Unexpected argument '300'"),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try ProfileBenchmarksCommand.parse(arguments), "\(arguments)") { error in
                let message = ProfileBenchmarksCommand.message(for: error)
                XCTAssertEqual(ProfileBenchmarksCommand.exitCode(for: error), .validationFailure, "\(arguments): \(message)")
                XCTAssertTrue(message.contains(expected), "\(arguments): '\(message)' does not say \(expected)")
            }
        }
    }

    func testHelpDescribesBothOptions() {
        for arguments in [["--help"], ["-h"]] {
            XCTAssertThrowsError(try ProfileBenchmarksCommand.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(ProfileBenchmarksCommand.exitCode(for: error), .success, "\(arguments)")
            }
        }
        let help = ProfileBenchmarksCommand.helpMessage()
        for text in ["USAGE: profile-benchmarks", "--posts", "--trials", "--help"] {
            XCTAssertTrue(help.contains(text), "the help describes \(text)")
        }
    }
}
