import OpenCombine
import VSM

/// Publisher actions: the action shape of the specification
/// (`$state.observe(loaderModel.load())` with an `AnyPublisher<State, Never>`).
extension StateObserving {
    /// Subscribes to `statePublisher` and sets each state it publishes.
    ///
    /// Guarantees: cancels the running action first; this subscription is cancelled by the
    /// next `observe…` call or when the container is deallocated. States published on the
    /// main thread are set synchronously (a `CurrentValueSubject` renders before `send`
    /// returns), after any states from other threads still waiting; states from other threads
    /// are set later on the main thread, in publishing order, each one rendered, in batches of
    /// one main-queue job (see `BatchedStateDelivery` in VSM). No state is skipped. A state
    /// published before this action was superseded but not yet applied is dropped: it never
    /// lands.
    ///
    /// Memory stays bounded for an endless fast publisher, by demand where that is safe and by
    /// blocking the sender where it is not:
    /// - A publisher whose type says it only produces on demand (`Just`, `Future`, a
    ///   sequence's `publisher`, and `map`, `filter`, `subscribe(on:)`, `receive(on:)`,
    ///   `merge(with:)`… of those) is asked for `BatchedStateDelivery.capacity` (VSM) states at a
    ///   time, more as the main thread applies them: no thread ever blocks, and one that
    ///   produces on the main thread yields to the main loop after each window.
    /// - Any other publisher — subjects, `@Published`, an `AnyPublisher`, whose type hides
    ///   what it wraps — gets unlimited demand, because a subject drops what it is sent while
    ///   demand is exhausted, and a subscriber cannot tell such a publisher from one that
    ///   pauses. Instead a sending thread other than the main thread blocks while
    ///   `BatchedStateDelivery.capacity` (VSM) states wait for the main thread, as any synchronous
    ///   Combine subscriber holds back its sender. The main thread never blocks; a sender the
    ///   main thread is itself waiting for stops blocking after 50 ms, so they cannot deadlock.
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
        // The closure is made here, where this method is specialised for the client's state
        // type, so the per-state path runs specialised code.
        let subscriber = BatchedSubscriber(delivery: delivery, for: statePublisher) { @Sendable state in
            delivery.send(state)
        }
        statePublisher.subscribe(subscriber)
        if delivery.isCurrent {
            subscription.cancellable = AnyCancellable(subscriber)
        } else {
            // Superseded while subscribing (e.g. a render observed another action).
            subscriber.cancel()
        }
    }

    /// Debounced `observe(_:)` with an explicit identifier: only the last call within
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

    /// Debounced `observe(_:)`; the call site is the identifier.
    public func observe<P: Publisher>(
        _ statePublisher: @escaping @autoclosure () -> P,
        debounced dueTime: Duration,
        file: String = #file,
        line: UInt = #line
    ) where P.Output == State, P.Failure == Never {
        observe(statePublisher(), debounced: dueTime, identifier: DebounceCallSite(file: file, line: line))
    }

    /// Debounced `observe(_:)` with an explicit identifier and the due time in seconds
    /// (a `TimeInterval`, as on iOS); converted by `Duration(debounceInterval:)`.
    public func observe<P: Publisher>(
        _ statePublisher: @escaping @autoclosure () -> P,
        debounced dueTime: Double,
        identifier: AnyHashable
    ) where P.Output == State, P.Failure == Never {
        observe(statePublisher(), debounced: Duration(debounceInterval: dueTime), identifier: identifier)
    }

    /// Debounced `observe(_:)` with the due time in seconds; the call site is the
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
