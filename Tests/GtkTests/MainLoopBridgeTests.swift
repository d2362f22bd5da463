import CGLib
import CGtk
import Dispatch
import Foundation
import Gtk
import VSMGtkTesting
import XCTest

/// Records deliveries from several producer threads and checks, on the main actor, that
/// each producer's items arrive on the main thread and in the order they were sent.
@MainActor
private final class DeliveryRecorder {
    let producers: Int
    let perProducer: Int
    private(set) var nextBlock: [Int]
    private(set) var nextTask: [Int]
    private(set) var outOfOrder = 0
    private(set) var offMainThread = 0
    private(set) var delivered = 0
    var onComplete: (@MainActor () -> Void)?

    init(producers: Int, perProducer: Int) {
        self.producers = producers
        self.perProducer = perProducer
        nextBlock = Array(repeating: 0, count: producers)
        nextTask = Array(repeating: 0, count: producers)
    }

    var expected: Int { 2 * producers * perProducer }
    var isComplete: Bool { delivered == expected }

    func block(from producer: Int, index: Int) {
        check(index, &nextBlock[producer])
    }

    func task(from producer: Int, index: Int) {
        check(index, &nextTask[producer])
    }

    private func check(_ index: Int, _ next: inout Int) {
        if !Thread.isMainThread { offMainThread += 1 }
        if index != next { outOfOrder += 1 }
        next = index + 1
        delivered += 1
        if isComplete { onComplete?() }
    }
}

/// Events seen by handlers, in order.
@MainActor
private final class EventLog {
    var events: [String] = []
}

