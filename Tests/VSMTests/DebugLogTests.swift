@testable import VSM
import XCTest

final class DebugLogTests: XCTestCase {
    /// `vsm[<seconds>.<6 digits>] <label> <event> <state>\n`
    private func assertLine(
        _ line: String,
        label: String,
        event: String,
        state: String,
        file: StaticString = #filePath,
        lineNumber: UInt = #line
    ) {
        let prefix = "vsm["
        guard line.hasPrefix(prefix), let close = line.firstIndex(of: "]") else {
            return XCTFail("not a vsm log line: \(line)", file: file, line: lineNumber)
        }
        let stamp = line[line.index(line.startIndex, offsetBy: prefix.count)..<close]
        let parts = stamp.split(separator: ".", omittingEmptySubsequences: false)
        XCTAssertEqual(parts.count, 2, "timestamp \(stamp)", file: file, line: lineNumber)
        XCTAssertTrue(parts.first.map { !$0.isEmpty && $0.allSatisfy(\.isNumber) } ?? false,
                      "timestamp \(stamp)", file: file, line: lineNumber)
        XCTAssertTrue(parts.last.map { $0.count == 6 && $0.allSatisfy(\.isNumber) } ?? false,
                      "timestamp \(stamp)", file: file, line: lineNumber)
        XCTAssertEqual(String(line[line.index(after: close)...]), " \(label) \(event) \(state)\n",
                       file: file, line: lineNumber)
    }

    @MainActor
    func testDefaultOptionsLogDidSetWithFullDescription() async {
        let container = StateContainer(state: LoadState.initialized)._debug()
        let log = LogCapture()
        log.attach(to: container)

        container.observe(.loaded("ada"))

        XCTAssertEqual(log.lines.count, 1)
        assertLine(log.lines[0], label: "LoadState", event: "didSet", state: "loaded(\"ada\")")
    }

    @MainActor
    func testWillSetAndCaseLabelOnly() async {
        let container = StateContainer(state: LoadState.initialized)
            ._debug(options: [.willSet, .didSet, .caseLabelOnly])
        let log = LogCapture()
        log.attach(to: container)

        container.observe(.failed(message: "secret"))
        container.observe(.loading)

        XCTAssertEqual(log.lines.count, 4)
        assertLine(log.lines[0], label: "LoadState", event: "willSet", state: "failed")
        assertLine(log.lines[1], label: "LoadState", event: "didSet", state: "failed")
        assertLine(log.lines[2], label: "LoadState", event: "willSet", state: "loading")
        assertLine(log.lines[3], label: "LoadState", event: "didSet", state: "loading")
    }

    @MainActor
    func testFullTypeNameOption() async {
        let container = StateContainer(state: 1)._debug(options: [.didSet, .stateTypeFullName])
        let log = LogCapture()
        log.attach(to: container)

        container.observe(2)

        assertLine(log.lines[0], label: "Swift.Int", event: "didSet", state: "2")
    }

    @MainActor
    func testEmptyOptionsTurnLoggingOff() async {
        let container = StateContainer(state: 1)._debug()._debug(options: [])
        let log = LogCapture()
        log.attach(to: container)

        container.observe(2)

        XCTAssertEqual(log.lines, [])
    }

    @MainActor
    func testTimestampsAreMonotonic() async {
        let container = StateContainer(state: 0)._debug()
        let log = LogCapture()
        log.attach(to: container)
        for value in 1...50 { container.observe(value) }

        let stamps = log.lines.compactMap { line -> Double? in
            guard let close = line.firstIndex(of: "]") else { return nil }
            return Double(line[line.index(line.startIndex, offsetBy: 4)..<close])
        }
        XCTAssertEqual(stamps.count, 50)
        XCTAssertEqual(stamps, stamps.sorted())
    }

    @MainActor
    func testCaseLabelOfStructIsItsDescription() async {
        struct Pair: CustomStringConvertible {
            var description: String { "pair" }
        }
        XCTAssertEqual(DebugLogger.caseLabel(of: Pair()), "pair")
        XCTAssertEqual(DebugLogger.caseLabel(of: LoadState.loaded("x")), "loaded")
        XCTAssertEqual(DebugLogger.caseLabel(of: LoadState.initialized), "initialized")
    }

    @MainActor
    func testEnvironmentValues() async {
        var reports: [String] = []
        XCTAssertEqual(DebugLogger.parseEnvironmentValue("1") { reports.append($0) }, .defaults)
        XCTAssertNil(DebugLogger.parseEnvironmentValue("0") { reports.append($0) })
        XCTAssertNil(DebugLogger.parseEnvironmentValue("") { reports.append($0) })
        XCTAssertEqual(reports, [])

        XCTAssertNil(DebugLogger.parseEnvironmentValue("yes please") { reports.append($0) })
        XCTAssertEqual(reports, ["vsm: ignoring VSM_DEBUG=yes please (expected 1 or 0)\n"])
    }
}
