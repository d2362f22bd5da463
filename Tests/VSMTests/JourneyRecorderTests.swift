import Foundation
import TestSupport
@testable import VSM
import XCTest

/// A struct view state with a nested enum, like `EditUserProfileViewState.editingState`.
struct EditState: Sendable {
    enum Editing: Sendable {
        case editing(String)
        case saving
        case savingError(message: String)
    }
    var data: String
    var editingState: Editing
}

/// An enum whose payload is an enum: the path nests.
enum Outer: Sendable {
    case idle
    case active(LoadState)
}

/// Two phases, for the concurrency test's per-container order check.
enum Phase: Sendable {
    case even, odd
}

/// One state type per container in the concurrency test (its name tells the lines apart).
struct Phased<Tag>: Sendable {
    var phase: Phase
}
enum TagA {}
enum TagB {}
enum TagC {}
enum TagD {}

final class JourneyRecorderTests: XCTestCase {
    func testCasePathsNestEnumsAndStructFieldsButNeverPayloadValues() {
        XCTAssertEqual(JourneyCasePath.of(LoadState.loading), "loading")
        XCTAssertEqual(JourneyCasePath.of(LoadState.loaded("secret")), "loaded")
        XCTAssertEqual(JourneyCasePath.of(LoadState.failed(message: "secret")), "failed")
        XCTAssertEqual(JourneyCasePath.of(Outer.idle), "idle")
        XCTAssertEqual(JourneyCasePath.of(Outer.active(.loaded("secret"))), "active.loaded")
        XCTAssertEqual(JourneyCasePath.of(EditState(data: "x", editingState: .saving)), "editingState.saving")
        XCTAssertEqual(
            JourneyCasePath.of(EditState(data: "x", editingState: .savingError(message: "secret"))),
            "editingState.savingError"
        )
        XCTAssertEqual(JourneyCasePath.of(Phased<TagA>(phase: .odd)), "phase.odd")
        XCTAssertEqual(JourneyCasePath.of("plain"), "String")
    }

    func testLineIsOneJSONObjectWithEscapedStrings() throws {
        let site = JourneyActionSite(shape: .publisher, function: "f(\"x\")", file: "M/F.swift", line: 7)
        let line = JourneyRecorder.line(time: "1.000001", stateType: "S\n", from: "a", to: "b", site: site)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        XCTAssertEqual(object["type"] as? String, "S\n")
        XCTAssertEqual(object["function"] as? String, "f(\"x\")")
        XCTAssertEqual(object["line"] as? Int, 7)
        XCTAssertEqual(object["action"] as? String, "publisher")
        XCTAssertFalse(line.contains("\n"))
    }

