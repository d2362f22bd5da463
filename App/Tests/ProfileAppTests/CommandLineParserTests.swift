import XCTest
@testable import ProfileApp
import UserProfile
import UserProfileFaultInjection

/// The command line: every option, good and bad values, and the exit-code policy
/// (2 for usage errors, with a one-line error and the usage on stderr).
final class CommandLineParserTests: XCTestCase {
    func testNoArgumentsLaunchesWithDefaults() {
        XCTAssertEqual(CommandLineParser.parse([]), .run(LaunchOptions()))
    }

    func testEveryOptionIsCarriedIntoTheLaunchOptions() {
        let outcome = CommandLineParser.parse([
            "--data-dir", "/tmp/profile data",
            "--user-id", "7",
            "--simulate-latency", "1.5",
            "--simulate-failures", "load,save",
        ])
        XCTAssertEqual(
            outcome,
            .run(
                LaunchOptions(
                    dataDirectory: "/tmp/profile data",
                    userID: 7,
                    faultInjection: FaultInjectionConfiguration(
                        latency: 1.5,
                        failingOperations: [.load, .save],
                        failureRate: 1
                    )
                )
            )
        )
    }

    func testEqualsSyntaxIsAccepted() {
        XCTAssertEqual(
            CommandLineParser.parse(["--user-id=3", "--simulate-latency=0"]),
            .run(LaunchOptions(userID: 3))
        )
    }

    func testFailureRateIsParsedByTheFeatureSyntax() {
        XCTAssertEqual(
            CommandLineParser.parse(["--simulate-failures", "all:0.25"]),
            .run(
                LaunchOptions(
                    faultInjection: FaultInjectionConfiguration(
                        failingOperations: [.load, .save, .reload, .posts],
                        failureRate: 0.25
                    )
                )
            )
        )
    }

    func testHelpPrintsUsageToStandardOutputAndExitsZero() throws {
        for flag in ["--help", "-h"] {
            guard case .exit(let code, let out, let err) = CommandLineParser.parse([flag]) else {
                return XCTFail("\(flag) must not launch the app")
            }
            XCTAssertEqual(code, 0)
            XCTAssertEqual(err, "")
            for option in ["--data-dir", "--user-id", "--simulate-latency", "--simulate-failures", "--server", "--token-file", "--version"] {
                XCTAssertTrue(out.contains(option), "help for \(flag) lacks \(option):\n\(out)")
            }
        }
    }

    func testVersionPrintsTheVersionAndExitsZero() {
        XCTAssertEqual(
            CommandLineParser.parse(["--version"]),
            .exit(code: 0, standardOutput: "0.1.0\n", standardError: "")
        )
    }

    func testBadInputExitsTwoWithOneLineErrorAndUsage() {
        let badInputs: [[String]] = [
            ["--no-such-option"],
            ["-x"],
            ["stray-argument"],
            ["--user-id"],
            ["--user-id", "abc"],
            ["--user-id", "0"],
            ["--user-id", "-4"],
            ["--user-id", "99999999999999999999999"],
            ["--data-dir"],
            ["--data-dir", ""],
            ["--simulate-latency", "soon"],
            ["--simulate-latency", "-1"],
            ["--simulate-latency", "601"],
            ["--simulate-latency", "nan"],
            ["--simulate-latency", "inf"],
            ["--simulate-failures", ""],
            ["--simulate-failures", "explode"],
            ["--simulate-failures", "load,,save"],
            ["--simulate-failures", "load:2"],
            ["--simulate-failures", "save:"],
            ["--simulate-failures", "save:0.5:1"],
        ]
        for arguments in badInputs {
            guard case .exit(let code, let out, let err) = CommandLineParser.parse(arguments) else {
                XCTFail("\(arguments) must not launch the app")
                continue
            }
            XCTAssertEqual(code, 2, "\(arguments)")
            XCTAssertEqual(out, "", "\(arguments)")
            let lines = err.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertGreaterThanOrEqual(lines.count, 3, "\(arguments): \(err)")
            XCTAssertTrue(lines[0].hasPrefix("vsm-profile-gtk: "), "\(arguments): \(err)")
            XCTAssertTrue(lines[1].hasPrefix("Usage: vsm-profile-gtk"), "\(arguments): \(err)")
        }
    }

