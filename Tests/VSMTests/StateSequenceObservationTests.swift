import Foundation
import TestSupport
import XCTest
@testable import VSM

/// `observe(StateSequence)`: the builder's synchronous prefix lands before `observe` returns,
/// the rest in order on the main actor, and every guarantee of the other shapes holds.
final class StateSequenceObservationTests: XCTestCase {
    /// A loader model as a feature would write it with the builder: `.loading` at once, then
    /// the loaded state once `gate` opens.
    private struct LoaderModel {
        let gate: Gate
        let name: String

        @StateSequenceBuilder
        func load() -> StateSequence<LoadState> {
            LoadState.loading
            Next {
                await gate.wait()
                return LoadState.loaded(name)
            }
        }
    }

    // MARK: Synchronous prefix

    @MainActor
    func testBuilderSyncPrefixVisibleBeforeObserveReturns() async {
        let container = StateContainer(state: LoadState.initialized)
        let recorder = DidSetRecorder(container)
        let gate = Gate()

        container.observe(LoaderModel(gate: gate, name: "ada").load())

        // No suspension point since the call: only a synchronous apply can explain this.
        XCTAssertEqual(container.state, .loading)
        XCTAssertEqual(recorder.states, [.loading], "rendered once, before observe returned")

        gate.open()
        await waitUntil("the loaded state") { container.state == .loaded("ada") }
        XCTAssertEqual(recorder.states, [.loading, .loaded("ada")])
        XCTAssertTrue(recorder.allOnMainThread)
    }

    @MainActor
    func testEverySynchronousStateIsRenderedInOrderBeforeObserveReturns() async {
        @StateSequenceBuilder
        func steps() -> StateSequence<Int> {
            1
            First { 2 }
            3
        }
        let container = StateContainer(state: 0)
        let recorder = DidSetRecorder(container)

        container.observe(steps())

        XCTAssertEqual(recorder.states, [1, 2, 3])
        XCTAssertEqual(container.state, 3)
    }

    @MainActor
    func testArrayLiteralSetsNothingBeforeObserveReturns() async {
        let container = StateContainer(state: LoadState.initialized)
        let recorder = DidSetRecorder(container)
        let sequence: StateSequence<LoadState> = [{ .loading }, { .loaded("ada") }]

        container.observe(sequence)

        XCTAssertEqual(container.state, .initialized, "the 1.x rule: every closure is asynchronous")
        XCTAssertEqual(recorder.states, [])
        await waitUntil("both states") { recorder.states.count == 2 }
        XCTAssertEqual(recorder.states, [.loading, .loaded("ada")])
    }

    @MainActor
    func testClosureInitializerKeepsThe1xBehaviour() async {
        let container = StateContainer(state: LoadState.initialized)
        let recorder = DidSetRecorder(container)

        container.observe(StateSequence({ .loading }, { .loaded("ada") }))

        XCTAssertEqual(recorder.states, [], "nothing applied synchronously")
        await waitUntil("both states") { recorder.states.count == 2 }
        XCTAssertEqual(recorder.states, [.loading, .loaded("ada")])
    }

    @MainActor
    func testAsynchronousActionsRunOneAfterTheOtherOnTheMainActor() async {
        let running = Locked(0)
        let maxRunning = Locked(0)
        let onMain = Locked([Bool]())
        func step(_ value: Int) -> StateSequence<Int>.AsynchronousAction {
            {
                let now = running.withLock { count -> Int in
                    count += 1
                    return count
                }
                maxRunning.withLock { $0 = max($0, now) }
                onMain.withLock { $0.append(Thread.isMainThread) }
                await Task.yield()
                running.withLock { $0 -= 1 }
                return value
            }
        }
        let container = StateContainer(state: 0)
        let recorder = DidSetRecorder(container)

        container.observe(StateSequence(synchronousStates: [], states: (1...5).map(step)))

        await waitUntil("all five states") { recorder.states.count == 5 }
        XCTAssertEqual(recorder.states, [1, 2, 3, 4, 5])
        XCTAssertEqual(maxRunning.withLock { $0 }, 1, "each action starts after the previous state landed")
        XCTAssertEqual(onMain.withLock { $0 }, Array(repeating: true, count: 5))
    }

    // MARK: Cancellation and stale states

    @MainActor
    func testNewerActionCancelsTheRestAndAStateFinishedLateNeverLands() async {
        let container = StateContainer(state: LoadState.initialized)
        let recorder = DidSetRecorder(container)
        let gate = Gate()
        let laterRan = Flag()
        @StateSequenceBuilder
        func slow() -> StateSequence<LoadState> {
            LoadState.loading
            Next {
                await gate.wait()  // ignores cancellation on purpose
                return LoadState.loaded("stale")
            }
            Next {
                laterRan.set()
                return LoadState.loaded("later")
            }
        }

        container.observe(slow())
        await waitUntil("the first Next to start") { gate.waiterCount == 1 }
        container.observe(.loaded("fresh"))
        gate.open()
        await drainMainActor(rounds: 100)

        XCTAssertEqual(recorder.states, [.loading, .loaded("fresh")])
        XCTAssertEqual(container.state, .loaded("fresh"))
        XCTAssertFalse(laterRan.isSet, "no action of a superseded sequence runs")
    }

