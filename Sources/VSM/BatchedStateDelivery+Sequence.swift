/// Feeding a ``BatchedStateDelivery`` from an `AsyncSequence` (the sequence action shapes).
///
/// Nonisolated, so the tasks run on the global executor from their first instruction: the
/// producer side never costs a main-actor turn, and `next()` is awaited where the sequence's
/// elements are produced. The tasks inherit the caller's priority and task-local values.
extension BatchedStateDelivery {
    /// Starts a task that iterates `sequence` into this buffer.
    @inlinable
    func startIterating<Sequence: AsyncSequence>(
        _ sequence: sending Sequence
    ) -> Task<Void, Never> where Sequence.Element == State, Sequence: SendableMetatype {
        Task { await iterate(sequence) }
    }

    /// Starts a task that calls `makeSequence`, then iterates what it returns into this buffer.
    @inlinable
    func startIterating<Sequence: AsyncSequence>(
        _ makeSequence: @escaping @Sendable () async -> Sequence
    ) -> Task<Void, Never> where Sequence.Element == State, Sequence: SendableMetatype {
        Task { await iterate(await makeSequence()) }
    }

    /// Hands each state of `sequence` over, suspending while the buffer is full, until the
    /// sequence ends (then ``finish()``), throws (then ``fail(_:)``), or the action is
    /// superseded (then it stops pulling at once).
    @inlinable
    func iterate<Sequence: AsyncSequence>(
        _ sequence: Sequence
    ) async where Sequence.Element == State {
        do {
            for try await state in sequence {
                // A cancelled task belongs to a superseded action.
                guard !Task.isCancelled else { return }
                guard await append(state) else { return }
            }
            finish()
        } catch {
            fail(error)
        }
    }

    /// Appends `state`, suspending while the buffer is full; false once the action is closed.
    @inlinable
    func append(_ state: State) async -> Bool {
        while true {
            switch tryAppend(state) {
            case .appended:
                return true
            case .full:
                await waitForRoom()
            case .closed:
                return false
            }
        }
    }
}
