import CGtk
import CGtkBenchmarkBaseline
import Dispatch
import Foundation
import Gtk
import VSM
import VSMGtk

/// One state sent from a background thread: its index and when it was sent.
struct BenchmarkState: Sendable {
    let index: Int
    let sentAt: UInt64
}

/// The view under test: renders each state into a label and records the latency from
/// the background send to the start of `render`.
final class LatencyViewController: ViewController {
    @RenderedViewState var state: BenchmarkState
    let label = Label("waiting")
    var samples: LatencySamples?
    var rendered: DispatchSemaphore?

    override init() {
        _state = .init(wrappedValue: BenchmarkState(index: -1, sentAt: 0), render: Self.render)
        super.init()
    }

    override func viewDidLoad() {
        view.as(Box.self)?.append(label)
        $state.startRendering(on: self)
    }

    func render() {
        let now = gtk_benchmark_now_ns()
        let state = self.state
        guard state.index >= 0, let samples else { return }
        samples.storage[state.index] = now - state.sentAt
        label.text = "state \(state.index)"
        rendered?.signal()
    }
}

/// Background-thread state → render latency inside the running GTK loop, against
/// `g_idle_add` posted from C in the same process (docs/Design.md, "Performance").
@MainActor
enum LatencyBenchmark {
    static func run(samples: Int, rounds: Int, gapMicroseconds: UInt32, animate: Bool) -> Int32 {
        guard GtkRuntime.initialize() else {
            print("gtk-benchmarks: \(GtkRuntime.noDisplayMessage)")
            return 1
        }
        // A realistic running GTK loop: a shown window with the widgets the app uses.
        let window = Window()
        window.title = "gtk-benchmarks"
        let controller = LatencyViewController()
        let spinner = Spinner()
        // An animating spinner makes GTK draw frames during the run (as the app does
        // while loading); without it the loop is idle between samples.
        if animate { spinner.start() }
        controller.view.as(Box.self)?.append(spinner)
        controller.view.as(Box.self)?.append(Entry())
        controller.view.as(Box.self)?.append(Button(label: "Save"))
        window.setRootViewController(controller)
        window.present()
        MainContext.iterate(until: { controller.view.mapped }, timeout: .seconds(10))
        MainContext.iterate(for: .milliseconds(200))

        var idle: [UInt64] = [], dispatch: [UInt64] = [], vsm: [UInt64] = []
        let loop = g_main_loop_new(nil, 0)!
        defer { g_main_loop_unref(loop) }
        for _ in 0..<rounds {
            idle += runIdleBaseline(samples: samples, gap: gapMicroseconds, loop: loop)
            dispatch += runDispatchHop(samples: samples, gap: gapMicroseconds, loop: loop)
            vsm += runStateToRender(controller, samples: samples, gap: gapMicroseconds, loop: loop)
        }
        window.destroy()

        let idleSummary = LatencySummary(nanoseconds: idle)
        report("g_idle_add from C (baseline)", idleSummary, baseline: idleSummary)
        report("DispatchQueue.main.async hop", LatencySummary(nanoseconds: dispatch), baseline: idleSummary)
        let vsmSummary = LatencySummary(nanoseconds: vsm)
        report("VSM state -> render", vsmSummary, baseline: idleSummary)
        let ratio = vsmSummary.p99 / idleSummary.p99
        print("window: \(animate ? "spinner animating (frames drawn during the run)" : "static (idle loop)"), \(rounds) rounds x \(samples) samples, \(gapMicroseconds) us gap")
        print(String(format: "RESULT state->render p99 ratio to g_idle_add: %.2fx (target <= 2x); p99 %.1f us (target < 16000 us)",
                     ratio, vsmSummary.p99))
        return 0
    }

    private static func report(_ name: String, _ summary: LatencySummary, baseline: LatencySummary) {
        let paddedName = name.padding(toLength: 30, withPad: " ", startingAt: 0)
        print(paddedName + String(format: " p50 %8.1f us (%5.2fx)  p99 %8.1f us (%5.2fx)  max %9.1f us",
                     summary.p50, summary.p50 / baseline.p50,
                     summary.p99, summary.p99 / baseline.p99, summary.max))
    }

    /// Phase 1: a C thread posts `g_idle_add`, one at a time.
    private static func runIdleBaseline(samples: Int, gap: UInt32, loop: OpaquePointer) -> [UInt64] {
        let buffer = LatencySamples(count: samples)
        let status = gtk_benchmark_run_idle_baseline(Int32(samples), gap, buffer.storage, { context in
            g_main_loop_quit(OpaquePointer(context))
        }, UnsafeMutableRawPointer(loop))
        precondition(status == 0, "cannot start the C baseline thread")
        g_main_loop_run(loop)
        return buffer.values
    }

    /// Phase 2: a Swift thread hops to the main queue (what every state delivery costs).
    private static func runDispatchHop(samples: Int, gap: UInt32, loop: OpaquePointer) -> [UInt64] {
        let buffer = LatencySamples(count: samples)
        let ran = DispatchSemaphore(value: 0)
        let loopAddress = UInt(bitPattern: loop)
        Thread {
            for index in 0..<samples {
                usleep(gap)
                let sentAt = gtk_benchmark_now_ns()
                DispatchQueue.main.async {
                    buffer.storage[index] = gtk_benchmark_now_ns() - sentAt
                    if index == samples - 1 { g_main_loop_quit(OpaquePointer(bitPattern: loopAddress)) }
                    ran.signal()
                }
                ran.wait()
            }
        }.start()
        g_main_loop_run(loop)
        return buffer.values
    }

    /// Phase 3: a Swift thread yields states into an `AsyncStream` observed by the
    /// controller's `$state`: background send → hop → state set → `render`.
    private static func runStateToRender(_ controller: LatencyViewController, samples: Int, gap: UInt32,
                                         loop: OpaquePointer) -> [UInt64] {
        let buffer = LatencySamples(count: samples)
        let rendered = DispatchSemaphore(value: 0)
        controller.samples = buffer
        controller.rendered = rendered
        let (stream, continuation) = AsyncStream<BenchmarkState>.makeStream(bufferingPolicy: .unbounded)
        controller.$state.observe(stream)
        let loopAddress = UInt(bitPattern: loop)
        Thread {
            for index in 0..<samples {
                usleep(gap)
                continuation.yield(BenchmarkState(index: index, sentAt: gtk_benchmark_now_ns()))
                rendered.wait()
            }
            continuation.finish()
            DispatchQueue.main.async { g_main_loop_quit(OpaquePointer(bitPattern: loopAddress)) }
        }.start()
        g_main_loop_run(loop)
        controller.samples = nil
        return buffer.values
    }
}
