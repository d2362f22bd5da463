import Dispatch
import Foundation
import TestSupport
import XCTest
@_spi(Benchmarks) @testable import VSM

/// States from other threads reach the main actor in batches: every state, in
/// order, each rendered; nothing of a superseded action lands; memory stays bounded.
final class BatchedDeliveryTests: XCTestCase {
    private var capacity: Int { BatchedStateDelivery<Int>.capacity }

    // MARK: Batching and order

    @MainActor
    func testStatesQueuedWhileMainIsBusyLandInOneJobEachRenderedInOrder() async {
        let container = StateContainer(state: -1)
        let recorder = DidSetRecorder(container)
        let delivery = container.beginBatchedAction(onCancel: {})
        let count = capacity - 24

        // The main thread is blocked while the states are sent: they all wait in the buffer.
        sendFromBackground(delivery, 0..<count)

        await waitUntil("every state") { recorder.states.count == count }
        XCTAssertEqual(recorder.states, Array(0..<count), "every state, each rendered, in order")
        XCTAssertEqual(delivery.batchCount, 1, "one main-queue job applied them all")
        XCTAssertTrue(recorder.allOnMainThread)
    }

    @MainActor
    func testFastSequenceLandsEveryStateInOrder() async {
        let container = StateContainer(state: -1)
        var seen: [Int] = []
        let token = container.observeDidSet { seen.append($0) }
        let count = 100_000
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)

        container.observe(stream)
        DispatchQueue.global().async {
            for value in 0..<count { continuation.yield(value) }
            continuation.finish()
        }

        await waitUntil("all states") { seen.count == count }
        XCTAssertEqual(seen, Array(0..<count))
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testFirstStateOfAQuietStreamGoesOutAtOnce() async {
        let container = StateContainer(state: 0)
        let delivery = container.beginBatchedAction(onCancel: {})
        // The coalescing window and the publish deadline (normally 100 µs and 1 ms) far beyond
        // the wait's bound (10 s): a state that lands within it was sent by the stream's own
        // wake-up, not by a timer.
        delivery.setCoalescing(windowNanoseconds: 60_000_000_000, deadlineNanoseconds: 60_000_000_000)
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        container.attach(delivery.startIterating(stream), to: delivery.generation)

        // No further state and no end of stream pushes it: it must not wait for company.
        DispatchQueue.global().async { continuation.yield(1) }

        await waitUntil("the lone state") { container.state == 1 }
        XCTAssertEqual(delivery.batchCount, 1)
        continuation.finish()
    }

    @MainActor
    func testMainThreadSendDuringABatchWaitsBehindTheRestOfTheBatch() async {
        let container = StateContainer(state: "start")
        let delivery = container.beginBatchedAction(onCancel: {})
        var seen: [String] = []
        let token = container.observeDidSet { state in
            seen.append(state)
            if state == "b1" { delivery.send("from render") }
        }

        sendFromBackground(delivery, ["b0", "b1", "b2", "b3"])

        await waitUntil("all five states") { seen.count == 5 }
        XCTAssertEqual(seen, ["b0", "b1", "b2", "b3", "from render"])
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testFinishAndFailTakeEffectAfterTheQueuedStates() async {
        struct Boom: Error, CustomStringConvertible {
            var description: String { "boom" }
        }
        let container = StateContainer(state: 0)
        let log = LogCapture()
        log.attach(to: container)
        let recorder = DidSetRecorder(container)
        let delivery = container.beginBatchedAction(onCancel: {})

        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for value in 1...3 { delivery.send(value) }
            delivery.fail(Boom())
            delivery.send(99)  // bad input: a state after the end is ignored, not applied
            sent.signal()
        }
        sent.wait()

        await waitUntil("the error line") { !log.lines.isEmpty }
        XCTAssertEqual(recorder.states, [1, 2, 3], "the error is reported after the states sent before it")
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertTrue(log.lines[0].hasSuffix(" Int error boom\n"), log.lines[0])
        await drainMainActor()
        XCTAssertEqual(container.state, 3)
    }

    @MainActor
    func testMainThreadSendAppliesTheWaitingStatesThenItsOwnBeforeReturning() async {
        let container = StateContainer(state: -1)
        let recorder = DidSetRecorder(container)
        let delivery = container.beginBatchedAction(onCancel: {})
        let waiting = 3 * capacity  // more than one buffer's worth (the stall breaker lets it in)
        sendFromBackground(delivery, 0..<waiting)

        delivery.send(-7)

        XCTAssertEqual(recorder.states.count, waiting + 1, "applied before send returns")
        XCTAssertTrue(recorder.states.elementsEqual(Array(0..<waiting) + [-7]), "in sending order")
        await drainMainActor()
        XCTAssertEqual(recorder.states.count, waiting + 1, "the job scheduled earlier finds nothing left")
    }

