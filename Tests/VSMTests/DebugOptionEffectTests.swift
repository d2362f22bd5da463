import XCTest
@testable import VSM

/// Each debug option does what its name says, alone and with others; none switches
/// logging off by being an empty set.
final class DebugOptionEffectTests: XCTestCase {
    private static let named: [(String, StateContainerDebugOptions)] = [
        ("willSet", .willSet), ("didSet", .didSet), ("caseLabelOnly", .caseLabelOnly),
        ("stateTypeFullName", .stateTypeFullName), ("print", .print), ("nsLog", .nsLog),
        ("memory", .memory), ("container", .container), ("event", .event),
    ]

    func testEveryOptionIsOneBitOfItsOwn() {
        for (index, (name, option)) in Self.named.enumerated() {
            XCTAssertEqual(option.rawValue.nonzeroBitCount, 1, name)
            for (otherName, other) in Self.named[(index + 1)...] {
                XCTAssertTrue(option.isDisjoint(with: other), "\(name) and \(otherName) share a bit")
            }
        }
    }

    /// The lines `options` produce for one change from `.initialized` to `.failed(…)`, with
    /// the `vsm[<seconds>] ` prefix removed.
    @MainActor
    private func lines(
        _ options: StateContainerDebugOptions,
        of container: StateContainer<LoadState> = StateContainer(state: .initialized)
    ) -> [String] {
        container._debug(options: options)
        let log = LogCapture()
        log.attach(to: container)
        container.observe(.failed(message: "disk"))
        return log.lines.map { line in
            guard let close = line.firstIndex(of: "]") else { return line }
            return String(line[line.index(close, offsetBy: 2)...])
        }
    }

    @MainActor
    func testOptionsThatNameNoEventLogDidSetLines() async {
        let expected = ["LoadState didSet failed(message: \"disk\")\n"]
        for (name, option) in [("print", StateContainerDebugOptions.print), ("nsLog", .nsLog),
                               ("event", .event), ("container", .container)] {
            XCTAssertEqual(lines(option), expected, name)
        }
        XCTAssertEqual(lines(.enumLabel), ["LoadState didSet failed\n"])
        XCTAssertEqual(lines(.stateTypeFullName), ["VSMTests.LoadState didSet failed(message: \"disk\")\n"])
    }

    @MainActor
    func testEventsChooseTheLines() async {
        XCTAssertEqual(lines([.willSet, .print]), ["LoadState willSet failed(message: \"disk\")\n"])
        XCTAssertEqual(lines([.didSet, .print]), ["LoadState didSet failed(message: \"disk\")\n"])
        XCTAssertEqual(lines([.willSet, .didSet, .enumLabel]), ["LoadState willSet failed\n", "LoadState didSet failed\n"])
    }

    @MainActor
    func testPresetsProduceTheDocumentedLines() async {
        let full = ["LoadState didSet failed(message: \"disk\")\n"]
        let label = ["LoadState didSet failed\n"]
        XCTAssertEqual(lines(.defaults), full)
        XCTAssertEqual(lines(.enumDefaults), label)
        XCTAssertEqual(lines(.conciseEnum), label)
        XCTAssertEqual(lines(.all), [
            "VSMTests.LoadState willSet failed(message: \"disk\")\n",
            "VSMTests.LoadState didSet failed(message: \"disk\")\n",
        ])
    }

    @MainActor
    func testMemoryPutsTheContainersAddressBeforeTheLabel() async {
        let container = StateContainer(state: LoadState.initialized)
        let other = StateContainer(state: LoadState.initialized)
        let address = DebugLogger.address(of: ObjectIdentifier(container))
        XCTAssertTrue(address.hasPrefix("[0x") && address.count == 20, address)

        let mine = lines([.memory, .enumLabel], of: container)
        XCTAssertEqual(mine, ["\(address) LoadState didSet failed\n"])
        XCTAssertNotEqual(lines([.memory, .enumLabel], of: other), mine, "two containers, two addresses")
        XCTAssertEqual(lines(.enumLabel), ["LoadState didSet failed\n"], "no address without .memory")
    }

    @MainActor
    func testOnlyTheEmptySetTurnsLoggingOff() async {
        XCTAssertEqual(lines([]), [])
    }
}
