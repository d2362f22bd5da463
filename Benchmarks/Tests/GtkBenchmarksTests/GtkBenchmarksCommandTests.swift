import ArgumentParser
import Foundation
import BenchmarkTestSupport
import XCTest
@testable import GtkBenchmarks

/// `gtk-benchmarks`' subcommands, through ArgumentParser: `latency` when none is named, each
/// one's positional arguments and defaults, and bad input rejected as a usage error (exit 64)
/// before GTK starts, so none of this needs a display.
final class GtkBenchmarksCommandTests: XCTestCase {
    typealias Command = GtkBenchmarksCommand

    func testLatencyIsTheDefaultWithItsDefaults() throws {
        for arguments in [[], ["latency"]] {
            let latency = try XCTUnwrap(try Command.parseAsRoot(arguments) as? Command.Latency, "\(arguments)")
            XCTAssertEqual(latency.samples, 2_000)
            XCTAssertEqual(latency.rounds, 3)
            XCTAssertEqual(latency.gapMicroseconds, 200)
            XCTAssertEqual(latency.motion, .animate)
        }
    }

    func testLatencyTakesEveryArgument() throws {
        let latency = try XCTUnwrap(try Command.parseAsRoot(["latency", "500", "2", "100", "static"]) as? Command.Latency)
        XCTAssertEqual(latency.samples, 500)
        XCTAssertEqual(latency.rounds, 2)
        XCTAssertEqual(latency.gapMicroseconds, 100)
        XCTAssertEqual(latency.motion, .static)
        let fewer = try XCTUnwrap(try Command.parseAsRoot(["latency", "500"]) as? Command.Latency)
        XCTAssertEqual(fewer.samples, 500)
        XCTAssertEqual(fewer.rounds, 3, "the arguments not given keep their defaults")
    }

    func testLeaksAndListsTakeACount() throws {
        XCTAssertEqual(try XCTUnwrap(try Command.parseAsRoot(["leaks"]) as? Command.Leaks).count, 1_000)
        XCTAssertEqual(try XCTUnwrap(try Command.parseAsRoot(["leaks", "10"]) as? Command.Leaks).count, 10)
        XCTAssertEqual(try XCTUnwrap(try Command.parseAsRoot(["lists"]) as? Command.Lists).updates, 20)
        XCTAssertEqual(try XCTUnwrap(try Command.parseAsRoot(["lists", "5"]) as? Command.Lists).updates, 5)
    }

    func testTheScriptsCallgrindInvocationParses() throws {
        // scripts/callgrind/bench_check.py runs `gtk-benchmarks callgrind list-apply`.
        let callgrind = try XCTUnwrap(try Command.parseAsRoot(["callgrind", "list-apply"]) as? Command.Callgrind)
        XCTAssertEqual(callgrind.scenario, .listApply)
        XCTAssertEqual(callgrind.updates, 10)
        let longer = try XCTUnwrap(try Command.parseAsRoot(["callgrind", "list-apply", "3"]) as? Command.Callgrind)
        XCTAssertEqual(longer.updates, 3)
    }

    func testBadInputIsAUsageErrorNamingIt() {
        let cases: [([String], String)] = [
            (["latency", "0"], "'0' for <samples> is not a positive integer"),
            (["latency", "10", "0"], "'0' for <rounds>"),
            (["latency", "10", "2", "0"], "'0' for <gap-us>"),
            // A negative number reads as an option, which none of them has.
            (["latency", "10", "2", "-1"], "Unknown option '-1'"),
            (["latency", "ten"], "The value 'ten' is invalid for '<samples>'"),
            (["latency", "10", "2", "100", "spin"], "The value 'spin' is invalid for '<motion>'"),
            (["latency", "10", "2", "100", "static", "extra"], "Unexpected argument 'extra'"),
            (["leaks", "0"], "'0' for <count>"),
            (["leaks", "many"], "The value 'many' is invalid for '<count>'"),
            (["lists", "-3"], "Unknown option '-3'"),
            (["callgrind"], "Missing expected argument '<scenario>'"),
            (["callgrind", "sync"], "The value 'sync' is invalid for '<scenario>'"),
            (["callgrind", "list-apply", "0"], "'0' for <updates>"),
            (["--bogus"], "Unknown option '--bogus'"),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try Command.parseAsRoot(arguments), "\(arguments)") { error in
                let message = Command.message(for: error)
                XCTAssertEqual(Command.exitCode(for: error), .validationFailure, "\(arguments): \(message)")
                XCTAssertTrue(message.contains(expected), "\(arguments): '\(message)' does not say \(expected)")
            }
        }
    }

    func testHelpDescribesEverySubcommandAndArgument() throws {
        // With subcommands, `--help` parses as ArgumentParser's own help command, not as one of ours.
        let parsed = try Command.parseAsRoot(["--help"])
        let ours: [any ParsableCommand.Type] = [Command.Latency.self, Command.Leaks.self, Command.Lists.self, Command.Callgrind.self]
        XCTAssertFalse(ours.contains { $0 == type(of: parsed) }, "\(type(of: parsed))")
        let root = Command.helpMessage()
        for name in ["latency", "leaks", "lists", "callgrind"] {
            XCTAssertTrue(root.contains(name), "the help names \(name)")
        }
        let texts: [(any ParsableCommand.Type, [String])] = [
            (Command.Latency.self, ["<samples>", "<rounds>", "<gap-us>", "<motion>", "animate", "static"]),
            (Command.Leaks.self, ["<count>"]),
            (Command.Lists.self, ["<updates>"]),
            (Command.Callgrind.self, ["<scenario>", "list-apply", "<updates>", "callgrind-operations"]),
        ]
        for (subcommand, expected) in texts {
            let help = Command.helpMessage(for: subcommand)
            for text in expected {
                XCTAssertTrue(help.contains(text), "\(subcommand)'s help describes \(text)")
            }
        }
    }

    /// The built executable (next to the test bundle): `--help` exits 0 and a bad count 64,
    /// both before GTK starts, so without a display.
    func testTheExecutablesExitStatuses() throws {
        let help = try runSiblingExecutable("gtk-benchmarks", ["--help"])
        XCTAssertEqual(help.status, 0, help.standardError)
        XCTAssertTrue(help.standardOutput.contains("USAGE: gtk-benchmarks"), help.standardOutput)
        let bad = try runSiblingExecutable("gtk-benchmarks", ["leaks", "0"])
        XCTAssertEqual(bad.status, ExitCode.validationFailure.rawValue)
        XCTAssertEqual(bad.standardOutput, "")
        XCTAssertTrue(bad.standardError.hasPrefix("Error: '0' for <count> is not a positive integer"), bad.standardError)
    }
}