final class MainLoopBridgeTests: XCTestCase {
    /// Starts `producers` threads, each sending `perProducer` main-queue blocks and as
    /// many `@MainActor` tasks, alternating.
    private static func startProducers(_ recorder: DeliveryRecorder, producers: Int, perProducer: Int) {
        for producer in 0..<producers {
            Thread {
                for index in 0..<perProducer {
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated { recorder.block(from: producer, index: index) }
                    }
                    Task { @MainActor in recorder.task(from: producer, index: index) }
                }
            }.start()
        }
    }

    func testBlocksAndTasksFromFourThreadsRunOnMainInOrderWhileGLibLoopRuns() throws {
        try onMainActor(Self.checkBlocksAndTasksRunInGLibLoop)
    }
    @MainActor private static func checkBlocksAndTasksRunInGLibLoop() throws {
        MainLoopBridge.install()
        MainLoopBridge.install() // idempotent
        XCTAssertTrue(MainLoopBridge.isInstalled)
        let producers = 4, perProducer = 25_000 // 100,000 blocks + 100,000 tasks
        let recorder = DeliveryRecorder(producers: producers, perProducer: perProducer)
        let loop = g_main_loop_new(nil, 0)!
        defer { g_main_loop_unref(loop) }
        recorder.onComplete = { g_main_loop_quit(loop) }
        // Bound: quit the loop after 60 s whatever happens.
        let guardID = g_timeout_add(60_000, { data in
            g_main_loop_quit(OpaquePointer(data))
            return vsm_source_remove()
        }, UnsafeMutableRawPointer(loop))
        let start = ContinuousClock.now
        startProducers(recorder, producers: producers, perProducer: perProducer)
        g_main_loop_run(loop)
        let elapsed = ContinuousClock.now - start
        if g_main_context_find_source_by_id(nil, guardID) != nil { g_source_remove(guardID) }
        print("bridge: \(recorder.delivered) deliveries from \(producers) threads in \(elapsed)")
        XCTAssertEqual(recorder.delivered, recorder.expected, "every block and task ran before the bound")
        XCTAssertEqual(recorder.offMainThread, 0, "everything ran on the main thread")
        XCTAssertEqual(recorder.outOfOrder, 0, "per-thread order was kept")
        XCTAssertEqual(recorder.nextBlock, Array(repeating: perProducer, count: producers))
        XCTAssertEqual(recorder.nextTask, Array(repeating: perProducer, count: producers))
    }

    func testIterateUntilRunsMainActorWorkAndRespectsTheBound() throws {
        try onMainActor(Self.checkIterateUntil)
    }
    @MainActor private static func checkIterateUntil() throws {
        MainLoopBridge.install()
        let recorder = DeliveryRecorder(producers: 1, perProducer: 1_000)
        startProducers(recorder, producers: 1, perProducer: 1_000)
        XCTAssertTrue(MainContext.iterate(until: { recorder.isComplete }, timeout: .seconds(30)))
        XCTAssertEqual(recorder.outOfOrder, 0)
        let start = ContinuousClock.now
        XCTAssertFalse(MainContext.iterate(until: { false }, timeout: .milliseconds(100)),
                       "a condition that never holds times out")
        let waited = ContinuousClock.now - start
        XCTAssertGreaterThanOrEqual(waited, .milliseconds(100))
        XCTAssertLessThan(waited, .seconds(5))
    }

    func testAsyncWaitLetsQueuedMainActorWorkRun() async throws {
        try await Self.checkAsyncWait()
    }
    @MainActor private static func checkAsyncWait() async throws {
        MainLoopBridge.install()
        let recorder = DeliveryRecorder(producers: 2, perProducer: 500)
        startProducers(recorder, producers: 2, perProducer: 500)
        let done = await MainContext.wait(until: { recorder.isComplete }, timeout: .seconds(30))
        XCTAssertTrue(done)
        XCTAssertEqual(recorder.outOfOrder, 0)
        let timedOut = await MainContext.wait(until: { false }, timeout: .milliseconds(50))
        XCTAssertFalse(timedOut)
    }

    func testApplicationRunDrainsMainQueueAndQuits() throws {
        try onMainActor(Self.checkApplicationRun)
    }
    @MainActor private static func checkApplicationRun() throws {
        try requireDisplay()
        XCTAssertFalse(Application.idIsValid("not an id"))
        let app = Application(id: "org.vsm.GtkTests.Run", flags: [.nonUnique])
        XCTAssertEqual(app.applicationId, "org.vsm.GtkTests.Run")
        let log = EventLog()
        app.onStartup { _ in log.events.append("startup") }
        app.onShutdown { _ in log.events.append("shutdown") }
        app.addAction(named: "quit") { log.events.append("quit"); app.quit() }
        app.setAccelsForAction("app.quit", accels: ["<Control>q"])
        XCTAssertEqual(app.getAccelsForAction("app.quit"), ["<Control>q"])
        app.onActivate { _ in
            log.events.append("activate")
            let window = ApplicationWindow(application: app)
            window.title = "Run"
            let saved = window.addAction(named: "save") { log.events.append("save") }
            XCTAssertEqual(window.action(named: "save")?.name, saved.name)
            window.present()
            XCTAssertEqual(app.windows.count, 1)
            XCTAssertTrue(app.windows.first === window, "the application's windows are their one wrappers")
            #if !GTK_4_18
            XCTAssertNil(window.helpOverlay)
            let overlay = try? Builder.load(string: """
                <interface><object class="GtkShortcutsWindow" id="help"/></interface>
                """, name: "help.ui").object(ShortcutsWindow.self, id: "help")
            window.helpOverlay = overlay
            XCTAssertNotNil(overlay)
            XCTAssertTrue(window.helpOverlay === overlay)
            #endif
            DispatchQueue.global().async {
                Task { @MainActor in
                    log.events.append(Thread.isMainThread ? "task on main" : "task off main")
                    window.action(named: "save")?.activate()
                    app.action(named: "quit")?.activate()
                }
            }
        }
        // Bound: quit after 20 s whatever happens.
        let guardID = g_timeout_add(20_000, { data in
            g_application_quit(data?.assumingMemoryBound(to: GApplication.self))
            return vsm_source_remove()
        }, UnsafeMutableRawPointer(app.gObject))
        let status = app.run(["gtk-tests"])
        if g_main_context_find_source_by_id(nil, guardID) != nil { g_source_remove(guardID) }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(log.events, ["startup", "activate", "task on main", "save", "quit", "shutdown"])
    }
}
