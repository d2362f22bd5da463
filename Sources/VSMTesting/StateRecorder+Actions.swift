/// Recording the action shapes of VSM core: a plain state, an `async` closure, an
/// `AsyncSequence` (`StateSequence` among them) and a closure returning a sequence.
///
/// Each starts at once. Work runs as a `VSM` action would run it: the closure or sequence
/// off the main actor, in a task the recorder owns (``StateRecorder/cancel()`` or the
/// recorder's deallocation cancels it, and `StateSequence` stops at cancellation).
extension StateRecorder {
    /// Records the state a synchronous action returned: a journey of one state, finished.
    ///
    /// Disfavoured: every other source (a sequence, a publisher, a container) is also "a
    /// value", and must win over this form.
    @_disfavoredOverload
    public convenience init(recording state: State) {
        self.init()
        record(state)
        finish()
    }

    /// Records the state an `async` closure returns (`observeAsync`'s shape), then finishes.
    public convenience init(recording action: @escaping @Sendable () async -> State) {
        self.init()
        let task = Task { [weak self] in
            let state = await action()
            guard !Task.isCancelled else { return }
            self?.record(state)
            self?.finish()
        }
        setCancellation { task.cancel() }
    }

    /// Records every element of `sequence` in order, then finishes when it ends, or records
    /// the error it throws (``error``). The sequence is handed off (`sending`) to the
    /// recording task: do not keep using it.
    public convenience init<Sequence: AsyncSequence>(
        recording sequence: sending Sequence
    ) where Sequence.Element == State, Sequence: SendableMetatype {
        self.init()
        let task = Task { [weak self] in
            await Self.iterate(sequence, into: self)
        }
        setCancellation { task.cancel() }
    }

    /// Calls `makeSequence` (off the main actor), then records its sequence as
    /// ``init(recording:)-(Sequence)`` does (the shape of `observeAsync` returning a sequence).
    public convenience init<Sequence: AsyncSequence>(
        recording makeSequence: @escaping @Sendable () async -> Sequence
    ) where Sequence.Element == State, Sequence: SendableMetatype {
        self.init()
        let task = Task { [weak self] in
            let sequence = await makeSequence()
            await Self.iterate(sequence, into: self)
        }
        setCancellation { task.cancel() }
    }

    /// Iterates `sequence` into `recorder` until it ends, throws or the task is cancelled.
    private static func iterate<Sequence: AsyncSequence>(
        _ sequence: Sequence, into recorder: StateRecorder?
    ) async where Sequence.Element == State {
        do {
            for try await state in sequence {
                recorder?.record(state)
            }
            if !Task.isCancelled { recorder?.finish() }
        } catch {
            if !Task.isCancelled { recorder?.finish(throwing: error) }
        }
    }
}
