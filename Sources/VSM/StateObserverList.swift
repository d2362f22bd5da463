/// The willSet or didSet handlers of one container, main-actor confined.
///
/// Each entry shares a cancelled flag with its token: when the token is cancelled or
/// deallocated the handler is skipped and pruned, so a dropped token cannot leak work.
///
/// The per-change members are `@inlinable` so they are specialised for the client's state
/// type: unspecialised, every change paid generic metadata lookups for the entry array.
@MainActor
@usableFromInline
struct StateObserverList<State> {
    @usableFromInline
    struct Entry {
        @usableFromInline let flag: ObservationFlag
        @usableFromInline let handler: @MainActor (State) -> Void
    }

    @usableFromInline var entries: [Entry] = []

    init() {}

    mutating func add(_ handler: @escaping @MainActor (State) -> Void) -> StateObservationToken {
        let token = StateObservationToken()
        entries.removeAll { $0.flag.isCancelled }
        entries.append(Entry(flag: token.flag, handler: handler))
        return token
    }

    @inlinable
    var isEmpty: Bool { entries.isEmpty }

    /// A copy of the handlers to call; see ``notify(_:with:)``.
    @inlinable
    var snapshot: Snapshot { Snapshot(entries: entries) }

    @usableFromInline
    struct Snapshot {
        @usableFromInline let entries: [Entry]

        @inlinable
        init(entries: [Entry]) {
            self.entries = entries
        }
    }

    /// Calls each live handler of `snapshot` in registration order; returns whether some
    /// were cancelled (then the caller prunes the list with ``pruneCancelled()``).
    ///
    /// Works on a copy, outside any access to the container's stored list, so a handler
    /// may add observers or change state without an exclusivity conflict. Handlers added
    /// during the call are first called for the next change.
    @inlinable
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

    /// Drops the entries of cancelled tokens (rare: not inlined).
    @usableFromInline
    mutating func pruneCancelled() {
        entries.removeAll { $0.flag.isCancelled }
    }
}
