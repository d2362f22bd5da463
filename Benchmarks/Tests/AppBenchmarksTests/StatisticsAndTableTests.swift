import XCTest
@testable import AppBenchmarks

/// Nearest-rank percentiles (every figure is a measured value) and the printed table.
final class StatisticsAndTableTests: XCTestCase {
    func testNearestRankPercentiles() {
        let hundred = Statistics((1...100).reversed().map(Double.init))
        XCTAssertEqual(hundred.median, 50)
        XCTAssertEqual(hundred.percentile(99), 99)
        XCTAssertEqual(hundred.percentile(100), 100)
        XCTAssertEqual(hundred.minimum, 1)
        XCTAssertEqual(hundred.maximum, 100)
        let three = Statistics([30, 10, 20])
        XCTAssertEqual(three.median, 20)
        XCTAssertEqual(three.percentile(99), 30)
        XCTAssertEqual(Statistics([7]).percentile(1), 7)
    }

    func testFormats() {
        XCTAssertEqual(Format.milliseconds(12_345_678), "12.3 ms")
        XCTAssertEqual(Format.milliseconds(1_000_000_000), "1000.0 ms")
        XCTAssertEqual(Format.mebibytes(165_888), "162.0 MiB")
        XCTAssertEqual(Format.ratio(1.2449), "1.24×")
        XCTAssertEqual(Format.ratio(2), "2.00×")
        XCTAssertEqual(Format.signedMilliseconds(3_240_000), "+3.2 ms")
        XCTAssertEqual(Format.signedMilliseconds(-400_000), "-0.4 ms")
        XCTAssertEqual(Format.signedMebibytes(4_198), "+4.1 MiB")
        XCTAssertEqual(Format.signedMebibytes(-1_024), "-1.0 MiB")
        XCTAssertEqual(Format.decimal(3.96, 0), "4")
    }

    func testTableAlignsColumnsAndMarksTargets() {
        var table = ResultTable()
        table.add(.init(figure: "launch", baseline: "C 10.0 ms", result: "12.0 ms", ratio: "1.20×", target: "≤ 1.3×", met: true))
        table.add(.init(figure: "external change", baseline: "—", result: "not seen within 3 s", ratio: "—", target: "p99 < 1 s", met: false))
        table.add(.init(figure: "detail", baseline: "—", result: "1", ratio: "—", target: "—", met: nil))
        let lines = table.render().split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5)
        XCTAssertEqual(Set(lines.map(\.count)).count, 1, "every line has the same width:\n\(lines.joined(separator: "\n"))")
        XCTAssertTrue(lines[2].contains("PASS"))
        XCTAssertTrue(lines[3].contains("FAIL"))
        XCTAssertTrue(lines[4].hasSuffix("| —    |"))
    }
}
