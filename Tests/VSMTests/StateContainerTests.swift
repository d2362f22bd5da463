import Dispatch
import Foundation
import TestSupport
import XCTest
@testable import VSM

// XCTest on Linux traps on a @MainActor test class or a synchronous @MainActor test method,
// so every test is an async @MainActor method.
final class StateContainerTests: XCTestCase {
    // MARK: Synchronous

    @MainActor
    func testSyncStateIsVisibleBeforeObserveReturnsAndNotifiesOnce() async {
        let container = StateContainer(state: LoadState.initialized)
        let recorder = DidSetRecorder(container)

        container.observe(.loading)

        XCTAssertEqual(container.state, .loading)
        XCTAssertEqual(recorder.states, [.loading])
    }

    @MainActor
    func testSyncObserveCancelsRunningAsyncAction() async {
        let container = StateContainer(state: LoadState.initialized)
        let sawCancellation = Flag()
        let gate = Gate()
        container.observeAsync {
            await gate.wait(reportingCancellationTo: sawCancellation)
            return .loaded("stale")
        }
        await waitUntil("the action to start") { gate.waiterCount == 1 }

        container.observe(.loading)

        await waitUntil("the old task to see cancellation") { sawCancellation.isSet }
        gate.open()
        await drainMainActor()
        XCTAssertEqual(container.state, .loading, "a cancelled action's state must not land")
    }

    // MARK: Async closure

    @MainActor
    func testAsyncClosureStateArrivesOnMainThread() async {
        let container = StateContainer(state: LoadState.initialized)
        let recorder = DidSetRecorder(container)

        container.observeAsync { .loaded("ada") }

        await waitUntil("the async state") { container.state == .loaded("ada") }
        XCTAssertEqual(recorder.states, [.loaded("ada")])
        XCTAssertTrue(recorder.allOnMainThread)
    }

    @MainActor
    func testAsyncClosureLiteralAndItsConcurrentWorkRunOffTheMainActor() async {
        @concurrent func work(_ ranOffMain: Flag) async -> LoadState {
            if !Thread.isMainThread { ranOffMain.set() }
            return .loaded("ada")
        }
        let container = StateContainer(state: LoadState.initialized)
        let recorder = DidSetRecorder(container)
        let closureOffMain = Flag()
        let workOffMain = Flag()

        container.observeAsync {
            if !Thread.isMainThread { closureOffMain.set() }
            return await work(workOffMain)
        }

        await waitUntil("the async state") { container.state == .loaded("ada") }
        XCTAssertTrue(closureOffMain.isSet, "a sent closure is not isolated to the caller's actor (Apple's 2.0)")
        XCTAssertTrue(workOffMain.isSet, "a @concurrent function it awaits runs off the main actor")
        XCTAssertTrue(recorder.allOnMainThread, "its state lands on the main actor")
    }

    @MainActor
    func testMainActorClosureLiteralRunsOnTheMainActor() async {
        let container = StateContainer(state: LoadState.initialized)
        let closureOnMain = Flag()

        container.observeAsync { @MainActor in
            if Thread.isMainThread { closureOnMain.set() }
            // Main-actor state, read without `await`.
            return .loaded(container.state == .initialized ? "read on the main actor" : "?")
        }

        await waitUntil("the async state") { container.state == .loaded("read on the main actor") }
        XCTAssertTrue(closureOnMain.isSet, "{ @MainActor in } runs on the main actor")
    }

    @MainActor
    func testAppleTwoPointZeroSpellingObserveWithAnAsyncClosure() async {
        let container = StateContainer(state: LoadState.initialized)
        let recorder = DidSetRecorder(container)

        container.observe { .loading }
        container.observe { await Task.yield(); return .loaded("ada") }

        await waitUntil("the second closure's state") { container.state == .loaded("ada") }
        await drainMainActor()
        XCTAssertEqual(recorder.states, [.loaded("ada")], "the second call superseded the first")
    }

    @MainActor
    func testSendableFunctionValueRunsOffMainActor() async {
        let container = StateContainer(state: LoadState.initialized)
        let ranOffMain = Flag()
        let load: @Sendable () async -> LoadState = {
            if !Thread.isMainThread { ranOffMain.set() }
            return .loaded("ada")
        }

        container.observeAsync(load)

        await waitUntil("the async state") { container.state == .loaded("ada") }
        XCTAssertTrue(ranOffMain.isSet, "a @Sendable (nonisolated) function value keeps running off the main actor")
    }

    @MainActor
    func testSupersededAsyncClosureStateNeverLands() async {
        let container = StateContainer(state: LoadState.initialized)
        let recorder = DidSetRecorder(container)
        let gate = Gate()
        container.observeAsync {
            await gate.wait()  // ignores cancellation on purpose
            return .loaded("stale")
        }
        await waitUntil("the first action to start") { gate.waiterCount == 1 }
        container.observeAsync { .loaded("fresh") }
        await waitUntil("the second action's state") { container.state == .loaded("fresh") }

        gate.open()
        await drainMainActor(rounds: 100)

        XCTAssertEqual(recorder.states, [.loaded("fresh")])
    }

    // MARK: Async sequences

