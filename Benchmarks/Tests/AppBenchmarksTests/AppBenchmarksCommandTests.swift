import ArgumentParser
import Glibc
import XCTest
@testable import AppBenchmarks

/// The benchmark's command line, through ArgumentParser: defaults, every flag, `--help`, and
/// bad input rejected as a usage error (exit 64) naming the flag or value, before anything is
/// launched.
final class AppBenchmarksCommandTests: XCTestCase {
    func testDefaultsAndEveryFlag() throws {
        let defaults = try AppBenchmarksCommand.parse([])
        XCTAssertEqual(defaults.rounds, 15)
        XCTAssertEqual(defaults.saves, 200)
        XCTAssertEqual(defaults.externalChanges, 50)
        XCTAssertEqual(defaults.externalTimeoutSeconds, 3)
        XCTAssertEqual(defaults.scrollRounds, 5)
        XCTAssertEqual(defaults.parts, Set(AppBenchmarksCommand.Part.allCases), "every part unless --only")
        XCTAssertNil(defaults.serverURL, "no server unless --server-url")

        let options = try AppBenchmarksCommand.parse(["--rounds", "3", "--saves", "20", "--external", "5", "--external-timeout", "2",
                                                      "--scroll-rounds", "4"])
        XCTAssertEqual(options.rounds, 3)
        XCTAssertEqual(options.saves, 20)
        XCTAssertEqual(options.externalChanges, 5)
        XCTAssertEqual(options.externalTimeoutSeconds, 2)
        XCTAssertEqual(options.scrollRounds, 4)
        XCTAssertEqual(options.parts, Set(AppBenchmarksCommand.Part.allCases))
        XCTAssertEqual(try AppBenchmarksCommand.parse(["--rounds", "100000"]).rounds, 100_000, "the range's top is allowed")
    }

    func testOnlyRunsTheNamedParts() throws {
        XCTAssertEqual(try AppBenchmarksCommand.parse(["--only", "posts"]).parts, [.posts])
        let two = try AppBenchmarksCommand.parse(["--only", "launch", "--rounds", "5", "--only", "posts"])
        XCTAssertEqual(two.parts, [.launch, .posts])
        XCTAssertEqual(two.rounds, 5, "--rounds applies to the posts part too")
        XCTAssertEqual(try AppBenchmarksCommand.parse(["--only", "interaction"]).parts, [.interaction])
        XCTAssertEqual(try AppBenchmarksCommand.parse(["--only", "scroll"]).parts, [.scroll])
    }

    func testServerURLTakesWhatTheAppsServerOptionTakes() throws {
        for url in ["http://127.0.0.1:8080", "https://profiles.example.org", "HTTP://localhost:1/", "http://[::1]:8080/api",
                    "http://host:65535/v"] {
            XCTAssertEqual(try AppBenchmarksCommand.parse(["--server-url", url, "--only", "launch"]).serverURL, url)
        }
        for url in ["127.0.0.1:8080", "ftp://host", "http://", "http:///path", "http://host:0", "http://host:65536",
                    "http://host:+80", "http://host:", "http://host:80x", "http://host/?q=1", "http://host/#top",
                    "http://user@host", "http://ho st", "http://[::1", "http://[::1]x", "mailto:someone", ""] {
            XCTAssertFalse(AppBenchmarksCommand.isServerURL(url), url)
        }
    }

    func testBadInputIsAUsageErrorNamingIt() {
        let cases: [([String], String)] = [
            (["--rounds"], "Missing value for '--rounds <n>'"),
            (["--rounds", "0"], "'0' for --rounds is not an integer from 1 to 100000"),
            (["--saves", "-3"], "--saves"),
            (["--external", "many"], "The value 'many' is invalid for '--external <n>'"),
            (["--external-timeout", "100001"], "'100001' for --external-timeout"),
            (["--rounds", "2.5"], "The value '2.5' is invalid for '--rounds <n>'"),
            (["--launches", "3"], "Unknown option '--launches'"),
            (["3"], "Unexpected argument '3'"),
            (["--only"], "Missing value for '--only <part>'"),
            (["--only", "everything"], "The value 'everything' is invalid for '--only <part>'"),
            (["--only", "5"], "The value '5' is invalid for '--only <part>'"),
            (["--scroll-rounds", "0"], "'0' for --scroll-rounds"),
            (["--server-url"], "Missing value for '--server-url <url>'"),
            (["--server-url", "localhost:8080"], "'localhost:8080' for --server-url is not an http or https URL with a host"),
            (["--server-url", "ftp://localhost"], "--server-url is not an http or https URL"),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try AppBenchmarksCommand.parse(arguments), "\(arguments)") { error in
                let message = AppBenchmarksCommand.message(for: error)
                XCTAssertEqual(AppBenchmarksCommand.exitCode(for: error), .validationFailure, "\(arguments): \(message)")
                XCTAssertTrue(message.contains(expected), "\(arguments): '\(message)' does not say \(expected)")
            }
        }
    }

    func testHelpIsRequestedByEitherSpellingWherever() throws {
        for arguments in [["--help"], ["-h"], ["--rounds", "3", "--help"]] {
            XCTAssertThrowsError(try AppBenchmarksCommand.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(AppBenchmarksCommand.exitCode(for: error), .success, "\(arguments)")
            }
        }
        let help = AppBenchmarksCommand.helpMessage()
        XCTAssertTrue(help.contains("USAGE: app-benchmarks"), help)
        for flag in ["--rounds", "--saves", "--external", "--external-timeout", "--scroll-rounds", "--only", "--server-url", "--help"]
            + AppBenchmarksCommand.Part.allCases.map(\.rawValue) {
            XCTAssertTrue(help.contains(flag), "the help describes \(flag)")
        }
    }

    /// The built executable (next to the test bundle) prints the help on stdout and exits 0,
    /// without a display and without launching anything; a bad option exits 64.
    func testTheExecutablesExitStatuses() throws {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        XCTAssertGreaterThan(length, 0)
        let testBinary = String(decoding: buffer[..<max(length, 0)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let executable = String(testBinary[..<(testBinary.lastIndex(of: "/") ?? testBinary.endIndex)]) + "/app-benchmarks"
        guard access(executable, X_OK) == 0 else {
            return XCTFail("\(executable) is missing: build it with `swift build --build-tests`")
        }
        let help = try ChildProcess(path: executable, arguments: ["--help"], environment: ["PATH": "/usr/bin:/bin"],
                                    capturesStandardOutput: true)
        let output = help.remainingOutput(deadline: MonotonicClock.now() + 30_000_000_000)
        XCTAssertTrue(help.reap().succeeded, output)
        XCTAssertTrue(output.contains("USAGE: app-benchmarks"), output)

        let bad = try ChildProcess(path: executable, arguments: ["--launches", "3"], environment: ["PATH": "/usr/bin:/bin"],
                                   capturesStandardOutput: true)
        let complaint = bad.remainingOutput(deadline: MonotonicClock.now() + 30_000_000_000)
        // The raw wait status: the exit code is in its second byte.
        XCTAssertEqual((bad.reap().status >> 8) & 0xff, ExitCode.validationFailure.rawValue, complaint)
        XCTAssertTrue(complaint.contains("Unknown option '--launches'"), complaint)
    }
}
