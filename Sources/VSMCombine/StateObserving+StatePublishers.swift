import OpenCombine
import VSM

/// willSet / didSet as OpenCombine publishers, for view-side logic (animations, navigation).
extension StateObserving {
    /// Publishes each new state just before it is set (`state` still holds the old one).
    ///
    /// Guarantees: a new subscriber first receives the latest value (the current state at
    /// the time this property was read, or the newest state published since); every later
    /// value is sent on the main thread, synchronously during the change. Never completes.
    /// Observation ends when the last subscription is cancelled or the publisher is
    /// released unsubscribed.
    public var willSetPublisher: AnyPublisher<State, Never> {
        let subject = CurrentValueSubject<State, Never>(stateContainer.state)
        let token = observeWillSet { subject.send($0) }
        return subject
            .handleEvents(receiveCancel: { token.cancel() })
            .eraseToAnyPublisher()
    }

    /// Publishes each new state just after it is set; same guarantees as
    /// ``willSetPublisher``.
    public var didSetPublisher: AnyPublisher<State, Never> {
        let subject = CurrentValueSubject<State, Never>(stateContainer.state)
        let token = observeDidSet { subject.send($0) }
        return subject
            .handleEvents(receiveCancel: { token.cancel() })
            .eraseToAnyPublisher()
    }
}
