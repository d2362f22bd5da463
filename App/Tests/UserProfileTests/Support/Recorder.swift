import Foundation
import Locking
import OpenCombine
import XCTest

/// Subscribes to a publisher at once and records what it emits, so a test can wait (with
/// a bound, never a fixed sleep) until a number of values or the completion has arrived. A
/// wait checks the record every millisecond until its deadline, as the suites' other bounded
/// waits for another thread's work do.
///
/// `@unchecked Sendable`: values arrive on repository threads; `Value` need not be
/// `Sendable` (nor the subscription), so `Locked<Record>` is not, but the record is only
/// touched inside `state.withLock`.
final class Recorder<Value, Failure: Error>: @unchecked Sendable {
    private struct Record {
        var values: [Value] = []
        var completion: Subscribers.Completion<Failure>?
        var cancellable: AnyCancellable?
    }

    private let state = Locked(Record())

    init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Failure {
        let cancellable = publisher.sink(
            receiveCompletion: { [weak self] completion in self?.record(completion: completion) },
            receiveValue: { [weak self] value in self?.record(value) }
        )
        state.withLock { $0.cancellable = cancellable }
    }

    private func record(_ value: Value) {
        state.withLock { $0.values.append(value) }
    }

    private func record(completion: Subscribers.Completion<Failure>) {
        state.withLock { $0.completion = completion }
    }

    /// Everything recorded so far.
    var recorded: [Value] {
        state.withLock { $0.values }
    }

    var isFinished: Bool {
        state.withLock { $0.completion != nil }
    }

    /// Waits until at least `count` values arrived (fails the test after `timeout`).
    @discardableResult
    func waitForValues(
        _ count: Int, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    ) -> [Value] {
        let arrived = poll(until: Date(timeIntervalSinceNow: timeout)) { $0.values.count >= count }
        let values = recorded
        if !arrived {
            XCTFail("timed out after \(timeout)s waiting for \(count) values; got \(values.count): \(values)",
                    file: file, line: line)
        }
        return values
    }

    /// Waits for the completion (fails the test after `timeout`) and returns every value.
    @discardableResult
    func waitForCompletion(
        timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    ) -> (values: [Value], completion: Subscribers.Completion<Failure>?) {
        let finished = poll(until: Date(timeIntervalSinceNow: timeout)) { $0.completion != nil }
        let (values, completion) = state.withLock { ($0.values, $0.completion) }
        if !finished {
            XCTFail("timed out after \(timeout)s waiting for completion; got \(values)", file: file, line: line)
        }
        return (values, completion)
    }

    func cancel() {
        let cancellable = state.withLock { record in
            defer { record.cancellable = nil }
            return record.cancellable
        }
        cancellable?.cancel()
    }

    /// Checks `condition` on the record every millisecond until it holds (true) or
    /// `deadline` passes (false).
    private func poll(until deadline: Date, _ condition: (Record) -> Bool) -> Bool {
        while !state.withLock({ condition($0) }) {
            guard Date() < deadline else { return false }
            usleep(1_000)
        }
        return true
    }

    deinit {
        state.withLock { $0.cancellable }?.cancel()
    }
}

extension Publisher {
    /// Collects every value until the publisher finishes (bounded wait).
    func collectAll(
        timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    ) -> [Output] {
        Recorder(self).waitForCompletion(timeout: timeout, file: file, line: line).values
    }
}
