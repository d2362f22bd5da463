import Dispatch
import Foundation
import OpenCombine
import TestSupport
import VSM
import VSMCombine
import XCTest

final class StatePublisherTests: XCTestCase {
    @MainActor
    func testDidSetPublisherReplaysCurrentThenSendsChangesOnMain() async {
        let container = StateContainer(state: "a")
        var received: [String] = []
        var offMain = false
        let subscription = container.didSetPublisher.sink { value in
            received.append(value)
            if !Thread.isMainThread { offMain = true }
        }

        container.observe("b")
        container.observeAsync { "c" }
        await waitUntil("the async state") { received.last == "c" }

        XCTAssertEqual(received, ["a", "b", "c"])
        XCTAssertFalse(offMain)
        subscription.cancel()
        container.observe("d")
        XCTAssertEqual(received, ["a", "b", "c"], "no values after cancel")
    }

    @MainActor
    func testWillSetPublisherSendsBeforeStateChanges() async {
        let container = StateContainer(state: 1)
        var events: [String] = []
        let subscription = container.willSetPublisher.sink { value in
            events.append("\(value) while \(container.state)")
        }

        container.observe(2)

        XCTAssertEqual(events, ["1 while 1", "2 while 1"])
        withExtendedLifetime(subscription) {}
    }

    @MainActor
    func testProjectedValuePublishers() async {
        @MainActor
        final class View {
            @RenderedViewState var state: Int
            init() { _state = .init(wrappedValue: 0, render: Self.render) }
            func render() {}
        }
        let view = View()
        var will: [Int] = []
        var did: [Int] = []
        let subscriptions = [
            view.$state.willSetPublisher.sink { will.append($0) },
            view.$state.didSetPublisher.sink { did.append($0) },
        ]

        view.$state.observe(Just(7))

        XCTAssertEqual(will, [0, 7])
        XCTAssertEqual(did, [0, 7])
        withExtendedLifetime(subscriptions) {}
    }

    @MainActor
    func testUnsubscribedPublisherDoesNotLeakObservation() async {
        weak var weakContainer: StateContainer<Int>?
        do {
            let container = StateContainer(state: 0)
            weakContainer = container
            _ = container.didSetPublisher
            container.observe(1)
        }
        XCTAssertNil(weakContainer)
    }
}
