import Foundation
import TestSupport
@testable import VSM

/// A small view state like the specification's.
enum LoadState: Equatable, Sendable {
    case initialized
    case loading
    case loaded(String)
    case failed(message: String)
}

/// Lines written by a container's log, captured instead of going to stderr.
final class LogCapture: Sendable {
    private let storage = Locked<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    @MainActor
    func attach<State>(to container: StateContainer<State>) {
        container.captureLog { [self] line in storage.withLock { $0.append(line) } }
    }
}

/// Wraps a sequence and sets `ended` when its iterator is destroyed, i.e. when whoever
/// iterates it has stopped for good (finished, cancelled or abandoned).
struct EndTrackingSequence<Base: AsyncSequence>: AsyncSequence {
    typealias Element = Base.Element

    let base: Base
    let ended: Flag

    func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator(), token: EndToken(ended))
    }

    struct Iterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let token: EndToken

        mutating func next() async throws -> Element? {
            try await base.next()
        }
    }

    final class EndToken {
        let flag: Flag
        init(_ flag: Flag) { self.flag = flag }
        deinit { flag.set() }
    }
}