    @MainActor
    func testSequenceFromBackgroundThreadArrivesInOrderOnMainThread() async {
        let container = StateContainer(state: -1)
        let recorder = DidSetRecorder(container)
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)

        container.observe(stream)
        DispatchQueue.global().async {
            for value in 0..<500 { continuation.yield(value) }
            continuation.finish()
        }

        await waitUntil("all 500 states") { recorder.states.count == 500 }
        XCTAssertEqual(recorder.states, Array(0..<500))
        XCTAssertTrue(recorder.allOnMainThread)
    }

    @MainActor
    func testNewObserveStopsOldSequence() async {
        let container = StateContainer(state: "start")
        let recorder = DidSetRecorder(container)
        let terminated = Flag()
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        continuation.onTermination = { _ in terminated.set() }

        container.observe(stream)
        continuation.yield("old 1")
        await waitUntil("the first element") { container.state == "old 1" }

        container.observe("new")
        await waitUntil("the old sequence's task to be cancelled") { terminated.isSet }
        continuation.yield("old 2")
        await drainMainActor()

        XCTAssertEqual(recorder.states, ["old 1", "new"])
    }

    @MainActor
    func testStateAlreadyQueuedForMainActorNeverLandsAfterNewObserve() async {
        // The Apple library's bug: a state resumed towards the main actor just before a new
        // observe landed afterwards. Here the old sequence's element is produced while the
        // main thread is blocked, so its delivery is queued before the new observe runs.
        for _ in 0..<50 {
            let container = StateContainer(state: "start")
            let recorder = DidSetRecorder(container)
            let ended = Flag()
            let (stream, continuation) = AsyncStream.makeStream(of: String.self)
            container.observe(EndTrackingSequence(base: stream, ended: ended))
            await drainMainActor()  // the iterating task is now waiting for an element

            let produced = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                continuation.yield("stale")
                produced.signal()
            }
            produced.wait()  // main thread blocked: "stale" is on its way to the main actor
            container.observe("fresh")

            await waitUntil("the old action to stop iterating") { ended.isSet }
            await drainMainActor()
            XCTAssertEqual(recorder.states, ["fresh"])
            XCTAssertEqual(container.state, "fresh")
        }
    }

    @MainActor
    func testObserveAsyncSequenceRunsClosureThenSetsEachState() async {
        let container = StateContainer(state: LoadState.initialized)
        let recorder = DidSetRecorder(container)

        container.observeAsync {
            StateSequence({ .loading }, { .loaded("ada") })
        }

        await waitUntil("both states") { recorder.states.count == 2 }
        XCTAssertEqual(recorder.states, [.loading, .loaded("ada")])
    }

    @MainActor
    func testThrowingSequenceKeepsLastGoodStateAndLogsTheError() async {
        struct Boom: Error, CustomStringConvertible {
            var description: String { "boom: disk on fire" }
        }
        let container = StateContainer(state: LoadState.initialized)
        let log = LogCapture()
        log.attach(to: container)  // debug logging is off: errors are logged anyway
        let recorder = DidSetRecorder(container)
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: LoadState.self)

        container.observe(stream)
        continuation.yield(.loading)
        continuation.finish(throwing: Boom())

        await waitUntil("the error line") { !log.lines.isEmpty }
        XCTAssertEqual(recorder.states, [.loading])
        XCTAssertEqual(container.state, .loading, "the last good state stays")
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertTrue(
            log.lines[0].hasSuffix(" LoadState error boom: disk on fire\n"),
            "unexpected error line: \(log.lines[0])"
        )
    }

    @MainActor
    func testEmptySequenceChangesNothing() async {
        let container = StateContainer(state: LoadState.initialized)
        let recorder = DidSetRecorder(container)
        let finished = Flag()

        container.observeAsync {
            defer { finished.set() }
            return StateSequence<LoadState>([])
        }
        await waitUntil("the action to run") { finished.isSet }
        await drainMainActor()

        XCTAssertEqual(recorder.states, [])
        XCTAssertEqual(container.state, .initialized)
    }

    // MARK: Lifetime

    @MainActor
    func testReleasingContainerCancelsRunningActionAndDropsIt() async {
        let sawCancellation = Flag()
        let gate = Gate()
        weak var weakContainer: StateContainer<LoadState>?
        do {
            let container = StateContainer(state: LoadState.initialized)
            weakContainer = container
            container.observeAsync {
                await gate.wait(reportingCancellationTo: sawCancellation)
                return .loaded("late")
            }
            await waitUntil("the action to start") { gate.waiterCount == 1 }
        }
        XCTAssertNil(weakContainer, "a running action must not keep its container alive")
        await waitUntil("the action to see cancellation") { sawCancellation.isSet }
        gate.open()
    }

    @MainActor
    func testReleasingContainerStopsSequence() async {
        let terminated = Flag()
        weak var weakContainer: StateContainer<Int>?
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        continuation.onTermination = { _ in terminated.set() }
        do {
            let container = StateContainer(state: 0)
            weakContainer = container
            container.observe(stream)
            continuation.yield(1)
            await waitUntil("the first element") { container.state == 1 }
        }
        XCTAssertNil(weakContainer)
        await waitUntil("the sequence to be cancelled") { terminated.isSet }
    }
}
