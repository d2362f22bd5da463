import Foundation
import OpenCombine
import UserProfile
import UserProfileFaultInjection
import VSMCombineTesting
import VSMTesting
import XCTest

final class FaultInjectionTests: XCTestCase {
    private let alice = UserData(id: 1, username: "alice", realName: "Alice")

    // MARK: parser

    func test_parseLatency_acceptsSeconds() throws {
        XCTAssertEqual(try FaultInjectionArguments.parseLatency("1.5"), 1.5)
        XCTAssertEqual(try FaultInjectionArguments.parseLatency("0"), 0)
        XCTAssertEqual(try FaultInjectionArguments.parseLatency(" 2 "), 2)
        XCTAssertEqual(try FaultInjectionArguments.parseLatency("600"), 600)
    }

    func test_parseLatency_rejectsBadInputWithClearMessage() {
        let cases: [(String, String)] = [
            ("", "'' is not a number of seconds"),
            ("fast", "'fast' is not a number of seconds"),
            ("1s", "'1s' is not a number of seconds"),
            ("-1", "-1 is negative; it must be ≥ 0 (0 to 600 seconds)"),
            ("-0.5", "-0.5 is negative; it must be ≥ 0"),
            ("nan", "nan is out of range"),
            ("inf", "inf is out of range"),
            ("601", "601 is out of range"),
        ]
        for (input, expected) in cases {
            XCTAssertThrowsError(try FaultInjectionArguments.parseLatency(input), input) { error in
                let description = String(describing: error)
                XCTAssertTrue(description.hasPrefix("--simulate-latency: "), description)
                XCTAssertTrue(description.contains(expected), "\(input): \(description)")
            }
        }
    }

    func test_parseFailures_acceptsOperationsAndOptionalRate() throws {
        var parsed = try FaultInjectionArguments.parseFailures("save")
        XCTAssertEqual(parsed.operations, [.save]); XCTAssertEqual(parsed.rate, 1)
        parsed = try FaultInjectionArguments.parseFailures("load,save,reload")
        XCTAssertEqual(parsed.operations, [.load, .save, .reload])
        parsed = try FaultInjectionArguments.parseFailures("save:0.5")
        XCTAssertEqual(parsed.operations, [.save]); XCTAssertEqual(parsed.rate, 0.5)
        parsed = try FaultInjectionArguments.parseFailures("all:0")
        XCTAssertEqual(parsed.operations, Set(RepositoryOperation.allCases)); XCTAssertEqual(parsed.rate, 0)
        parsed = try FaultInjectionArguments.parseFailures("LOAD, reload :1")
        XCTAssertEqual(parsed.operations, [.load, .reload]); XCTAssertEqual(parsed.rate, 1)
    }

    func test_parseFailures_rejectsBadInputWithClearMessage() {
        let cases: [(String, String)] = [
            ("", "empty operation name"),
            ("lod", "unknown operation 'lod' (expected load, save, reload, posts or all)"),
            ("save,", "empty operation name"),
            (":0.5", "empty operation name"),
            ("save:", "'' is not a failure rate"),
            ("save:half", "'half' is not a failure rate"),
            ("save:1.5", "failure rate 1.5 is out of range (0 to 1)"),
            ("save:-0.1", "out of range"),
            ("save:nan", "is not a failure rate"),
            ("save:0.5:1", "more than one ':'"),
        ]
        for (input, expected) in cases {
            XCTAssertThrowsError(try FaultInjectionArguments.parseFailures(input), input) { error in
                let description = String(describing: error)
                XCTAssertTrue(description.hasPrefix("--simulate-failures: "), description)
                XCTAssertTrue(description.contains(expected), "\(input): \(description)")
            }
        }
    }

    func test_configuration_defaultsToOff() throws {
        let off = try FaultInjectionArguments.configuration(simulateLatency: nil, simulateFailures: nil)
        XCTAssertEqual(off, .off)
        XCTAssertTrue(off.isOff)
        let on = try FaultInjectionArguments.configuration(simulateLatency: "0.25", simulateFailures: "load,save:0.3")
        XCTAssertEqual(on, FaultInjectionConfiguration(latency: 0.25, failingOperations: [.load, .save], failureRate: 0.3))
        XCTAssertFalse(on.isOff)
        XCTAssertEqual(String(describing: on), "FaultInjection(latency: 0.25s, failures: [load,save] at rate 0.3)")
        XCTAssertThrowsError(try FaultInjectionArguments.configuration(simulateLatency: "x", simulateFailures: "save"))
        XCTAssertThrowsError(try FaultInjectionArguments.configuration(simulateLatency: "1", simulateFailures: "bad"))
    }

    // MARK: decorator

