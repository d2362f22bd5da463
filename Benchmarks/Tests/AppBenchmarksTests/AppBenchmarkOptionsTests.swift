import Glibc
import XCTest
@testable import AppBenchmarks

/// The benchmark's command line: defaults, every flag, `--help`, and bad input rejected
/// with a message naming the flag or value, before anything is launched.
final class AppBenchmarkOptionsTests: XCTestCase {
    func testDefaultsAndEveryFlag() throws {
        XCTAssertEqual(try AppBenchmarkOptions.parse([]), AppBenchmarkOptions())
        let options = try AppBenchmarkOptions.parse(["--rounds", "3", "--saves", "20", "--external", "5", "--external-timeout", "2",
                                                     "--scroll-rounds", "4"])
        XCTAssertEqual(options.rounds, 3)
        XCTAssertEqual(options.saves, 20)
        XCTAssertEqual(options.externalChanges, 5)
        XCTAssertEqual(options.externalTimeoutSeconds, 2)
        XCTAssertEqual(options.scrollRounds, 4)
        XCTAssertEqual(AppBenchmarkOptions().scrollRounds, 5)
        XCTAssertEqual(options.parts, Set(AppBenchmarkOptions.Part.allCases), "every part unless --only")
    }

    func testOnlyRunsTheNamedParts() throws {
        XCTAssertEqual(try AppBenchmarkOptions.parse(["--only", "posts"]).parts, [.posts])
        let two = try AppBenchmarkOptions.parse(["--only", "launch", "--rounds", "5", "--only", "posts"])
        XCTAssertEqual(two.parts, [.launch, .posts])
        XCTAssertEqual(two.rounds, 5, "--rounds applies to the posts part too")
        XCTAssertEqual(try AppBenchmarkOptions.parse(["--only", "interaction"]).parts, [.interaction])
        XCTAssertEqual(try AppBenchmarkOptions.parse(["--only", "scroll"]).parts, [.scroll])
    }

    func testBadInputIsRejectedWithAMessageNamingIt() {
        let cases: [([String], String)] = [
            (["--rounds"], "'--rounds' needs a value"),
            (["--rounds", "0"], "'0' for --rounds"),
            (["--saves", "-3"], "'-3' for --saves"),
            (["--external", "many"], "'many' for --external"),
            (["--external-timeout", "100001"], "'100001' for --external-timeout"),
            (["--rounds", "2.5"], "'2.5' for --rounds"),
            (["--launches", "3"], "unknown option '--launches'"),
            (["3"], "'3' needs a value"),
            (["--only"], "'--only' needs a value"),
            (["--only", "everything"], "'everything' for --only"),
            (["--only", "5"], "'5' for --only"),
            (["--scroll-rounds", "0"], "'0' for --scroll-rounds"),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try AppBenchmarkOptions.parse(arguments), "\(arguments)") { error in
                guard case BenchmarkError.usage(let message) = error else {
                    return XCTFail("\(arguments): expected a usage error, got \(error)")
                }
                XCTAssertTrue(message.contains(expected), "\(arguments): '\(message)' does not say \(expected)")
                XCTAssertTrue(message.contains(AppBenchmarkOptions.usage), "\(arguments): the usage follows")
            }
        }
    }

    func testHelpIsRequestedByEitherSpellingWherever() throws {
        for arguments in [["--help"], ["-h"], ["--rounds", "3", "--help"], ["--help", "--launches"]] {
            XCTAssertTrue(try AppBenchmarkOptions.parse(arguments).helpRequested, "\(arguments)")
        }
        XCTAssertFalse(try AppBenchmarkOptions.parse([]).helpRequested)
        XCTAssertTrue(AppBenchmarkOptions.help.hasPrefix(AppBenchmarkOptions.usage))
        for flag in ["--rounds", "--saves", "--external", "--external-timeout", "--scroll-rounds", "--only", "--help"] + AppBenchmarkOptions.Part.allCases.map(\.rawValue) {
            XCTAssertTrue(AppBenchmarkOptions.help.contains(flag), "the help describes \(flag)")
        }
    }

    /// The built executable (next to the test bundle) prints the help on stdout and exits 0,
    /// without a display and without launching anything.
    func testHelpExitsZeroAndPrintsTheUsage() throws {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        XCTAssertGreaterThan(length, 0)
        let testBinary = String(decoding: buffer[..<max(length, 0)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let executable = String(testBinary[..<(testBinary.lastIndex(of: "/") ?? testBinary.endIndex)]) + "/app-benchmarks"
        guard access(executable, X_OK) == 0 else {
            return XCTFail("\(executable) is missing: build it with `swift build --build-tests`")
        }
        let child = try ChildProcess(path: executable, arguments: ["--help"], environment: ["PATH": "/usr/bin:/bin"],
                                     capturesStandardOutput: true)
        let output = child.remainingOutput(deadline: MonotonicClock.now() + 30_000_000_000)
        XCTAssertTrue(child.reap().succeeded, output)
        XCTAssertTrue(output.hasPrefix(AppBenchmarkOptions.usage), output)
    }
}
