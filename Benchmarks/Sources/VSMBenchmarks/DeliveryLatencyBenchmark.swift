import Dispatch
import OpenCombine
import VSM
import VSMCombine

/// A state stamped with the monotonic time it was produced on a background thread.
struct Stamp: Sendable {
    let producedAt: UInt64
}

/// Lets the benchmark's background thread send to an OpenCombine subject.
///
/// `@unchecked Sendable`: OpenCombine predates `Sendable`; its subjects lock internally and
/// may be sent to from any thread.
struct SharedSubject: @unchecked Sendable {
    let subject: PassthroughSubject<Stamp, Never>
}

/// Latencies recorded on the main actor.
@MainActor
final class LatencyRecorder {
    var samples: [Double] = []
    var onSample: (() -> Void)?

    func record(since producedAt: UInt64) {
        samples.append(Double(nowNanoseconds() - producedAt) / 1_000)
        onSample?()
    }
}

/// Background-to-main delivery of one state at a time: latency p50 / p99, as a ratio to a
/// bare `DispatchQueue.main.async` hop measured in the same run.
struct DeliveryLatencyBenchmark {
    let samples: Int

    /// Rounds interleave baseline and VSM shapes, so a main thread that is parked at one
    /// moment and hot at another affects every side alike.
    let rounds = 5

    @MainActor
    func run() async {
        var baseline: [Double] = []
        var publisher: [Double] = []
        var stream: [Double] = []
        var asyncClosure: [Double] = []
        for _ in 0..<rounds {
            baseline += await measureBaseline()
            publisher += await measurePublisher()
            stream += await measureStream()
            asyncClosure += await measureAsyncClosure()
        }
        baseline.sort()
        publisher.sort()
        stream.sort()
        asyncClosure.sort()

        print("Background → main delivery latency (\(samples) states, one at a time, µs):")
        print("  (bimodal on Linux: a few µs while the main thread is still awake, ~50 µs once it")
        print("  has parked, so a p50 can land in either mode — read p50 and p99 together)")
        report("DispatchQueue.main.async (baseline)", baseline, against: nil)
        report("observe(publisher)", publisher, against: baseline)
        report("observe(AsyncStream)", stream, against: baseline)
        report("observeAsync { @concurrent in } (closure off main → set)", asyncClosure, against: baseline)
        print("")
    }

    private func report(_ name: String, _ sorted: [Double], against baseline: [Double]?) {
        let p50 = percentile(sorted, 0.5)
        let p99 = percentile(sorted, 0.99)
        var line = "  \(name): p50 \(format(p50)) µs, p99 \(format(p99)) µs"
        if let baseline {
            let ratio = p50 / percentile(baseline, 0.5)
            line += " — p50 ratio \(format(ratio, decimals: 2))× (\(verdict(ratio, target: 2.0)))"
            line += ", p99 ratio \(format(p99 / percentile(baseline, 0.99), decimals: 2))×"
        }
        print(line)
    }

    /// Runs `produce` on a background thread, one state per `semaphore` signal, while the
    /// main actor stays free to drain the main queue.
    @MainActor
    private func onBackground(
        _ recorder: LatencyRecorder,
        _ produce: @escaping @Sendable (DispatchSemaphore) -> Void
    ) async -> [Double] {
        let semaphore = DispatchSemaphore(value: 0)
        recorder.onSample = { semaphore.signal() }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                produce(semaphore)
                done.resume()
            }
        }
        return recorder.samples.sorted()
    }

    @MainActor
    private func measureBaseline() async -> [Double] {
        let recorder = LatencyRecorder()
        let count = samples / rounds
        return await onBackground(recorder) { semaphore in
            for _ in 0..<count {
                let producedAt = nowNanoseconds()
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { recorder.record(since: producedAt) }
                }
                semaphore.wait()
            }
        }
    }

    @MainActor
    private func measurePublisher() async -> [Double] {
        let recorder = LatencyRecorder()
        let container = StateContainer(state: Stamp(producedAt: 0))
        let token = container.observeDidSet { recorder.record(since: $0.producedAt) }
        let shared = SharedSubject(subject: PassthroughSubject())
        container.observe(shared.subject)
        let count = samples / rounds
        let result = await onBackground(recorder) { semaphore in
            for _ in 0..<count {
                shared.subject.send(Stamp(producedAt: nowNanoseconds()))
                semaphore.wait()
            }
        }
        withExtendedLifetime(token) {}
        return result
    }

    @MainActor
    private func measureStream() async -> [Double] {
        let recorder = LatencyRecorder()
        let container = StateContainer(state: Stamp(producedAt: 0))
        let token = container.observeDidSet { recorder.record(since: $0.producedAt) }
        let (stream, continuation) = AsyncStream.makeStream(of: Stamp.self)
        container.observe(stream)
        let count = samples / rounds
        let result = await onBackground(recorder) { semaphore in
            for _ in 0..<count {
                continuation.yield(Stamp(producedAt: nowNanoseconds()))
                semaphore.wait()
            }
            continuation.finish()
        }
        withExtendedLifetime(token) {}
        return result
    }

    @MainActor
    private func measureAsyncClosure() async -> [Double] {
        let recorder = LatencyRecorder()
        let container = StateContainer(state: Stamp(producedAt: 0))
        var resume: CheckedContinuation<Void, Never>?
        let token = container.observeDidSet { recorder.record(since: $0.producedAt) }
        recorder.onSample = { resume?.resume(); resume = nil }
        for _ in 0..<(samples / rounds) {
            await withCheckedContinuation { continuation in
                resume = continuation
                // `@concurrent`: the closure runs off the main actor, so its state hops back (a
                // plain closure literal runs on the main actor, like Task { }'s, and would not).
                container.observeAsync { @concurrent in Stamp(producedAt: nowNanoseconds()) }
            }
        }
        withExtendedLifetime(token) {}
        return recorder.samples.sorted()
    }
}
