import Dispatch
import OpenCombine
import Synchronization
import UserProfile

/// A decorator that adds simulated latency and failures to another repository, for demos
/// (`--simulate-latency`, `--simulate-failures`) and tests. The real repository has no
/// test-only branches: everything simulated lives here.
///
/// - Latency delays the start of each `load`, `save` and `reload` (the wrapped operation
///   runs after the delay; cancelling during the delay means it never runs).
/// - A failing operation, chosen with probability `failureRate` when the delay ends, fails
///   with ``UserProfileRepositoryError/simulated(_:)`` and the wrapped operation is not
///   run (a simulated failed save stores nothing).
/// - `observe` is passed through unchanged so live updates keep working.
public final class FaultInjectingRepository: UserProfileRepository {
    /// The real repository.
    public let wrapped: any UserProfileRepository
    /// What is simulated.
    public let configuration: FaultInjectionConfiguration
    private let random: Mutex<any RandomNumberGenerator & Sendable>

    /// - Parameters:
    ///   - wrapped: the real repository.
    ///   - configuration: what to simulate; ``FaultInjectionConfiguration/off`` passes through.
    ///   - randomNumberGenerator: decides which operations fail when the rate is below 1;
    ///     inject a ``SeededRandomNumberGenerator`` for repeatable runs.
    public init(
        wrapping wrapped: any UserProfileRepository,
        configuration: FaultInjectionConfiguration,
        randomNumberGenerator: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
    ) {
        self.wrapped = wrapped
        self.configuration = configuration
        self.random = Mutex(randomNumberGenerator)
    }

    /// The wrapped `load`, after the latency, unless a `load` failure is drawn.
    public func load(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        inject(.load) { [wrapped] in wrapped.load(userId: userId) }
    }

    /// The wrapped `reload`, after the latency, unless a `reload` failure is drawn.
    public func reload(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        inject(.reload) { [wrapped] in wrapped.reload(userId: userId) }
    }

    /// The wrapped `save`, after the latency, unless a `save` failure is drawn (then nothing is stored).
    public func save(_ username: Username, userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        inject(.save) { [wrapped] in wrapped.save(username, userId: userId) }
    }

    /// The wrapped observation, unchanged.
    public func observe(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        wrapped.observe(userId: userId)
    }

    /// The wrapped repository's wait: only real work can be in progress (a simulated delay
    /// has not started the operation yet).
    public func waitForWorkInProgress(timeout: Double) -> Bool {
        wrapped.waitForWorkInProgress(timeout: timeout)
    }

    // MARK: - Private

    private func inject(
        _ operation: RepositoryOperation,
        _ upstream: @escaping @Sendable () -> AnyPublisher<UserData, UserProfileRepositoryError>
    ) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        if configuration.isOff { return upstream() }
        return Self.delay(configuration.latency)
            .flatMap { [self] _ -> AnyPublisher<UserData, UserProfileRepositoryError> in
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
