import Dispatch
import Synchronization
import VSM
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Delivers one publisher action's events to the main actor, in order, from any thread.
///
/// - On the main thread with nothing queued, a value is applied synchronously (so a
///   `CurrentValueSubject` sent to on the main thread renders before `send` returns).
/// - Otherwise it is queued with `DispatchQueue.main.async` (one hop, FIFO), and while
///   anything is queued even main-thread values queue behind it, so order is kept.
/// - Staleness is not decided here: ``ExternalAction/send(_:)`` drops a value whose action
///   was superseded by the time it reaches the main actor.
final class MainThreadDelivery<State>: Sendable {
    private let action: ExternalAction<State>
    /// The main thread, recorded on the main actor at creation (main-actor code always runs
    /// on the main thread on Linux, where the main actor's executor is the main queue).
    private let mainThread: pthread_t
    private let queued = Atomic<Int>(0)

    @MainActor
    init(action: ExternalAction<State>) {
        self.action = action
        self.mainThread = pthread_self()
    }

    private var canDeliverNow: Bool {
        pthread_equal(pthread_self(), mainThread) != 0 && queued.load(ordering: .acquiring) == 0
    }

    /// Called by the subscriber on whatever thread the publisher sends on.
    func receive(_ state: State) {
        let transfer = StateTransfer(state)
        if canDeliverNow {
            MainActor.assumeIsolated { action.send(transfer.state) }
        } else {
            enqueue { action in action.send(transfer.state) }
        }
    }

    /// Called when the publisher finishes, after its last value.
    func receiveFinished() {
        if canDeliverNow {
            MainActor.assumeIsolated { action.finish() }
        } else {
            enqueue { action in action.finish() }
        }
    }

    private func enqueue(_ work: @escaping @Sendable @MainActor (ExternalAction<State>) -> Void) {
        queued.add(1, ordering: .acquiringAndReleasing)
        DispatchQueue.main.async { [self] in
            // Main-queue blocks run on the main thread: the main actor's executor.
            MainActor.assumeIsolated {
                queued.subtract(1, ordering: .acquiringAndReleasing)
                work(action)
            }
        }
    }
}

/// Moves a state from the publisher's thread to the main thread.
///
/// `@unchecked Sendable` because OpenCombine predates `Sendable` and view states need not be
/// `Sendable` (as in the Apple library, whose code this project ports): the value is handed
/// off — the publisher passed it to us and our subscriber keeps no other copy, and from here
/// on only the main actor reads it. This is the `sending` hand-off the checker cannot see
/// through a pre-concurrency publisher.
struct StateTransfer<State>: @unchecked Sendable {
    let state: State

    init(_ state: State) {
        self.state = state
    }
}
