import Dispatch
import TestSupport
import XCTest
@testable import VSM

/// Where main-actor code runs, told from any thread: by thread under XCTest and GTK, by
/// queue in a program that called `dispatchMain()` (whose workers also run other queues).
final class MainThreadTests: XCTestCase {
    @MainActor
    func testMainActorCodeUnderXCTestRunsOnTheRecordedMainThread() async {
        let recorded = MainThread.thread
        XCTAssertNotNil(recorded, "XCTest runs main-actor code on the process's main thread")
        XCTAssertTrue(MainThread.isCurrent(recorded: recorded))
        let fromBackground = onAnotherThread { MainThread.isCurrent(recorded: recorded) }
        XCTAssertFalse(fromBackground)
    }

    @MainActor
    func testWithoutARecordedThreadTheMainQueueDecides() async {
        _ = MainThread.thread  // marks the main queue
        // An async main-actor test body is a main-queue job; a global-queue block is not.
        XCTAssertTrue(MainThread.isCurrent(recorded: nil))
        let fromBackground = onAnotherThread { MainThread.isCurrent(recorded: nil) }
        XCTAssertFalse(fromBackground, "a worker thread running another queue is not the main queue")
    }

    /// Runs `body` on a global-queue thread (`sync` would run it on the calling thread).
    private func onAnotherThread(_ body: @escaping @Sendable () -> Bool) -> Bool {
        let result = Locked(false)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return result.withLock { $0 }
    }
}
