import Locking
import OpenCombine

/// The first value or the failure of a publisher, collected on whatever thread it comes;
/// the test waits for ``result`` with `waitUntil` (which runs the main loop meanwhile).
final class FirstValue<Output: Sendable, Failure: Error> {
    private let state = Locked<Result<Output, Failure>?>(nil)
    private var subscription: AnyCancellable?

    init(_ publisher: AnyPublisher<Output, Failure>) {
        let sink = publisher.first().sink(
            receiveCompletion: { [state] completion in
                if case .failure(let error) = completion { state.withLock { if $0 == nil { $0 = .failure(error) } } }
            },
            receiveValue: { [state] value in state.withLock { $0 = .success(value) } }
        )
        subscription = sink
    }

    var result: Result<Output, Failure>? { state.withLock { $0 } }
    var isFinished: Bool { result != nil }
}