    // MARK: Coalescing (sequences)

    @MainActor
    func testQuickRunOfSequenceStatesLandsInFewMainQueueJobsEachRenderedInOrder() async {
        let container = StateContainer(state: -1)
        let recorder = DidSetRecorder(container)
        let delivery = container.beginBatchedAction(onCancel: {})
        // A window wider than any gap between two states, and no deadline: only the first
        // state, the threshold and the task's suspensions may wake the main thread.
        delivery.setCoalescing(windowNanoseconds: 60_000_000_000, deadlineNanoseconds: 60_000_000_000)
        let count = 2_000
        // 20 µs per state without suspending: far slower than the main thread applies them,
        // so without coalescing nearly every state would get a job of its own.
        container.attach(delivery.startIterating(SpinningSequence(count: count, microseconds: 20)), to: delivery.generation)

        await waitUntil("every state", timeout: .seconds(60)) { recorder.states.count == count }
        XCTAssertEqual(recorder.states, Array(0..<count), "every state, each rendered, in order")
        let threshold = BatchedStateDelivery<Int>.publishThreshold
        XCTAssertLessThanOrEqual(delivery.batchCount, count / threshold + 2, "one job per \(threshold) states at most")
    }

    @MainActor
    func testStatesOfARunGoOutWhenTheSequenceSuspends() async {
        let container = StateContainer(state: -1)
        let recorder = DidSetRecorder(container)
        let delivery = container.beginBatchedAction(onCancel: {})
        delivery.setCoalescing(windowNanoseconds: 60_000_000_000, deadlineNanoseconds: 60_000_000_000)
        let proceed = DispatchSemaphore(value: 0)
        let gate = Gate()
        container.attach(
            delivery.startIterating(BlockThenSuspendSequence(proceed: proceed, gate: gate)),
            to: delivery.generation
        )
        await waitUntil("the first state") { recorder.states == [0] }

        proceed.signal()

        // State 1 comes in the same run of the task, so it is coalesced; then the sequence
        // suspends (awaits the gate), and that alone must publish it.
        await waitUntil("the state before the suspension") { recorder.states.count == 2 }
        XCTAssertEqual(recorder.states, [0, 1])
        gate.open()
        await waitUntil("the action to finish") { container.runningTask == nil }
    }

    @MainActor
    func testStatesHeldByASequenceThatBlocksItsThreadGoOutByTheDeadline() async {
        let container = StateContainer(state: -1)
        let recorder = DidSetRecorder(container)
        let delivery = container.beginBatchedAction(onCancel: {})
        delivery.setCoalescing(windowNanoseconds: 60_000_000_000, deadlineNanoseconds: 1_000_000)
        let proceed = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        container.attach(
            delivery.startIterating(ThreadBlockingSequence(proceed: proceed, release: release)),
            to: delivery.generation
        )
        await waitUntil("the first state") { recorder.states == [0] }

        proceed.signal()

        // States 1 and 2 come quickly, then next() blocks its thread without suspending:
        // only the deadline can publish them.
        await waitUntil("the quick run while next() blocks") { recorder.states.count == 3 }
        XCTAssertEqual(recorder.states, [0, 1, 2])
        release.signal()
        await waitUntil("the action to finish") { container.runningTask == nil }
    }

    @MainActor
    func testTheBenchmarksCoalescingAppliesOnlyToActionsStartedWhileItIsSet() {
        let container = StateContainer(state: 0)
        let before = container.beginBatchedAction(onCancel: {})
        setSequenceCoalescingForBenchmarks(windowNanoseconds: 7, deadlineNanoseconds: 9)
        let during = container.beginBatchedAction(onCancel: {})
        resetSequenceCoalescingForBenchmarks()
        let after = container.beginBatchedAction(onCancel: {})

        for delivery in [before, after] {
            XCTAssertEqual(delivery.coalescing.windowNanoseconds, 100_000, "the default window")
            XCTAssertEqual(delivery.coalescing.deadlineNanoseconds, 1_000_000, "the default deadline")
        }
        XCTAssertEqual(during.coalescing.windowNanoseconds, 7)
        XCTAssertEqual(during.coalescing.deadlineNanoseconds, 9)
    }

    // MARK: Supersession

