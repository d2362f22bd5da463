import Dispatch
import OpenCombine
import OpenCombineDispatch
import VSM
import VSMCombine

/// Peak memory while a producer emits states as fast as it can into a render that takes
/// 10 µs: growth of the resident set over the run, sampled from the render, and how far the
/// producer ever got ahead of the render (states produced but not yet rendered).
///
/// Three producers: a sequence pulled as fast as the container takes it (`observe(_:)` of an
/// `AsyncSequence`); a `PassthroughSubject` sent to in a tight loop from a background thread
/// (`observe(publisher)`, held back by blocking the sender); and a sequence's publisher
/// subscribed on a background queue (held back through demand; no thread blocks). An
/// `AsyncStream` is not used here: its own buffer is unbounded by default, so it would
/// measure the stream, not VSM.
struct StreamMemoryBenchmark {
    let states: Int
    let renderMicroseconds = 10

    /// What one shape's run observed.
    @MainActor
    final class Probe {
        let produced = SharedCounter()
        let target: Int
        var rendered = 0
        var maxAhead = 0
        var peakResident = 0
        var done: CheckedContinuation<Void, Never>?

        init(target: Int) {
            self.target = target
        }

        func render(spinning microseconds: Int) {
            rendered += 1
            maxAhead = max(maxAhead, produced.value - rendered)
            if rendered % 4_096 == 0 { peakResident = max(peakResident, residentBytes()) }
            spin(nanoseconds: UInt64(microseconds) * 1_000)
            if rendered == target {
                done?.resume()
                done = nil
            }
        }
    }

    @MainActor
    func run() async {
        print("Peak memory, producer as fast as it can into a \(renderMicroseconds) µs render (\(states) states):")
        await report("observe(AsyncSequence)") { container, probe in
            container.observe(PulledSequence(count: states, produced: probe.produced))
        }
        await report("observe(publisher)") { container, probe in
            let shared = SharedIntSubject(subject: PassthroughSubject())
            container.observe(shared.subject)
            let produced = probe.produced
            let count = states
            DispatchQueue.global().async {
                for value in 0..<count {
                    produced.increment()
                    shared.subject.send(value)
                }
            }
        }
        await report("observe(publisher) through demand") { container, probe in
            let produced = probe.produced
            // `@Sendable`: nonisolated, since the sequence is pulled on a background queue.
            let values = (0..<states).lazy.map { @Sendable value -> Int in
                produced.increment()
                return value
            }
            container.observe(values.publisher.subscribe(on: DispatchQueue.global().ocombine))
        }
        print("")
    }

    @MainActor
    private func report(
        _ name: String,
        _ start: (StateContainer<Int>, Probe) -> Void
    ) async {
        let probe = Probe(target: states)
        let before = residentBytes()
        probe.peakResident = before
        let container = StateContainer(state: -1)
        let micros = renderMicroseconds
        let token = container.observeDidSet { _ in probe.render(spinning: micros) }
        let begin = nowNanoseconds()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            probe.done = done
            start(container, probe)
        }
        let seconds = Double(nowNanoseconds() - begin) / 1e9
        let growth = Double(probe.peakResident - before) / 1_048_576
        print("  \(name): peak RSS growth \(format(growth)) MiB, at most \(probe.maxAhead) states ahead of the render, \(format(seconds)) s")
        withExtendedLifetime(token) {}
    }
}

/// `0..<count` as an async sequence, each element produced when pulled.
struct PulledSequence: AsyncSequence, Sendable {
    typealias Element = Int
    let count: Int
    let produced: SharedCounter

    func makeAsyncIterator() -> Iterator {
        Iterator(count: count, produced: produced)
    }

    struct Iterator: AsyncIteratorProtocol {
        let count: Int
        let produced: SharedCounter
        var next = 0

        mutating func next() async -> Int? {
            guard next < count else { return nil }
            defer { next += 1 }
            produced.increment()
            return next
        }
    }
}

/// Busy-waits: a render with a known cost that keeps the thread on the CPU, as a real one does.
func spin(nanoseconds: UInt64) {
    let end = nowNanoseconds() + nanoseconds
    while nowNanoseconds() < end {}
}
