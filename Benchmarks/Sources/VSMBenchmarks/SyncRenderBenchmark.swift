import OpenCombine
import VSM
#if canImport(Glibc)
import Glibc
#endif

/// Sync `observe` + render per transition, against the mechanism the Apple library uses:
/// a `CurrentValueSubject` whose `sink` calls the same render.
///
/// Fairness: both views hold themselves weakly from their observer (`[weak self]` /
/// the container's weak view), run the same `render` body reading their own state, start
/// fresh each trial and alternate within a trial; the checksum proves both rendered the
/// same states. Both libraries are used as a default release build compiles them: VSM's
/// change path is `@inlinable` (specialised here), OpenCombine's is not — no extra flags.
struct SyncRenderBenchmark {
    let transitions: Int
    let trials: Int

    /// The VSM view: `@RenderedViewState`, didSet `render()`.
    @MainActor
    final class VSMView {
        @RenderedViewState var state: Int
        var total = 0

        init() {
            _state = .init(wrappedValue: 0, render: Self.render)
        }

        func render() {
            total &+= state
        }
    }

    /// The baseline view: subject → sink → the same render.
    @MainActor
    final class SubjectView {
        let subject = CurrentValueSubject<Int, Never>(0)
        var state: Int { subject.value }
        var total = 0
        private var subscription: AnyCancellable?

        init() {
            subscription = subject.sink { [weak self] _ in
                MainActor.assumeIsolated { self?.render() }
            }
        }

        func render() {
            total &+= state
        }
    }

    @MainActor
    func run() async {
        var vsm: [Double] = []
        var baseline: [Double] = []
        var recording: [Double] = []
        var checksum = 0
        // The same VSM view with its journey recorded to a real file (what recording costs when
        // it is on).
        let journeyPath = "/tmp/vsm-benchmarks-journey-\(getpid()).jsonl"
        defer { unlink(journeyPath) }
        let recorder = try? JourneyRecorder(path: journeyPath)
        for _ in 0..<trials {
            let subjectView = SubjectView()
            var start = nowNanoseconds()
            for value in 1...transitions { subjectView.subject.send(value) }
            baseline.append(Double(nowNanoseconds() - start) / Double(transitions))
            checksum &+= subjectView.total

            let view = VSMView()
            view.$state.startRendering(on: view)
            start = nowNanoseconds()
            for value in 1...transitions { view.$state.observe(value) }
            vsm.append(Double(nowNanoseconds() - start) / Double(transitions))
            checksum &-= view.total

            if let recorder {
                let recorded = VSMView()
                recorded.$state.recordJourney(to: recorder)
                recorded.$state.startRendering(on: recorded)
                start = nowNanoseconds()
                for value in 1...transitions { recorded.$state.observe(value) }
                recorder.flush()
                recording.append(Double(nowNanoseconds() - start) / Double(transitions))
                truncate(journeyPath, 0)
            }
        }
        precondition(checksum == 0, "both views must render the same states")
        let ratio = median(vsm) / median(baseline)
        print("Sync observe + render, per transition (\(transitions) transitions, median of \(trials)):")
        print("  VSM \(format(median(vsm))) ns, CurrentValueSubject→sink baseline \(format(median(baseline))) ns")
        print("  ratio \(format(ratio, decimals: 2))× — \(verdict(ratio, target: 1.0))")
        if !recording.isEmpty {
            let recordingRatio = median(recording) / median(baseline)
            print("  with journey recording on (to a file): VSM \(format(median(recording))) ns, "
                + "ratio \(format(recordingRatio, decimals: 2))×, "
                + "\(format(median(recording) - median(vsm))) ns per transition more than off")
        }
        print("")
    }
}