    @MainActor
    func testObserverSupersedingDuringTheSyncPrefixDropsTheRest() async {
        @StateSequenceBuilder
        func steps() -> StateSequence<Int> {
            1
            2
            Next { 3 }
        }
        let container = StateContainer(state: 0)
        let recorder = DidSetRecorder(container)
        let token = container.observeDidSet { [weak container] state in
            if state == 1 { container?.observe(100) }
        }

        container.observe(steps())
        await drainMainActor(rounds: 50)

        XCTAssertEqual(recorder.states, [1, 100], "2 and 3 belong to the superseded sequence")
        XCTAssertEqual(container.state, 100)
        token.cancel()
    }

    @MainActor
    func testSequenceObservedFromARenderLandsRightAfterThatNotification() async {
        @StateSequenceBuilder
        func steps() -> StateSequence<Int> {
            10
            11
            Next { 12 }
        }
        let container = StateContainer(state: 0)
        let recorder = DidSetRecorder(container)
        var seenInsideObserver: [Int] = []
        let token = container.observeDidSet { [weak container] state in
            guard let container, state == 1 else { return }
            container.observe(steps())
            seenInsideObserver.append(container.state)
        }

        container.observe(1)

        XCTAssertEqual(seenInsideObserver, [1], "observers never recurse: queued until the notification ends")
        XCTAssertEqual(recorder.states, [1, 10, 11], "then applied before the outer observe returns")
        await waitUntil("the asynchronous state") { container.state == 12 }
        XCTAssertEqual(recorder.states, [1, 10, 11, 12])
        token.cancel()
    }

    @MainActor
    func testReleasingContainerCancelsTheSequence() async {
        let gate = Gate()
        let sawCancellation = Flag()
        let laterRan = Flag()
        weak var weakContainer: StateContainer<Int>?
        do {
            let container = StateContainer(state: 0)
            weakContainer = container
            container.observe([
                {
                    await gate.wait(reportingCancellationTo: sawCancellation)
                    return 1
                },
                {
                    laterRan.set()
                    return 2
                },
            ])
            await waitUntil("the first action to start") { gate.waiterCount == 1 }
        }
        XCTAssertNil(weakContainer, "a running sequence must not keep its container alive")
        await waitUntil("the cancellation") { sawCancellation.isSet }
        gate.open()
        await drainMainActor(rounds: 50)
        XCTAssertFalse(laterRan.isSet)
    }

    @MainActor
    func testEmptySequenceChangesNothingAndFinishes() async {
        let container = StateContainer(state: 5)
        let recorder = DidSetRecorder(container)

        container.observe(StateSequence<Int>([]))
        await drainMainActor()

        XCTAssertEqual(recorder.states, [])
        XCTAssertEqual(container.state, 5)
    }

    // MARK: Debounce

    @MainActor
    func testDebouncedSequenceEvaluatesOnlyTheLastCallAndKeepsItsSyncPrefix() async {
        let clock = ManualClock()
        let container = StateContainer(state: 0, debounceClock: clock)
        let recorder = DidSetRecorder(container)
        let built = Counter()
        func sequence(_ base: Int) -> StateSequence<Int> {
            built.increment()
            return StateSequence(synchronousStates: [{ base }], states: [{ base + 1 }])
        }

        container.observe(sequence(10), debounced: .seconds(1), identifier: "search")
        container.observe(sequence(20), debounced: .seconds(1), identifier: "search")
        XCTAssertEqual(built.count, 0, "nothing is built before the due time")

        clock.advance(by: .seconds(1))
        await waitUntil("the debounced sequence") { recorder.states.count == 2 }
        await drainMainActor()
        XCTAssertEqual(built.count, 1, "the superseded call is never evaluated")
        XCTAssertEqual(recorder.states, [20, 21])

        // The call-site form, with the due time in seconds as on iOS.
        container.observe(sequence(30), debounced: 1.0)
        clock.advance(by: .seconds(1))
        await waitUntil("the call-site debounced sequence") { recorder.states.count == 4 }
        XCTAssertEqual(recorder.states, [20, 21, 30, 31])
    }

    // MARK: Journey

    @MainActor
    func testJourneyRecordsTheSequenceShape() async throws {
        let file = try JourneyFile()
        let recorder = try JourneyRecorder(path: file.path)
        let container = StateContainer(state: 0).recordJourney(to: recorder)

        container.observe(StateSequence(synchronousStates: [{ 1 }], states: []))
        recorder.flush()

        let records = file.records()
        XCTAssertEqual(records.count, 1)
        XCTAssertEqual(records.first?["action"] as? String, "sequence")
    }
}