    /// Found by the proof suite's command-line fuzz: ArgumentParser reads an `h` inside a
    /// group of short flags as a help request, so `-xh` printed help and exited 0.
    func testShortFlagGroupsContainingHAreErrorsNotHelp() {
        for arguments in [["-xh"], ["-30oddy1lts1tnhrostb-c"], ["-hh"], ["--user-id", "2", "-ah"]] {
            XCTAssertTrue(errorLine(CommandLineParser.parse(arguments)).contains("Unknown option"), "\(arguments)")
        }
        // Still values where an option takes one, and `-h` alone is still help.
        XCTAssertFalse(errorLine(CommandLineParser.parse(["--simulate-failures", "-load"])).contains("Unknown option"))
        guard case .exit(0, let help, _) = CommandLineParser.parse(["-h"]) else { return XCTFail("-h is help") }
        XCTAssertTrue(help.contains("USAGE"), help)
    }

    func testErrorLineNamesTheOffendingOption() {
        guard case .exit(_, _, let err) = CommandLineParser.parse(["--frobnicate"]) else {
            return XCTFail("must not launch")
        }
        XCTAssertTrue(err.split(separator: "\n")[0].contains("--frobnicate"), err)
    }

    private func errorLine(_ outcome: CommandLineOutcome, file: StaticString = #filePath, line: UInt = #line) -> String {
        guard case .exit(let code, let out, let err) = outcome else {
            XCTFail("must not launch", file: file, line: line)
            return ""
        }
        XCTAssertEqual(code, 2, file: file, line: line)
        XCTAssertEqual(out, "", file: file, line: line)
        return String(err.split(separator: "\n", omittingEmptySubsequences: false)[0])
    }

    func testNegativeNumbersAreReportedAsValuesNotAsMissingValues() {
        let latency = errorLine(CommandLineParser.parse(["--simulate-latency", "-1"]))
        XCTAssertTrue(latency.contains("must be ≥ 0"), latency)
        XCTAssertFalse(latency.contains("Missing value"), latency)
        let userID = errorLine(CommandLineParser.parse(["--user-id", "-4"]))
        XCTAssertTrue(userID.contains("must be a positive integer, got -4"), userID)
    }

    func testHugeArgumentsAreCutInTheErrorLine() {
        let huge = String(repeating: "a", count: 100_000)
        for arguments in [["--" + huge], [huge], ["--simulate-failures", huge], ["--user-id", huge],
                          ["--simulate-latency", huge], ["--simulate-failures=" + huge + ":2"]] {
            let line = errorLine(CommandLineParser.parse(arguments))
            XCTAssertLessThanOrEqual(line.count, CommandLineParser.longestErrorLine + "vsm-profile-gtk: ".count,
                                     String(line.prefix(200)))
            XCTAssertTrue(line.contains("aaa…"), String(line.prefix(200)))
        }
        // Short values are still quoted whole.
        XCTAssertTrue(errorLine(CommandLineParser.parse(["--simulate-failures", "explode"])).contains("'explode'"))
    }

    func testNonUTF8DataDirIsRefusedNotRepaired() {
        let bad: [UInt8] = Array("bad".utf8) + [0xFF, 0xFE] + Array("name".utf8)
        for arguments in [[Array("--data-dir".utf8), bad], [Array("--data-dir=".utf8) + bad]] {
            let line = errorLine(CommandLineParser.parse(argumentBytes: arguments))
            XCTAssertEqual(line, "vsm-profile-gtk: --data-dir: the folder name 'bad\\xFF\\xFEname' is not valid UTF-8; use a folder whose path is UTF-8")
        }
        let other = errorLine(CommandLineParser.parse(argumentBytes: [[0xC3]]))
        XCTAssertTrue(other.contains("'\\xC3' is not valid UTF-8"), other)
        XCTAssertEqual(
            CommandLineParser.parse(argumentBytes: [Array("--data-dir".utf8), Array("/tmp/Zoë".utf8)]),
            .run(LaunchOptions(dataDirectory: "/tmp/Zoë"))
        )
    }
}
