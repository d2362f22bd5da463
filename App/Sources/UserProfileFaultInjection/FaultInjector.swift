import Dispatch
import Locking
import OpenCombine
import UserProfile

/// The simulation shared by the fault-injecting decorators: the latency before an
/// operation starts, and the draw that decides whether it fails instead.
///
/// Threading: any thread; draws are serialized by a lock, so a seeded generator gives the
/// same sequence of failures for the same sequence of operations.
final class FaultInjector: Sendable {
    let configuration: FaultInjectionConfiguration
    private let random: Locked<any RandomNumberGenerator & Sendable>

    init(configuration: FaultInjectionConfiguration, randomNumberGenerator: any RandomNumberGenerator & Sendable) {
        self.configuration = configuration
        self.random = Locked(randomNumberGenerator)
    }

    /// `upstream` after the latency, unless a failure of `operation` is drawn when the
    /// latency ends: then ``UserProfileRepositoryError/simulated(_:)`` and `upstream` is
    /// never subscribed (a simulated failed save stores nothing). Cancelling during the
    /// latency means the operation never runs. With the configuration off, `upstream` itself.
    func inject<Output: Sendable>(
        _ operation: RepositoryOperation,
        _ upstream: @escaping @Sendable () -> AnyPublisher<Output, UserProfileRepositoryError>
    ) -> AnyPublisher<Output, UserProfileRepositoryError> {
        if configuration.isOff { return upstream() }
        return Self.delay(configuration.latency)
            .flatMap { [self] _ -> AnyPublisher<Output, UserProfileRepositoryError> in
                if shouldFail(operation) {
                    return Fail(error: UserProfileRepositoryError.simulated(operation)).eraseToAnyPublisher()
                }
                return upstream()
            }
            .eraseToAnyPublisher()
    }

    private func shouldFail(_ operation: RepositoryOperation) -> Bool {
        guard configuration.failingOperations.contains(operation), configuration.failureRate > 0 else { return false }
        if configuration.failureRate >= 1 { return true }
        let roll = random.withLock { generator in Double.random(in: 0..<1, using: &generator) }
        return roll < configuration.failureRate
    }

    /// One `()` after `seconds` on a background queue (at once, synchronously, for 0).
    private static func delay(_ seconds: Double) -> AnyPublisher<Void, UserProfileRepositoryError> {
        guard seconds > 0 else { return Just(()).setFailureType(to: UserProfileRepositoryError.self).eraseToAnyPublisher() }
        return CallbackPublisher<Void, UserProfileRepositoryError> { emitter in
            let flag = CancellationFlag()
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                guard !flag.isCancelled else { return }
                emitter.complete(with: .success(()))
            }
            return { flag.cancel() }
        }
        .eraseToAnyPublisher()
    }
}