    @MainActor
    func testEveryAppliedChangeIsRecordedWithItsCallSite() async throws {
        let file = try JourneyFile()
        let recorder = try JourneyRecorder(path: file.path)
        let container = StateContainer(state: LoadState.initialized).recordJourney(to: recorder)

        container.observe(.loading); let syncLine = #line
        let sequenceLine = #line; container.observe(AsyncStream { continuation in
            continuation.yield(.loaded("ada"))
            continuation.finish()
        })
        await waitUntil("sequence state") { container.state == .loaded("ada") }
        container.observeAsync { .failed(message: "x") }; let asyncLine = #line
        await waitUntil("async state") { container.state == .failed(message: "x") }
        recorder.flush()

        let records = file.records()
        XCTAssertEqual(records.map { $0["from"] as? String }, ["initialized", "loading", "loaded"])
        XCTAssertEqual(records.map { $0["to"] as? String }, ["loading", "loaded", "failed"])
        XCTAssertEqual(records.map { $0["action"] as? String }, ["state", "sequence", "asyncClosure"])
        XCTAssertEqual(records.map { $0["line"] as? Int }, [syncLine, sequenceLine, asyncLine])
        for record in records {
            XCTAssertEqual(record["type"] as? String, "LoadState")
            XCTAssertEqual(record["function"] as? String, "testEveryAppliedChangeIsRecordedWithItsCallSite()")
            XCTAssertEqual(record["file"] as? String, "VSMTests/JourneyRecorderTests.swift")
            XCTAssertNotNil(record["time"] as? Double)
        }
    }

    @MainActor
    func testStructStateRecordsItsNestedCasePath() async throws {
        let file = try JourneyFile()
        let recorder = try JourneyRecorder(path: file.path)
        let container = StateContainer(state: EditState(data: "a", editingState: .editing("a")))
            .recordJourney(to: recorder)

        container.observe(EditState(data: "a", editingState: .saving))
        container.observe(EditState(data: "b", editingState: .editing("b")))
        recorder.flush()

        let records = file.records()
        XCTAssertEqual(records.map { $0["from"] as? String }, ["editingState.editing", "editingState.saving"])
        XCTAssertEqual(records.map { $0["to"] as? String }, ["editingState.saving", "editingState.editing"])
        XCTAssertEqual(records.first?["type"] as? String, "EditState")
    }

    @MainActor
    func testRecordingOffByDefaultAndStoppable() async throws {
        try XCTSkipIf(JourneyRecorder.environment != nil, "VSM_JOURNEY is set for this run")
        let container = StateContainer(state: LoadState.initialized)
        XCTAssertFalse(container.isRecording)
        XCTAssertNil(container.actionSite)
        container.observe(.loading)
        XCTAssertNil(container.actionSite, "no call site is kept while not recording")

        let file = try JourneyFile()
        let recorder = try JourneyRecorder(path: file.path)
        container.recordJourney(to: recorder)
        container.observe(.loaded("a"))
        container.recordJourney(to: nil)
        container.observe(.loading)
        recorder.flush()
        XCTAssertEqual(file.records().count, 1)
    }

    /// A writer killed inside a `write(2)` can leave part of a line (the kernel stops copying
    /// at a page boundary on a fatal signal). The next writer must not glue its first line to
    /// that fragment.
    func testNextWriterStartsOnANewLineAfterAFragment() throws {
        let file = try JourneyFile()
        let whole = JourneyRecorder.line(time: "1.000000", stateType: "S", from: "a", to: "b", site: nil)
        try Data((whole + "\n{\"ti").utf8).write(to: URL(fileURLWithPath: file.path))
        let recorder = try JourneyRecorder(path: file.path)
        recorder.record(whole)
        recorder.flush()
        XCTAssertEqual(String(decoding: file.bytes, as: UTF8.self), whole + "\n{\"ti\n" + whole + "\n")
    }

    func testUnopenableFileIsAClearError() {
        XCTAssertThrowsError(try JourneyRecorder(path: "/nonexistent-folder/journey.jsonl")) { error in
            XCTAssertEqual(
                "\(error)", "cannot open journey file /nonexistent-folder/journey.jsonl: No such file or directory (errno \(ENOENT))"
            )
        }
    }

    @MainActor
    func testSeveralContainersRecordConcurrentlyIntoOneFileInOrder() async throws {
        let file = try JourneyFile()
        let recorder = try JourneyRecorder(path: file.path)
        let count = 500
        let a = StateContainer(state: Phased<TagA>(phase: .even)).recordJourney(to: recorder)
        let b = StateContainer(state: Phased<TagB>(phase: .even)).recordJourney(to: recorder)
        let c = StateContainer(state: Phased<TagC>(phase: .even)).recordJourney(to: recorder)
        let d = StateContainer(state: Phased<TagD>(phase: .even)).recordJourney(to: recorder)
        let done = Counter()
        func feed<Tag>(_ container: StateContainer<Phased<Tag>>) {
            // States come from a background task in batches, interleaving with the others.
            container.observe(AsyncStream { continuation in
                Task.detached {
                    for index in 1...count {
                        continuation.yield(Phased<Tag>(phase: index.isMultiple(of: 2) ? .even : .odd))
                    }
                    continuation.finish()
                }
            })
        }
        var tokens: [StateObservationToken] = []
        for container in [a, b, c, d] as [any StateObservingBox] {
            tokens.append(container.countDidSets(into: done))
        }
        feed(a); feed(b); feed(c); feed(d)
        // Plain threads recording at the same time as the containers.
        let threads = (0..<4).map { thread in
            Task.detached {
                for index in 0..<count {
                    recorder.record("{\"thread\":\(thread),\"index\":\(index)}")
                }
            }
        }
        for thread in threads { await thread.value }
        await waitUntil("every state applied") { done.count == 4 * count }
        recorder.flush()
        _ = tokens

        let records = file.records()
        XCTAssertEqual(records.count, 4 * count + 4 * count)
        for type in ["Phased<TagA>", "Phased<TagB>", "Phased<TagC>", "Phased<TagD>"] {
            let lines = records.filter { $0["type"] as? String == type }
            XCTAssertEqual(lines.count, count, type)
            for (index, line) in lines.enumerated() {
                let to = (index + 1).isMultiple(of: 2) ? "phase.even" : "phase.odd"
                let from = index.isMultiple(of: 2) ? "phase.even" : "phase.odd"
                XCTAssertEqual(line["to"] as? String, to, "\(type) line \(index)")
                XCTAssertEqual(line["from"] as? String, from, "\(type) line \(index)")
            }
        }
        for thread in 0..<4 {
            let indices = records.filter { $0["thread"] as? Int == thread }.compactMap { $0["index"] as? Int }
            XCTAssertEqual(indices, Array(0..<count), "thread \(thread) lines in order")
        }
    }

    @MainActor
    func testKillDuringWritingLeavesOnlyWholeLines() async throws {
        let file = try JourneyFile()
        let writer = try TestChild.url()
        for trial in 0..<5 {
            let before = file.bytes.count
            let child = try ChildProcess(writer.path, ["write-journey-until-killed", file.path])
            // Kill at a different amount written each trial, while it is writing.
            let target = before + 64 * 1_024 * (trial + 1) + trial * 1_531
            await waitUntil("the child to write \(target) bytes, or to stop") {
                file.bytes.count >= target || !child.isRunning
            }
            XCTAssertGreaterThanOrEqual(file.bytes.count, target, "the child stopped writing before it was killed")
            child.send(SIGKILL)
            XCTAssertEqual(try child.waitForExit(), .signalled(SIGKILL))
        }
        // Every line is a whole record, except at most one fragment per kill: the part of the
        // write(2) the kernel had copied when SIGKILL arrived. It stays on its own line.
        let text = String(decoding: file.bytes, as: UTF8.self)
        var whole = 0
        var fragments = 0
        for line in text.split(separator: "\n") {
            if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] {
                XCTAssertEqual(object["type"] as? String, "Child")
                whole += 1
            } else {
                fragments += 1
                XCTAssertTrue(line.hasPrefix("{") && !line.contains("}"), "not a fragment of one line: \(line)")
            }
        }
        XCTAssertGreaterThan(whole, 1_000)
        XCTAssertLessThanOrEqual(fragments, 5)
    }
}

/// Type-erases containers of different state types for the concurrency test.
@MainActor
protocol StateObservingBox {
    func countDidSets(into counter: Counter) -> StateObservationToken
}

extension StateContainer: StateObservingBox {
    func countDidSets(into counter: Counter) -> StateObservationToken {
        observeDidSet { _ in counter.increment() }
    }
}
