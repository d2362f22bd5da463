/// The willSet or didSet handlers of one container, main-actor confined.
///
/// Each entry shares a cancelled flag with its token: when the token is cancelled or
/// deallocated the handler is skipped and pruned, so a dropped token cannot leak work.
@MainActor
struct StateObserverList<State> {
    fileprivate struct Entry {
        let flag: ObservationFlag
        let handler: @MainActor (State) -> Void
    }

    private var entries: [Entry] = []

    mutating func add(_ handler: @escaping @MainActor (State) -> Void) -> StateObservationToken {
        let token = StateObservationToken()
        entries.removeAll { $0.flag.isCancelled }
        entries.append(Entry(flag: token.flag, handler: handler))
        return token
    }

    var isEmpty: Bool { entries.isEmpty }

    /// A copy of the handlers to call; see ``notify(_:with:)``.
    var snapshot: Snapshot { Snapshot(entries: entries) }

    struct Snapshot {
        fileprivate let entries: [Entry]
    }

    /// Calls each live handler of `snapshot` in registration order; returns whether some
    /// were cancelled (then the caller prunes the list with ``pruneCancelled()``).
    ///
    /// Works on a copy, outside any access to the container's stored list, so a handler
    /// may add observers or change state without an exclusivity conflict. Handlers added
    /// during the call are first called for the next change.
    static func notify(_ snapshot: Snapshot, with state: State) -> Bool {
        var sawCancelled = false
        for entry in snapshot.entries {
            if !entry.flag.isCancelled {
                entry.handler(state)
            } else {
                sawCancelled = true
            }
        }
        return sawCancelled
    }

    mutating func pruneCancelled() {
        entries.removeAll { $0.flag.isCancelled }
    }
}
