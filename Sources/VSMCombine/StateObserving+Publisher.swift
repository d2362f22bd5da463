import OpenCombine
import VSM

/// Publisher actions: the action shape of the specification
/// (`$state.observe(loaderModel.load())` with an `AnyPublisher<State, Never>`).
extension StateObserving {
    /// Subscribes to `statePublisher` and sets each state it publishes.
    ///
    /// Guarantees: cancels the running action first; this subscription is cancelled by the
    /// next `observe…` call or when the container is deallocated. States published on the
    /// main thread while none is waiting are set synchronously (a `CurrentValueSubject`
    /// renders before `send` returns); states from other threads are set later on the main
    /// thread, in publishing order, each one rendered, in batches of one main-queue job (see
    /// ``BatchedStateDelivery``). A state published before this action was superseded but not
    /// yet applied is dropped: it never lands.
    ///
    /// Memory stays bounded for an endless fast publisher: a publishing thread other than
    /// the main thread blocks while ``BatchedStateDelivery/capacity`` states wait for the main
    /// thread. The subscription requests unlimited demand, because a subject drops what it is
    /// sent without demand: holding back through demand would lose states.
    @inlinable
    public func observe<P: Publisher>(
        _ statePublisher: P,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) where P.Output == State, P.Failure == Never {
        let subscription = SubscriptionBox()
        let delivery = beginBatchedAction(
            onCancel: { subscription.cancel() }, shape: .publisher, function: function, file: file, line: line
        )
        // `@Sendable` closures are nonisolated: publishers call them on any thread (a closure
        // inferred as main-actor isolated would trap when called from a background thread).
        let cancellable = statePublisher.sink(
            receiveCompletion: { @Sendable _ in delivery.finish() },
            receiveValue: { @Sendable state in delivery.send(state) }
        )
        if delivery.isCurrent {
            subscription.cancellable = cancellable
        } else {
            // Superseded while subscribing (e.g. a render observed another action).
            cancellable.cancel()
        }
    }

    /// Debounced ``observe(_:)-(P)`` with an explicit identifier: only the last call within
    /// `dueTime` subscribes; a superseded call's publisher expression is never evaluated.
    public func observe<P: Publisher>(
        _ statePublisher: @escaping @autoclosure () -> P,
        debounced dueTime: Duration,
        identifier: AnyHashable
    ) where P.Output == State, P.Failure == Never {
        debounceAction(identifier: identifier, dueTime: dueTime) { [weak container = stateContainer] in
            container?.observe(statePublisher())
        }
    }

    /// Debounced ``observe(_:)-(P)``; the call site is the identifier.
    public func observe<P: Publisher>(
        _ statePublisher: @escaping @autoclosure () -> P,
        debounced dueTime: Duration,
        file: String = #file,
        line: UInt = #line
    ) where P.Output == State, P.Failure == Never {
        observe(statePublisher(), debounced: dueTime, identifier: DebounceCallSite(file: file, line: line))
    }

    /// Debounced ``observe(_:)-(P)`` with an explicit identifier and the due time in seconds
    /// (a `TimeInterval`, as on iOS); converted by `Duration(debounceInterval:)`.
    public func observe<P: Publisher>(
        _ statePublisher: @escaping @autoclosure () -> P,
        debounced dueTime: Double,
        identifier: AnyHashable
    ) where P.Output == State, P.Failure == Never {
        observe(statePublisher(), debounced: Duration(debounceInterval: dueTime), identifier: identifier)
    }

    /// Debounced ``observe(_:)-(P)`` with the due time in seconds; the call site is the
    /// identifier.
    public func observe<P: Publisher>(
        _ statePublisher: @escaping @autoclosure () -> P,
        debounced dueTime: Double,
        file: String = #file,
        line: UInt = #line
    ) where P.Output == State, P.Failure == Never {
        observe(statePublisher(), debounced: Duration(debounceInterval: dueTime), file: file, line: line)
    }
}

/// Holds the subscription of one publisher action so the container can cancel it.
@MainActor
@usableFromInline
final class SubscriptionBox {
    @usableFromInline var cancellable: AnyCancellable?

    @usableFromInline
    init() {}

    @usableFromInline
    func cancel() {
        cancellable?.cancel()
        cancellable = nil
    }
}
