import Foundation
import Locking
import OpenCombine
import UserProfile

/// The current ``SyncStatus`` and everyone watching it: each subscriber gets the current
/// status at once, then every change, in order; equal consecutive values are not repeated.
/// Any thread.
final class SyncStatusBroadcast: Sendable {
    private struct State {
        var status: SyncStatus
        var watchers: [UUID: CallbackEmitter<SyncStatus, Never>] = [:]
    }

    private let state: Locked<State>

    init(_ status: SyncStatus) {
        state = Locked(State(status: status))
    }

    var current: SyncStatus { state.withLock { $0.status } }

    /// Changes the status with `change` and tells the watchers when it differs. Sent under
    /// the lock, so two updates from different threads reach every watcher in one order.
    func update(_ change: (inout SyncStatus) -> Void) {
        state.withLock { state in
            var status = state.status
            change(&status)
            guard status != state.status else { return }
            state.status = status
            for watcher in state.watchers.values { watcher.send(status) }
        }
    }

    var publisher: AnyPublisher<SyncStatus, Never> {
        CallbackPublisher { [state] emitter in
            let id = UUID()
            state.withLock { state in
                emitter.send(state.status)
                state.watchers[id] = emitter
            }
            return { _ = state.withLock { $0.watchers.removeValue(forKey: id) } }
        }
        .eraseToAnyPublisher()
    }
}
