import Foundation
import Synchronization
@testable import VSM

/// A small view state like the specification's.
enum LoadState: Equatable, Sendable {
    case initialized
    case loading
    case loaded(String)
    case failed(message: String)
}

/// Records every didSet of a container (and on which thread it ran).
@MainActor
final class Recorder<State> {
    private(set) var states: [State] = []
    private(set) var allOnMainThread = true
    private var token: StateObservationToken?

    init(_ observing: some StateObserving<State>) {
        token = observing.observeDidSet { [weak self] state in
            self?.states.append(state)
            if !Thread.isMainThread { self?.allOnMainThread = false }
        }
    }
}

/// Lines written by a container's log, captured instead of going to stderr.
final class LogCapture: Sendable {
    private let storage = Mutex<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    @MainActor
    func attach<State>(to container: StateContainer<State>) {
        container.logSink = { [self] line in storage.withLock { $0.append(line) } }
    }
}

/// A flag that can be set from any thread.
final class Flag: Sendable {
    private let value = Atomic<Bool>(false)
    func set() { value.store(true, ordering: .releasing) }
    var isSet: Bool { value.load(ordering: .acquiring) }
}

/// A counter that can be bumped from any thread.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    @discardableResult func increment() -> Int { value.add(1, ordering: .relaxed).newValue }
    var count: Int { value.load(ordering: .relaxed) }
}

/// An async gate: `wait()` suspends until `open()` (from any thread).
final class Gate: Sendable {
    private let state = Mutex<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    var waiterCount: Int { state.withLock { $0.waiters.count } }

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                if state.open { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.open = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }
}

/// Wraps a sequence and sets `ended` when its iterator is destroyed, i.e. when whoever
/// iterates it has stopped for good (finished, cancelled or abandoned).
struct EndTrackingSequence<Base: AsyncSequence>: AsyncSequence {
    typealias Element = Base.Element

    let base: Base
    let ended: Flag

    func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator(), token: EndToken(ended))
    }

    struct Iterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let token: EndToken

        mutating func next() async throws -> Element? {
            try await base.next()
        }
    }

    final class EndToken {
        let flag: Flag
        init(_ flag: Flag) { self.flag = flag }
        deinit { flag.set() }
    }
}
