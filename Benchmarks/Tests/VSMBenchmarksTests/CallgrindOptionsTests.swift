import XCTest
@testable import VSMBenchmarks

/// `--callgrind` and `--iterations`: the scenario names the check script passes, and bad input
/// rejected before anything runs.
final class CallgrindOptionsTests: XCTestCase {
    func testEveryScenarioParsesWithOrWithoutIterations() throws {
        for scenario in CallgrindScenario.allCases {
            let options = try BenchmarkOptions.parse(["--callgrind", scenario.rawValue])
            XCTAssertEqual(options.callgrind, scenario)
            XCTAssertNil(options.iterations)
            XCTAssertGreaterThan(scenario.defaultIterations, 0)
        }
        let options = try BenchmarkOptions.parse(["--callgrind", "sync", "--iterations", "500"])
        XCTAssertEqual(options.callgrind, .sync)
        XCTAssertEqual(options.iterations, 500)
    }

    func testTheScriptsScenarioNamesExist() {
        // scripts/callgrind/bench_check.py runs these by name.
        XCTAssertEqual(Set(CallgrindScenario.allCases.map(\.rawValue)), ["sync", "sync-baseline", "batch"])
    }

    func testBadInputIsRejectedInOneLineNamingIt() {
        let cases: [([String], String)] = [
            (["--callgrind"], "'--callgrind' needs a value"),
            (["--callgrind", "launch"], "'launch' for --callgrind is not one of sync, sync-baseline, batch"),
            (["--callgrind", "sync", "--iterations", "0"], "'0' for --iterations"),
            (["--iterations", "10"], "'--iterations' applies only to --callgrind"),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try BenchmarkOptions.parse(arguments), "\(arguments)") { error in
                let message = (error as? BenchmarkOptions.Failure)?.description ?? "\(error)"
                XCTAssertTrue(message.contains(expected), "\(arguments): '\(message)' does not say \(expected)")
                XCTAssertFalse(message.contains("\n"), "one line: \(message)")
            }
        }
    }

    func testHelpDescribesTheCallgrindMode() {
        for text in ["--callgrind", "--iterations"] + CallgrindScenario.allCases.map(\.rawValue) {
            XCTAssertTrue(BenchmarkOptions.help.contains(text), "the help describes \(text)")
        }
    }
}
