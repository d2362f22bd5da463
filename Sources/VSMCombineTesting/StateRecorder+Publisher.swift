import Foundation
import Locking
import OpenCombine
import VSM
import VSMTesting

extension StateRecorder {
    /// Subscribes to `publisher` at once and records every state it publishes, on whatever
    /// thread it publishes; finishes on completion, or records the failure (``error``) of a
    /// failing publisher. The subscription requests unlimited demand, as
    /// `StateContainer.observe(_:)` does.
    ///
    /// ``cancel()`` or the recorder's deallocation cancels the subscription.
    public convenience init<P: Publisher>(recording publisher: P) where P.Output == State {
        self.init()
        let subscription = SubscriptionHolder()
        // Set before subscribing: a synchronous publisher may finish inside `sink`, and
        // `setCancellation` must then cancel what `sink` returns.
        setCancellation { subscription.cancel() }
        let cancellable = publisher.sink(
            receiveCompletion: { [weak self] completion in
                switch completion {
                case .finished: self?.finish()
                case .failure(let error): self?.finish(throwing: error)
                }
            },
            receiveValue: { [weak self] state in self?.record(state) }
        )
        subscription.hold(cancellable)
    }
}

/// The subscription of a recorded publisher, cancelled from any thread.
///
/// `@unchecked Sendable` is safe because `cancellable` and `isCancelled` are only touched
/// while `lock` is held (the cancellation itself runs outside it).
private final class SubscriptionHolder: @unchecked Sendable {
    private let lock = ConditionLock()
    private var cancellable: AnyCancellable?
    private var isCancelled = false

    /// Keeps `cancellable`, or cancels it at once if the recording was already stopped.
    func hold(_ cancellable: AnyCancellable) {
        let cancelNow: Bool = lock.withLock {
            if isCancelled { return true }
            self.cancellable = cancellable
            return false
        }
        if cancelNow { cancellable.cancel() }
    }

    func cancel() {
        let cancellable: AnyCancellable? = lock.withLock {
            isCancelled = true
            defer { self.cancellable = nil }
            return self.cancellable
        }
        cancellable?.cancel()
    }
}
