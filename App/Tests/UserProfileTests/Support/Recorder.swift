import Foundation
import OpenCombine
import XCTest

/// Subscribes to a publisher at once and records what it emits, so a test can wait (with
/// a bound, never a sleep) until a number of values or the completion has arrived.
///
/// `@unchecked Sendable`: values arrive on repository threads; every stored property is
/// only touched while `condition` is locked.
final class Recorder<Value, Failure: Error>: @unchecked Sendable {
    private let condition = NSCondition()
    private var values: [Value] = []
    private var completion: Subscribers.Completion<Failure>?
    private var cancellable: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Failure {
        let cancellable = publisher.sink(
            receiveCompletion: { [weak self] completion in self?.record(completion: completion) },
            receiveValue: { [weak self] value in self?.record(value) }
        )
        condition.lock()
        self.cancellable = cancellable
        condition.unlock()
    }

    private func record(_ value: Value) {
        condition.lock()
        values.append(value)
        condition.broadcast()
        condition.unlock()
    }

    private func record(completion: Subscribers.Completion<Failure>) {
        condition.lock()
        self.completion = completion
        condition.broadcast()
        condition.unlock()
    }

    /// Everything recorded so far.
    var recorded: [Value] {
        condition.lock()
        defer { condition.unlock() }
        return values
    }

    var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return completion != nil
    }

    /// Waits until at least `count` values arrived (fails the test after `timeout`).
    @discardableResult
    func waitForValues(
        _ count: Int, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    ) -> [Value] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while values.count < count {
            if !condition.wait(until: deadline) {
                XCTFail("timed out after \(timeout)s waiting for \(count) values; got \(values.count): \(values)",
                        file: file, line: line)
                break
            }
        }
        return values
    }

    /// Waits for the completion (fails the test after `timeout`) and returns every value.
    @discardableResult
    func waitForCompletion(
        timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    ) -> (values: [Value], completion: Subscribers.Completion<Failure>?) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while completion == nil {
            if !condition.wait(until: deadline) {
                XCTFail("timed out after \(timeout)s waiting for completion; got \(values)", file: file, line: line)
                break
            }
        }
        return (values, completion)
    }

    func cancel() {
        condition.lock()
        let cancellable = self.cancellable
        self.cancellable = nil
        condition.unlock()
        cancellable?.cancel()
    }

    deinit {
        cancellable?.cancel()
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
