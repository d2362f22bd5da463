import Dispatch
import TestSupport

/// An endless (or `limit`-long) async sequence of 0, 1, 2, … produced as fast as it is
/// pulled, counting what it produced so a test can compare producer and consumer.
///
/// `reached` is signalled once, when element `signalAt` is produced; `ended` is set when
/// the iterator is destroyed (whoever iterates stopped for good).
struct CountingSequence: AsyncSequence, Sendable {
    typealias Element = Int

    let produced: Counter
    var limit = Int.max
    var signalAt = Int.max
    var reached: DispatchSemaphore?
    let ended: Flag

    func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self, token: EndToken(ended))
    }

    struct Iterator: AsyncIteratorProtocol {
        let sequence: CountingSequence
        let token: EndToken
        var next = 0

        mutating func next() async -> Int? {
            guard next < sequence.limit else { return nil }
            let value = next
            next += 1
            sequence.produced.increment()
            if value == sequence.signalAt { sequence.reached?.signal() }
            return value
        }
    }

    final class EndToken: Sendable {
        let flag: Flag
        init(_ flag: Flag) { self.flag = flag }
        deinit { flag.set() }
    }
}
