/// Feeding a ``BatchedStateDelivery`` from an `AsyncSequence` (the sequence action shapes).
///
/// The iterating task is nonisolated, so it never costs a main-actor turn, and `next()` is
/// awaited where the sequence's elements are produced. It runs on a
/// ``SequenceConsumerExecutor``: the global dispatch queues, as for any nonisolated task, plus
/// a call to ``BatchedStateDelivery/publish()`` each time the task suspends, which is what
/// lets a quick run of states reach the main thread in one batch without holding back the
/// last one. The task inherits the caller's priority and task-local values.
extension BatchedStateDelivery {
    /// Starts a task that iterates `sequence` into this buffer.
    @inlinable
    func startIterating<Sequence: AsyncSequence>(
        _ sequence: sending Sequence
    ) -> Task<Void, Never> where Sequence.Element == State, Sequence: SendableMetatype {
        Task(executorPreference: SequenceConsumerExecutor(delivery: self)) {
            await self.iterate(sequence)
        }
    }

    /// Starts a task that calls `makeSequence`, then iterates what it returns into this buffer.
    @inlinable
    func startIterating<Sequence: AsyncSequence>(
        _ makeSequence: @escaping @Sendable () async -> Sequence
    ) -> Task<Void, Never> where Sequence.Element == State, Sequence: SendableMetatype {
        Task(executorPreference: SequenceConsumerExecutor(delivery: self)) {
            await self.iterate(await makeSequence())
        }
    }

    /// Hands each state of `sequence` over, suspending while the buffer is full, until the
    /// sequence ends (then ``finish()``), throws (then ``fail(_:)``), or the action is
    /// superseded (then it stops pulling at once: superseding closes the buffer, and cancels
    /// this task, which a cancellation-aware sequence such as `AsyncStream` sees in `next()`).
    @inlinable
    func iterate<Sequence: AsyncSequence>(
        _ sequence: Sequence
    ) async where Sequence.Element == State {
        if let stream = sequence as? AsyncStream<State> {
            // The same loop on the concrete type, which calls the stream's own `next()`. Through
            // the protocol, every element would go through its dispatch thunk and the stream's
            // witness, two more task-allocator frames (the standard library is built resilient,
            // so a specialisation cannot see which witness the stream has; docs/Benchmarks.md,
            // "VSM core", counts them). Specialised, the cast is decided at compile time.
            for await state in stream {
                guard await append(state) else { return }
            }
            finish()
            return
        }
        do {
            for try await state in sequence {
                guard await append(state) else { return }
            }
            finish()
        } catch {
            fail(error)
        }
    }

    /// Hands `state` over: at once while there is room, else suspending until there is; false
    /// once the action is closed. Always inlined into the loops above: as a call of its own,
    /// each state would cost a frame of the task allocator.
    @inlinable @inline(__always)
    func append(_ state: State) async -> Bool {
        switch tryAppend(state) {
        case .appended:
            return true
        case .closed:
            return false
        case .full:
            return await appendWhenRoom(state)
        }
    }

    /// Appends `state`, suspending while the buffer is full; false once the action is closed.
    @inlinable
    func appendWhenRoom(_ state: State) async -> Bool {
        while true {
            await waitForRoom()
            switch tryAppend(state) {
            case .appended:
                return true
            case .full:
                continue
            case .closed:
                return false
            }
        }
    }
}
