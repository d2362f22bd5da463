import XCTest
@testable import VSMBenchmarks

/// `--callgrind` and `--iterations`: the scenario names the check script passes, and bad input
/// rejected before anything runs.
final class CallgrindOptionsTests: XCTestCase {
    func testEveryScenarioParsesWithOrWithoutIterations() throws {
        for scenario in CallgrindScenario.allCases {
            let options = try VSMBenchmarksCommand.parse(["--callgrind", scenario.rawValue])
            XCTAssertEqual(options.callgrind, scenario)
            XCTAssertNil(options.iterations)
            XCTAssertGreaterThan(scenario.defaultIterations, 0)
        }
        let options = try VSMBenchmarksCommand.parse(["--callgrind", "sync", "--iterations", "500"])
        XCTAssertEqual(options.callgrind, .sync)
        XCTAssertEqual(options.iterations, 500)
    }

    func testTheScriptsScenarioNamesExist() {
        // scripts/callgrind/bench_check.py runs these by name.
        XCTAssertEqual(
            Set(CallgrindScenario.allCases.map(\.rawValue)),
            ["sync", "sync-baseline", "batch", "stream-floor", "stream-observe", "stream-observe-async"]
        )
    }

    func testBadInputIsAUsageErrorNamingIt() {
        let cases: [([String], String)] = [
            (["--callgrind"], "Missing value for '--callgrind <scenario>'"),
            (["--callgrind", "launch"], "The value 'launch' is invalid for '--callgrind <scenario>'"),
            (["--callgrind", "sync", "--iterations", "0"], "'0' for --iterations is not a positive integer"),
            (["--iterations", "10"], "'--iterations' applies only to --callgrind"),
        ]
        for (arguments, expected) in cases {
            assertUsageError(arguments, says: expected)
        }
    }

    func testHelpDescribesTheCallgrindMode() {
        let help = VSMBenchmarksCommand.helpMessage()
        for text in ["--callgrind", "--iterations", "callgrind-operations"] + CallgrindScenario.allCases.map(\.rawValue) {
            XCTAssertTrue(help.contains(text), "the help describes \(text)")
        }
    }
}
