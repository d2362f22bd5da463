import XCTest
@testable import AppBenchmarks

/// The benchmark's command line: defaults, every flag, and bad input rejected with a
/// message naming the flag or value, before anything is launched.
final class AppBenchmarkOptionsTests: XCTestCase {
    func testDefaultsAndEveryFlag() throws {
        XCTAssertEqual(try AppBenchmarkOptions.parse([]), AppBenchmarkOptions())
        let options = try AppBenchmarkOptions.parse(["--rounds", "3", "--saves", "20", "--external", "5", "--external-timeout", "2"])
        XCTAssertEqual(options.rounds, 3)
        XCTAssertEqual(options.saves, 20)
        XCTAssertEqual(options.externalChanges, 5)
        XCTAssertEqual(options.externalTimeoutSeconds, 2)
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
}
