import Dispatch
@testable import VSM
import XCTest

final class StateObservationTests: XCTestCase {
    @MainActor
    func testWillSetSeesOldStateAndDidSetSeesNew() async {
        let container = StateContainer(state: "old")
        var events: [String] = []
        let willSet = container.observeWillSet { newState in
            events.append("willSet \(newState) while \(container.state)")
        }
        let didSet = container.observeDidSet { newState in
            events.append("didSet \(newState) while \(container.state)")
        }

        container.observe("new")

        XCTAssertEqual(events, ["willSet new while old", "didSet new while new"])
        withExtendedLifetime((willSet, didSet)) {}
    }

    @MainActor
    func testCancelledTokenStopsObservation() async {
        let container = StateContainer(state: 0)
        var seen: [Int] = []
        let token = container.observeDidSet { seen.append($0) }

        container.observe(1)
        token.cancel()
        token.cancel()  // idempotent
        container.observe(2)

        XCTAssertEqual(seen, [1])
        XCTAssertTrue(token.isCancelled)
    }

    @MainActor
    func testReleasedTokenStopsObservation() async {
        let container = StateContainer(state: 0)
        var seen: [Int] = []
        var token: StateObservationToken? = container.observeDidSet { seen.append($0) }

        container.observe(1)
        XCTAssertNotNil(token)
        token = nil
        container.observe(2)

        XCTAssertEqual(seen, [1])
    }

    @MainActor
    func testTokenCancelledFromAnotherThreadTakesEffectImmediately() async {
        let container = StateContainer(state: 0)
        var seen: [Int] = []
        let token = container.observeDidSet { seen.append($0) }

        DispatchQueue.global().sync { token.cancel() }
        container.observe(1)

        XCTAssertEqual(seen, [])
    }

    @MainActor
    func testObserversRunInRegistrationOrder() async {
        let container = StateContainer(state: 0)
        var order: [String] = []
        let first = container.observeDidSet { _ in order.append("first") }
        let second = container.observeDidSet { _ in order.append("second") }

        container.observe(1)

        XCTAssertEqual(order, ["first", "second"])
        withExtendedLifetime((first, second)) {}
    }

    @MainActor
    func testObserverAddedDuringNotificationStartsWithNextChange() async {
        let container = StateContainer(state: 0)
        var late: [Int] = []
        var lateToken: StateObservationToken?
        let token = container.observeDidSet { _ in
            if lateToken == nil {
                lateToken = container.observeDidSet { late.append($0) }
            }
        }

        container.observe(1)
        container.observe(2)

        XCTAssertEqual(late, [2])
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testObserveFromDidSetIsQueuedNotRecursiveAndNothingIsLost() async {
        let container = StateContainer(state: 0)
        var seen: [Int] = []
        var depth = 0
        var maxDepth = 0
        let token = container.observeDidSet { state in
            depth += 1
            maxDepth = max(maxDepth, depth)
            seen.append(state)
            if state < 3 {
                container.observe(state + 1)
                XCTAssertEqual(container.state, state, "queued until this notification ends")
            }
            depth -= 1
        }

        container.observe(1)

        XCTAssertEqual(seen, [1, 2, 3])
        XCTAssertEqual(container.state, 3, "all queued states applied before observe returns")
        XCTAssertEqual(maxDepth, 1, "observers never recurse")
        withExtendedLifetime(token) {}
    }
}
