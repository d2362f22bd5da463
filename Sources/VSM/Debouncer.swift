/// Runs only the last action scheduled per identifier within its due time.
///
/// Each call for an identifier cancels that identifier's pending call (whose action is then
/// never invoked) and restarts the wait: a trailing-edge debounce. Identifiers are
/// independent of each other. Main-actor confined; waits hold the debouncer weakly.
@MainActor
final class Debouncer {
    private struct Pending {
        let ticket: UInt64
        let task: Task<Void, Never>
        let action: @MainActor () -> Void
    }

    private let clock: DebounceClock
    private var pending: [AnyHashable: Pending] = [:]
    private var nextTicket: UInt64 = 0

    init(clock: DebounceClock) {
        self.clock = clock
    }

    func schedule(_ action: @escaping @MainActor () -> Void, identifier: AnyHashable, dueTime: Duration) {
        pending[identifier]?.task.cancel()
        nextTicket &+= 1
        let ticket = nextTicket
        let sleep = clock.makeSleep(dueTime)
        let task = Task { @MainActor [weak self] in
            do {
                try await sleep()
            } catch {
                return  // superseded or container gone
            }
            self?.fire(ticket)
        }
        pending[identifier] = Pending(ticket: ticket, task: task, action: action)
    }

    private func fire(_ ticket: UInt64) {
        // A superseded wait may finish sleeping before it sees cancellation: the ticket
        // decides, so only the newest call for an identifier ever runs.
        guard let key = pending.first(where: { $0.value.ticket == ticket })?.key,
              let entry = pending.removeValue(forKey: key) else { return }
        entry.action()
    }

    /// Drops the pending call for `identifier`, if any: its action is never invoked.
    func cancel(identifier: AnyHashable) {
        pending.removeValue(forKey: identifier)?.task.cancel()
    }

    /// Whether a call for `identifier` is waiting.
    func isPending(identifier: AnyHashable) -> Bool {
        pending[identifier] != nil
    }

    func cancelAll() {
        for entry in pending.values {
            entry.task.cancel()
        }
        pending.removeAll()
    }
}