    func test_off_passesEverythingThrough() throws {
        let fake = FakeRepository(alice)
        let repository = FaultInjectingRepository(wrapping: fake, configuration: .off)
        XCTAssertEqual(repository.load(userId: 1).collectAll(), [alice])
        XCTAssertEqual(repository.reload(userId: 1).collectAll(), [alice])
        XCTAssertEqual(try repository.save(Username(validating: "b"), userId: 1).collectAll().map(\.username), ["b"])
        XCTAssertEqual(StateRecorder(recording: repository.observe(userId: 1)).waitForStates(1).map(\.username), ["b"])
        XCTAssertEqual([fake.callCount(.load), fake.callCount(.reload), fake.callCount(.save)], [1, 1, 1])
    }

    func test_failingOperations_failWithoutCallingTheRealRepository() throws {
        let fake = FakeRepository(alice)
        let repository = FaultInjectingRepository(
            wrapping: fake, configuration: FaultInjectionConfiguration(failingOperations: [.save, .reload])
        )
        XCTAssertEqual(repository.load(userId: 1).collectAll(), [alice], "load is not listed")
        let save = StateRecorder(recording: repository.save(try Username(validating: "never"), userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        XCTAssertEqual(save.completion, .failure(.simulated(.save)))
        XCTAssertEqual(fake.callCount(.save), 0, "a simulated failed save stores nothing")
        XCTAssertEqual(fake.stored(1), alice)
        XCTAssertEqual(StateRecorder(recording: repository.reload(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self).completion, .failure(.simulated(.reload)))
        XCTAssertEqual(UserProfileRepositoryError.simulated(.save).description, "Simulated save failure (--simulate-failures).")
    }

    func test_rate_isDrivenByTheInjectedGenerator_andRepeatable() {
        func pattern(seed: UInt64) -> [Bool] {
            let repository = FaultInjectingRepository(
                wrapping: FakeRepository(alice),
                configuration: FaultInjectionConfiguration(failingOperations: [.load], failureRate: 0.5),
                randomNumberGenerator: SeededRandomNumberGenerator(seed: seed)
            )
            return (0..<400).map { _ in
                StateRecorder(recording: repository.load(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self).completion != .finished
            }
        }
        let first = pattern(seed: 42)
        XCTAssertEqual(first, pattern(seed: 42), "same seed, same failures")
        XCTAssertNotEqual(first, pattern(seed: 43))
        let failures = first.filter { $0 }.count
        XCTAssertTrue((140...260).contains(failures), "about half of 400 fail: \(failures)")
    }

    func test_rateZero_neverFails() {
        let repository = FaultInjectingRepository(
            wrapping: FakeRepository(alice),
            configuration: FaultInjectionConfiguration(failingOperations: [.load], failureRate: 0)
        )
        for _ in 0..<50 { XCTAssertEqual(repository.load(userId: 1).collectAll(), [alice]) }
    }

    func test_latency_delaysTheOperation() {
        let fake = FakeRepository(alice)
        let repository = FaultInjectingRepository(wrapping: fake, configuration: FaultInjectionConfiguration(latency: 0.3))
        let start = Date()
        let recorder = StateRecorder(recording: repository.load(userId: 1))
        XCTAssertEqual(fake.callCount(.load), 0, "the real load waits for the latency")
        XCTAssertEqual(recorder.waitForCompletion(failing: UserProfileRepositoryError.self).states, [alice])
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.3)
        XCTAssertEqual(fake.callCount(.load), 1)
    }

    func test_cancellingDuringLatency_neverRunsTheOperation() throws {
        let fake = FakeRepository(alice)
        let repository = FaultInjectingRepository(wrapping: fake, configuration: FaultInjectionConfiguration(latency: 0.2))
        let cancelled = StateRecorder(recording: repository.save(try Username(validating: "x"), userId: 1))
        cancelled.cancel()
        // A later operation on the same repository finishing after its own latency proves
        // the cancelled one's timer has fired by then too (same delay, started earlier).
        XCTAssertEqual(repository.load(userId: 1).collectAll(), [alice])
        XCTAssertEqual(fake.callCount(.save), 0)
        XCTAssertEqual(cancelled.states.count, 0)
    }

    func test_loaderShowsSimulatedFailureAsLoadingError_andRetrySucceedsWhenTheRateAllows() throws {
        let repository = FaultInjectingRepository(
            wrapping: FakeRepository(alice),
            configuration: FaultInjectionConfiguration(failingOperations: [.load], failureRate: 0.5),
            randomNumberGenerator: SeededRandomNumberGenerator(seed: 7)
        )
        var state = LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository).load().collectAll().last
        var attempts = 1
        while let errorModel = state?.errorModel, attempts < 50 {
            XCTAssertTrue(errorModel.message.contains("Simulated load failure"))
            state = errorModel.retry().collectAll().last
            attempts += 1
        }
        XCTAssertEqual(state?.userData, alice)
    }
}