    @MainActor
    func testNewObserveDuringABatchDropsTheRestOfIt() async {
        let container = StateContainer(state: -1)
        let delivery = container.beginBatchedAction(onCancel: {})
        var seen: [Int] = []
        let token = container.observeDidSet { state in
            seen.append(state)
            if state == 10 { container.observe(1_000) }
        }

        sendFromBackground(delivery, 0..<500)

        await waitUntil("the new action's state") { seen.last == 1_000 }
        await drainMainActor()
        XCTAssertEqual(seen, Array(0...10) + [1_000], "nothing of the superseded batch lands")
        XCTAssertFalse(delivery.isCurrent)
        delivery.send(7)  // bad input: sending to a superseded action does nothing
        await drainMainActor()
        XCTAssertEqual(container.state, 1_000)
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testBufferedStatesOfASupersededActionNeverLand() async {
        for _ in 0..<20 {
            let container = StateContainer(state: -1)
            let recorder = DidSetRecorder(container)
            let delivery = container.beginBatchedAction(onCancel: {})
            sendFromBackground(delivery, 0..<100)  // buffered, a job scheduled

            container.observe(-2)
            await drainMainActor()

            XCTAssertEqual(recorder.states, [-2])
            XCTAssertEqual(delivery.batchCount, 0, "the scheduled job found nothing to apply")
        }
    }

    @MainActor
    func testSupersedingReleasesAProducerSuspendedOnAFullBuffer() async {
        let container = StateContainer(state: -1)
        let recorder = DidSetRecorder(container)
        let ended = Flag()
        let full = DispatchSemaphore(value: 0)
        let produced = Counter()
        // Element `capacity` finds the buffer full: the producer suspends there.
        container.observe(CountingSequence(produced: produced, signalAt: capacity, reached: full, ended: ended))

        // Block the main thread so no batch is taken while the producer fills the buffer.
        XCTAssertEqual(full.wait(timeout: .now() + 10), .success, "the producer to fill the buffer")
        container.observe(-2)

        await waitUntil("the suspended producer to stop") { ended.isSet }
        await drainMainActor()
        XCTAssertEqual(recorder.states, [-2], "none of the buffered states lands")
        XCTAssertEqual(produced.count, capacity + 1, "the producer stopped where it was suspended")
    }

    @MainActor
    func testSupersededSequenceErrorIsStillLogged() async {
        let container = StateContainer(state: 0)
        let log = LogCapture()
        log.attach(to: container)
        let gate = Gate()
        container.observe(LateFailingSequence(gate: gate))
        await waitUntil("the sequence to wait") { gate.waiterCount == 1 }
        container.observe(5)
        gate.open()

        await waitUntil("the error line") { !log.lines.isEmpty }
        XCTAssertTrue(log.lines[0].hasSuffix(" Int error late failure (superseded)\n"), log.lines[0])
        XCTAssertEqual(container.state, 5)
    }

    // MARK: Memory bound

    @MainActor
    func testEndlessFastSequenceIntoSlowRenderStaysBounded() async {
        let container = StateContainer(state: -1)
        let produced = Counter()
        let ended = Flag()
        var rendered = 0
        var maxAhead = 0
        let token = container.observeDidSet { _ in
            rendered += 1
            maxAhead = max(maxAhead, produced.count - rendered)
            spin(microseconds: 10)
        }

        container.observe(CountingSequence(produced: produced, ended: ended))
        await waitUntil("20,000 renders", timeout: .seconds(60)) { rendered >= 20_000 }
        container.observe(-2)
        await waitUntil("the endless producer to stop") { ended.isSet }

        // Ahead of the render: at most one buffer waiting, one batch in flight and the
        // element in the producer's hand.
        XCTAssertLessThanOrEqual(maxAhead, 2 * capacity + 1)
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testBlockingSenderIntoSlowRenderStaysBoundedAndLosesNothing() async {
        let container = StateContainer(state: -1)
        let delivery = container.beginBatchedAction(onCancel: {})
        // A loaded machine (or ThreadSanitizer) can stall the main thread past the 50 ms
        // deadlock breaker, which would let the sender run ahead: make the bound exact here.
        delivery.setStallTimeout(nanoseconds: 60_000_000_000)
        let sent = Counter()
        let count = 20_000
        var seen: [Int] = []
        var maxAhead = 0
        let token = container.observeDidSet { state in
            seen.append(state)
            maxAhead = max(maxAhead, sent.count - seen.count)
            spin(microseconds: 10)
        }

        DispatchQueue.global().async {
            for value in 0..<count {
                sent.increment()
                delivery.send(value)
            }
            delivery.finish()
        }

        await waitUntil("every state", timeout: .seconds(60)) { seen.count == count }
        XCTAssertEqual(seen, Array(0..<count), "blocking loses nothing")
        XCTAssertLessThanOrEqual(maxAhead, 2 * capacity + 1)
        XCTAssertLessThanOrEqual(delivery.peakPendingStates, 2 * capacity)
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testSenderBlockedOnAStuckMainThreadGivesUpAndLosesNothing() async {
        let container = StateContainer(state: -1)
        let recorder = DidSetRecorder(container)
        let delivery = container.beginBatchedAction(onCancel: {})
        let count = 3 * capacity
        let done = DispatchSemaphore(value: 0)

        // The main thread waits for the sender, which finds the buffer full: without the
        // stall breaker this would deadlock.
        DispatchQueue.global().async {
            for value in 0..<count { delivery.send(value) }
            delivery.finish()
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "the sender must not stay blocked")

        await waitUntil("every state") { recorder.states.count == count }
        XCTAssertEqual(recorder.states, Array(0..<count), "nothing lost, in order")
    }

    // MARK: Helpers

    /// Sends `states` from a background thread while the main thread waits, so they are all
    /// buffered (and one job scheduled) when this returns.
    @MainActor
    private func sendFromBackground<State: Sendable>(
        _ delivery: BatchedStateDelivery<State>,
        _ states: some Collection<State> & Sendable
    ) {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for state in states { delivery.send(state) }
            done.signal()
        }
        done.wait()
    }
}

/// Busy-waits `microseconds`: a render with a known cost (not a sleep: the thread stays on
/// the CPU, as a real render does).
private func spin(microseconds: Int) {
    let end = ContinuousClock.now.advanced(by: .microseconds(microseconds))
    while ContinuousClock.now < end {}
}

/// State 0 at once; states 1 and 2 once `proceed` is signalled; then the end once `release`
/// is. It waits by blocking its thread (a semaphore), never by suspending: a badly behaved
/// sequence whose task does not stop running while states wait.
private struct ThreadBlockingSequence: AsyncSequence, Sendable {
    typealias Element = Int
    let proceed: DispatchSemaphore
    let release: DispatchSemaphore

    func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }

    struct Iterator: AsyncIteratorProtocol {
        let sequence: ThreadBlockingSequence
        var next = 0

        mutating func next() async -> Int? {
            defer { next += 1 }
            switch next {
            case 0: return 0
            case 1:
                sequence.proceed.wait()
                return 1
            case 2: return 2
            default:
                sequence.release.wait()
                return nil
            }
        }
    }
}

/// State 0 at once; state 1 once `proceed` is signalled (waiting by blocking the thread, so
/// both come in one run of the task); then it suspends until `gate` opens, and ends.
private struct BlockThenSuspendSequence: AsyncSequence, Sendable {
    typealias Element = Int
    let proceed: DispatchSemaphore
    let gate: Gate

