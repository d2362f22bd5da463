import TestSupport
import XCTest
@testable import VSM

/// The Apple library's debug option names compile and mean what ours do.
final class DebugOptionAliasTests: XCTestCase {
    func testAppleNamesMapToOurOptions() {
        let apple: _StateContainerDebugOptions = .enumDefaults
        XCTAssertEqual(apple, [.didSet, .print, .container, .event, .caseLabelOnly])
        XCTAssertEqual(StateContainerDebugOptions.enumLabel, .caseLabelOnly)
        XCTAssertEqual(StateContainerDebugOptions.conciseEnum, [.didSet, .print, .caseLabelOnly])
        // The Apple presets without `.memory`, whose addresses would make lines differ per run.
        XCTAssertEqual(StateContainerDebugOptions.defaults, [.didSet, .print, .container, .event])
    }

    @MainActor
    func testAppleSpellingLogsCaseLabels() async {
        let container = StateContainer(state: LoadState.initialized)
            ._debug(options: [.willSet, .didSet, .print, .event, .enumLabel])
        let log = LogCapture()
        log.attach(to: container)

        container.observe(.failed(message: "secret"))

        XCTAssertEqual(log.lines.count, 2)
        XCTAssertTrue(log.lines[0].hasSuffix(" LoadState willSet failed\n"), log.lines[0])
        XCTAssertTrue(log.lines[1].hasSuffix(" LoadState didSet failed\n"), log.lines[1])
    }
}
