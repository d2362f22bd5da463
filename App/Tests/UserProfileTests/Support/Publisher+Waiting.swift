import OpenCombine
import VSMCombineTesting
import VSMTesting
import XCTest

/// Blocking reads of a publisher's whole output, for synchronous tests of the stores (whose
/// publishers deliver on the stores' own queues).
extension Publisher where Output: Sendable {
    /// Every value the publisher sends until it completes; blocks the calling thread for at
    /// most `timeout`, and fails the test if the publisher has not completed by then (the
    /// values so far are returned).
    func collectAll(
        timeout: Duration = TestTimeout.default, file: StaticString = #filePath, line: UInt = #line
    ) -> [Output] {
        let recorder = StateRecorder(recording: self)
        if !recorder.waitUntilFinished(timeout: timeout) {
            XCTFail(TestTimeout.message(waitingFor: "the publisher to complete", after: timeout) + "; got \(recorder.states)",
                    file: file, line: line)
        }
        return recorder.states
    }

    /// How a one-shot publisher (a load, a save) answered: its first value once it finished,
    /// its failure, or `nil` when it did not complete within `timeout` or finished empty.
    func result(timeout: Duration = TestTimeout.default) -> Result<Output, Failure>? {
        let (values, completion) = StateRecorder(recording: self).waitForCompletion(failing: Failure.self, timeout: timeout)
        switch completion {
        case .failure(let error): return .failure(error)
        case .finished: return values.first.map(Result.success)
        case nil: return nil
        }
    }
}
