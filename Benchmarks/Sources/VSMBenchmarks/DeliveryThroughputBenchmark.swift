import Dispatch
import OpenCombine
import VSM
import VSMCombine

/// Background-to-main throughput: a background thread produces states as fast as it can;
/// time until the last one is applied on the main actor, as a ratio to the same number of
/// bare `DispatchQueue.main.async` blocks.
struct DeliveryThroughputBenchmark {
    let states: Int
    let trials: Int

    @MainActor
    final class Arrivals {
        var count = 0
        var target = 0
        var done: CheckedContinuation<Void, Never>?

        /// Marks every expected state as arrived at once (for a consumer that counts itself).
        func arrivedAll() {
            count = target - 1
            arrived()
        }

        func arrived() {
            count += 1
            if count == target {
                done?.resume()
                done = nil
            }
        }
    }

    @MainActor
    func run() async {
        var baseline: [Double] = []
        var publisher: [Double] = []
        var stream: [Double] = []
        var asyncSequence: [Double] = []
        var pulled: [Double] = []
        var streamAlone: [Double] = []
        for _ in 0..<trials {
            baseline.append(await measure { arrivals in
                let count = states
                return { @Sendable in
                    for _ in 0..<count {
                        DispatchQueue.main.async { MainActor.assumeIsolated { arrivals.arrived() } }
                    }
                }
            })
            publisher.append(await measure { arrivals in
                let container = StateContainer(state: 0)
                let token = container.observeDidSet { _ in arrivals.arrived() }
                let shared = SharedIntSubject(subject: PassthroughSubject())
                container.observe(shared.subject)
                let count = states
                return { @Sendable in
                    for value in 0..<count { shared.subject.send(value) }
                    withExtendedLifetime((container, token)) {}
                }
            })
            stream.append(await measure { arrivals in
                let container = StateContainer(state: 0)
                let token = container.observeDidSet { _ in arrivals.arrived() }
                let (values, continuation) = AsyncStream.makeStream(of: Int.self)
                container.observe(values)
                let count = states
                return { @Sendable in
                    for value in 0..<count { continuation.yield(value) }
                    continuation.finish()
                    withExtendedLifetime((container, token)) {}
                }
            })
            asyncSequence.append(await measure { arrivals in
                let container = StateContainer(state: 0)
                let token = container.observeDidSet { _ in arrivals.arrived() }
                let (values, continuation) = AsyncStream.makeStream(of: Int.self)
                container.observeAsync { values }
                let count = states
                return { @Sendable in
                    for value in 0..<count { continuation.yield(value) }
                    continuation.finish()
                    withExtendedLifetime((container, token)) {}
                }
            })
            pulled.append(await measure { arrivals in
                let container = StateContainer(state: 0)
                let token = container.observeDidSet { _ in arrivals.arrived() }
                container.observe(PulledSequence(count: states, produced: SharedCounter()))
                return { @Sendable in withExtendedLifetime((container, token)) {} }
            })
            // The reference for the two AsyncStream shapes: the stream's own cost, with no VSM.
            streamAlone.append(await measure { arrivals in
                let (values, continuation) = AsyncStream.makeStream(of: Int.self)
                Task.detached {
                    var received = 0
                    for await _ in values { received += 1 }
                    await MainActor.run { arrivals.arrivedAll() }
                }
                let count = states
                return { @Sendable in
                    for value in 0..<count { continuation.yield(value) }
                    continuation.finish()
                }
            })
        }
        let base = median(baseline)
        let alone = median(streamAlone)
        print("Background → main throughput (\(states) states, median of \(trials); states/s):")
        print("  DispatchQueue.main.async (baseline): \(format(Double(states) / base, decimals: 0))")
        let shapes = [
            ("observe(publisher)", publisher, false),
            ("observe(AsyncStream)", stream, true),
            ("observeAsync { AsyncStream }", asyncSequence, true),
            ("observe(AsyncSequence pulled off-main, no stream)", pulled, false),
        ]
        for (name, times, isStream) in shapes {
            let time = median(times)
            let ratio = time / base
            var line = "  \(name): \(format(Double(states) / time, decimals: 0)) — time ratio \(format(ratio, decimals: 2))× (\(verdict(ratio, target: 2.0)))"
            if isStream {
                line += "; \(format(time / alone, decimals: 2))× the AsyncStream floor below"
            }
            print(line)
        }
        print("  reference, AsyncStream alone (thread → consuming task, no VSM, no main hop): \(format(Double(states) / alone, decimals: 0)) — time ratio \(format(alone / base, decimals: 2))×")
        print("    (the floor of both AsyncStream shapes: the stream's own yield and next(), which VSM cannot avoid)")
        print("")
    }

    /// Seconds from starting the producer until `states` arrivals on the main actor.
    @MainActor
    private func measure(_ setUp: (Arrivals) -> @Sendable () -> Void) async -> Double {
        let arrivals = Arrivals()
        arrivals.target = states
        let produce = setUp(arrivals)
        let start = nowNanoseconds()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            arrivals.done = done
            DispatchQueue.global().async { produce() }
        }
        return Double(nowNanoseconds() - start) / 1e9
    }
}

/// `@unchecked Sendable`: OpenCombine subjects lock internally and may be sent to from any
/// thread; OpenCombine predates `Sendable`.
struct SharedIntSubject: @unchecked Sendable {
    let subject: PassthroughSubject<Int, Never>
}
