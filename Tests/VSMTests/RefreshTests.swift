import TestSupport
import XCTest
@testable import VSM

final class RefreshTests: XCTestCase {
    @MainActor
    func testRefreshReturnsOnceStateIsSet() async {
        let container = StateContainer(state: LoadState.loaded("old"))

        await container.refresh { .loaded("new") }

        XCTAssertEqual(container.state, .loaded("new"))
    }

    @MainActor
    func testCancellingCallerCancelsActionAndItsStateNeverLands() async {
        let container = StateContainer(state: LoadState.loaded("old"))
        let recorder = DidSetRecorder(container)
        let sawCancellation = Flag()
        let gate = Gate()

        let caller = Task { @MainActor in
            await container.refresh {
                await gate.wait(reportingCancellationTo: sawCancellation)
                return .loaded("refreshed")
            }
        }
        await waitUntil("the refresh action to start") { gate.waiterCount == 1 }
        caller.cancel()
        await waitUntil("the action to see the caller's cancellation") { sawCancellation.isSet }
        gate.open()
        await caller.value

        XCTAssertEqual(recorder.states, [])
        XCTAssertEqual(container.state, .loaded("old"))
    }

    @MainActor
    func testNewerObserveCancelsRefreshActionAndRefreshReturns() async {
        let container = StateContainer(state: LoadState.loaded("old"))
        let sawCancellation = Flag()
        let returned = Flag()

        let caller = Task { @MainActor in
            await container.refresh {
                // Ends only when cancelled: returning proves cancellation reached it.
                while !Task.isCancelled {
                    try? await Task.sleep(for: .milliseconds(1))
                }
                sawCancellation.set()
                return .loaded("superseded")
            }
            returned.set()
        }
        await drainMainActor()
        container.observe(.loading)

        await waitUntil("refresh to return") { returned.isSet }
        await caller.value
        XCTAssertTrue(sawCancellation.isSet)
        XCTAssertEqual(container.state, .loading)
    }
}
