/// Something a ``StateSequenceBuilder`` block accepts as a **synchronous** state: its
/// ``action`` runs inline, before `observe` returns, when it comes before every
/// asynchronous one. ``First`` is the one VSM ships; conform your own helper types to add
/// others (the Apple library's `SyncStateProviding`).
public protocol SyncStateProviding<State> {
    /// The state type produced.
    associatedtype State
    /// Produces the state, synchronously, where the sequence is observed.
    var action: () -> State { get }
}

/// Something a ``StateSequenceBuilder`` block accepts as an **asynchronous** state: its
/// ``action`` runs in the sequence's task, after the states before it have landed. ``Next``
/// is the one VSM ships (the Apple library's `AsyncStateProviding`).
public protocol AsyncStateProviding<State> {
    /// The state type produced.
    associatedtype State
    /// Produces the state, with the isolation of the code that wrote the closure (off the main
    /// actor when written in a nonisolated model method); its state lands on the main actor
    /// when a container observes it.
    var action: () async -> State { get }
}
