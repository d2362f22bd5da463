import OpenCombine
import VSM
import VSMCombineTesting
import VSMTesting
import XCTest

/// What a test reads when a journey is wrong: which state differs, what arrived, where.
final class JourneyFailureTests: XCTestCase {
    func test_aWrongJourney_printsADiffOfExpectedAndActual_atTheCallersLine() async {
        let line: UInt = #line + 2
        let (_, failures) = await collectFailures {
            await expectStates(of: StateSequence<LoadState>({ .loading }, { .failed(message: "offline") }),
                               [.loading, .loaded("alice")])
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.location.line, line)
        XCTAssertEqual(failures.first?.location.fileID, "VSMTestingTests/JourneyFailureTests.swift")
        print(failures.first?.message ?? "")
    }
}