    func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }

    struct Iterator: AsyncIteratorProtocol {
        let sequence: BlockThenSuspendSequence
        var next = 0

        mutating func next() async -> Int? {
            defer { next += 1 }
            switch next {
            case 0: return 0
            case 1:
                sequence.proceed.wait()
                return 1
            default:
                await sequence.gate.wait()
                return nil
            }
        }
    }
}

/// `0..<count`, each element after spinning `microseconds` on the CPU, never suspending.
private struct SpinningSequence: AsyncSequence, Sendable {
    typealias Element = Int
    let count: Int
    let microseconds: Int

    func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }

    struct Iterator: AsyncIteratorProtocol {
        let sequence: SpinningSequence
        var next = 0

        mutating func next() async -> Int? {
            guard next < sequence.count else { return nil }
            spin(microseconds: sequence.microseconds)
            defer { next += 1 }
            return next
        }
    }
}

/// Waits for `gate` (ignoring cancellation), then throws: a sequence that fails late, after
/// its action was superseded (where `AsyncThrowingStream` would end quietly).
private struct LateFailingSequence: AsyncSequence, Sendable {
    typealias Element = Int
    struct Late: Error, CustomStringConvertible {
        var description: String { "late failure" }
    }

    let gate: Gate

    func makeAsyncIterator() -> Iterator {
        Iterator(gate: gate)
    }

    struct Iterator: AsyncIteratorProtocol {
        let gate: Gate

        mutating func next() async throws -> Int? {
            await gate.wait()
            throw Late()
        }
    }
}
