import Dispatch
import Foundation
import TestSupport
import XCTest
@testable import VSM

/// A state tagged with the action that produced it and its position in that action.
struct Tagged: Equatable, Sendable, CustomStringConvertible {
    let action: Int
    let index: Int
    var description: String { "\(action).\(index)" }
}

/// Deterministic pseudo-random numbers, so a failing seed can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random interleavings of every core action shape, with states produced on background
/// threads, checking the one invariant that matters: what lands is exactly the newest
/// action's states, in order — never a superseded action's state.
final class StressTests: XCTestCase {
    enum Shape: CaseIterable {
        case sync, asyncClosure, backgroundStream, stateSequence, asyncSequence, bridgedBackground
        case batchedBackground
    }

    @MainActor
    func testRandomInterleavingsLandOnlyNewestActionStatesInOrder() async {
        let interleavings = ProcessInfo.processInfo.environment["VSM_STRESS_INTERLEAVINGS"].flatMap(Int.init) ?? 10_000
        let seed = ProcessInfo.processInfo.environment["VSM_STRESS_SEED"].flatMap(UInt64.init)
            ?? UInt64(ContinuousClock.now.hashValue.magnitude)
        var random = SplitMix64(state: seed)
        let container = StateContainer(state: Tagged(action: -1, index: 0))
        let recorder = DidSetRecorder(container)
        var nextAction = 0
        /// For each action, the log length when it started: nothing older may land after.
        var startedAt: [Int: Int] = [:]

        var produced = 0
        while produced < interleavings {
            let actionsInRound = Int.random(in: 2...5, using: &random)
            var last: (action: Int, count: Int) = (0, 0)
            for _ in 0..<actionsInRound {
                let action = nextAction
                nextAction += 1
                let count = Int.random(in: 1...3, using: &random)
                let shape = Shape.allCases.randomElement(using: &random)!
                startedAt[action] = recorder.states.count
                start(shape, action: action, count: count, on: container)
                last = (action, count)
                // Random gap before superseding: none, a few or many main-actor turns (during
                // which background producers run and queue states for the main actor).
                switch Int.random(in: 0...3, using: &random) {
                case 0: break
                case 1: await Task.yield()
                case 2: for _ in 0..<Int.random(in: 1...5, using: &random) { await Task.yield() }
                default: for _ in 0..<Int.random(in: 5...50, using: &random) { await Task.yield() }
                }
            }
            produced += actionsInRound
            let expectedLast = Tagged(action: last.action, index: last.count - 1)
            await waitUntil("round ending with action \(last.action) (seed \(seed))") {
                recorder.states.last == expectedLast
            }
            let tail = Array(recorder.states.suffix(last.count))
            XCTAssertEqual(tail, (0..<last.count).map { Tagged(action: last.action, index: $0) },
                           "the newest action's states in order (seed \(seed))")
        }
        // Let any straggler that could still land do so, then check the whole log.
        await drainMainActor(rounds: 200)

        let log = recorder.states
        for (position, state) in log.enumerated() {
            if position > 0 {
                let previous = log[position - 1]
                if state.action == previous.action {
                    XCTAssertEqual(state.index, previous.index + 1, "order within an action at \(position) (seed \(seed))")
                } else {
                    XCTAssertGreaterThan(state.action, previous.action, "older action landed at \(position) (seed \(seed))")
                    XCTAssertEqual(state.index, 0, "an action's states are a prefix at \(position) (seed \(seed))")
                }
            } else {
                XCTAssertEqual(state.index, 0)
            }
        }
        // No state lands after a newer action started.
        for (action, start) in startedAt.sorted(by: { $0.key < $1.key }) {
            XCTAssertFalse(log[..<start].contains { $0.action >= action }, "action \(action) landed before it started")
            if let next = startedAt[action + 1] {
                let landedAfterNewer = log[next...].contains { $0.action == action }
                XCTAssertFalse(landedAfterNewer, "action \(action) landed after action \(action + 1) started (seed \(seed))")
            }
        }
        XCTAssertTrue(recorder.allOnMainThread)
        XCTAssertGreaterThanOrEqual(produced, interleavings)
    }

    @MainActor
    private func start(_ shape: Shape, action: Int, count: Int, on container: StateContainer<Tagged>) {
        let states = (0..<count).map { Tagged(action: action, index: $0) }
        switch shape {
        case .sync:
            // Consecutive synchronous observes: each lands at once, in order.
            for state in states { container.observe(state) }
        case .asyncClosure:
            if count == 1 {
                container.observeAsync { states[0] }
            } else {
                container.observeAsync { StateSequence(states.map { state in { @Sendable in state } }) }
            }
        case .backgroundStream:
            let (stream, continuation) = AsyncStream.makeStream(of: Tagged.self)
            container.observe(stream)
            DispatchQueue.global().async {
                for state in states { continuation.yield(state) }
                continuation.finish()
            }
        case .stateSequence:
            container.observe(StateSequence(states.map { state in { @Sendable in state } }))
        case .asyncSequence:
            container.observeAsync {
                AsyncStream { continuation in
                    for state in states { continuation.yield(state) }
                    continuation.finish()
                }
            }
        case .batchedBackground:
            // The publisher path: states handed to a batched delivery from another thread.
            let delivery = container.beginBatchedAction(onCancel: {})
            DispatchQueue.global().async {
                for state in states { delivery.send(state) }
                delivery.finish()
            }
        case .bridgedBackground:
            let bridge = container.beginExternalAction(onCancel: {})
            DispatchQueue.global().async {
                for state in states {
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated { bridge.send(state) }
                    }
                }
            }
        }
    }
}
