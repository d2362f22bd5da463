import Foundation
import Logging
import TestSupport
import XCTest
@testable import VSM

/// A swift-log handler that keeps every event it is given.
private struct CapturingLogHandler: LogHandler {
    let events: Locked<[LogEvent]>
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    func log(event: LogEvent) {
        events.withLock { $0.append(event) }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
}

/// VSM logs through swift-log: label `vsm`, transitions at `.debug` / `.trace`, errors at
/// `.error`; `VSM_DEBUG=1` keeps printing its stderr lines with no set-up.
final class SwiftLogTests: XCTestCase {
    /// Installs a capturing logger at `level` for the duration of `body` (containers read
    /// ``VSMLogging/logger`` when they are created).
    @MainActor
    private func withCapturedLog(
        level: Logger.Level,
        _ body: @MainActor (Locked<[LogEvent]>) async throws -> Void
    ) async rethrows {
        let events = Locked<[LogEvent]>([])
        let previous = VSMLogging.logger
        VSMLogging.logger = Logger(label: VSMLogging.label) { _ in CapturingLogHandler(events: events, logLevel: level) }
        defer { VSMLogging.logger = previous }
        try await body(events)
    }

    @MainActor
    func testTransitionsGoToTheInstalledLoggerAtDebugWithMetadata() async {
        await withCapturedLog(level: .debug) { events in
            let container = StateContainer(state: LoadState.initialized)

            container.observe(.loaded("ada"))

            let logged = events.withLock { $0 }
            XCTAssertEqual(logged.map(\.level), [.debug], "didSet only: willSet is .trace")
            XCTAssertEqual(logged.first?.message.description, "LoadState didSet loaded(\"ada\")")
            XCTAssertEqual(logged.first?.metadata?["vsm.type"], "LoadState")
            XCTAssertEqual(logged.first?.metadata?["vsm.event"], "didSet")
        }
    }

    @MainActor
    func testTraceLevelAddsWillSet() async {
        await withCapturedLog(level: .trace) { events in
            let container = StateContainer(state: 0)

            container.observe(1)

            let logged = events.withLock { $0 }
            XCTAssertEqual(logged.map(\.level), [.trace, .debug])
            XCTAssertEqual(logged.map(\.message.description), ["Int willSet 1", "Int didSet 1"])
        }
    }

    @MainActor
    func testAboveDebugTheContainerDoesNotLogAtAll() async {
        await withCapturedLog(level: .info) { events in
            let container = StateContainer(state: 0)

            container.observe(1)

            XCTAssertEqual(events.withLock { $0.count }, 0)
            XCTAssertFalse(container.isLogging, "off means the one-flag fast path")
        }
    }

    @MainActor
    func testDebugOptionsLowerTheLevelForOneContainer() async {
        await withCapturedLog(level: .warning) { events in
            let quiet = StateContainer(state: 0)
            let chatty = StateContainer(state: 0)._debug(options: [.willSet, .didSet, .caseLabelOnly])

            quiet.observe(1)
            chatty.observe(2)

            let logged = events.withLock { $0 }
            XCTAssertEqual(logged.map(\.message.description), ["Int willSet 2", "Int didSet 2"])
        }
    }

    @MainActor
    func testThrownSequenceErrorIsLoggedAtErrorEvenWithTransitionsOff() async {
        struct Boom: Error, CustomStringConvertible {
            var description: String { "disk on fire" }
        }
        await withCapturedLog(level: .warning) { events in
            let container = StateContainer(state: LoadState.initialized)
            let (stream, continuation) = AsyncThrowingStream.makeStream(of: LoadState.self)

            container.observe(stream)
            continuation.yield(.loading)
            continuation.finish(throwing: Boom())

            await waitUntil("the error") { !events.withLock { $0.isEmpty } }
            let logged = events.withLock { $0 }
            XCTAssertEqual(logged.map(\.level), [.error])
            XCTAssertEqual(logged.first?.message.description, "LoadState error disk on fire")
            XCTAssertEqual(logged.first?.metadata?["vsm.event"], "error")
        }
    }

    @MainActor
    func testStartRenderingOnTheWrongObjectIsAWarning() async {
        @MainActor final class View {
            @RenderedViewState var state: Int
            init() { _state = .init(wrappedValue: 0, render: Self.render) }
            func render() {}
        }
        await withCapturedLog(level: .warning) { events in
            let view = View()

            view.$state.startRendering(on: NSObject())

            let logged = events.withLock { $0 }
            XCTAssertEqual(logged.map(\.level), [.warning])
            XCTAssertEqual(logged.first?.message.description, "startRendering(on:) ignored: expected a View, got a NSObject")
        }
    }

    func testDebugLineHandlerFormat() {
        let lines = Locked<[String]>([])
        var logger = Logger(label: "vsm") { _ in DebugLineLogHandler(logLevel: .debug, output: { line in lines.withLock { $0.append(line) } }) }
        logger.debug("LoadState didSet loading", metadata: ["vsm.event": "didSet"])
        logger.trace("dropped below the level")
        logger.logLevel = .trace
        logger.trace("LoadState willSet loading")

        let written = lines.withLock { $0 }
        XCTAssertEqual(written.count, 2)
        XCTAssertTrue(written.allSatisfy { $0.range(of: #"^vsm\[[0-9]+\.[0-9]{6}\] "#, options: .regularExpression) != nil }, "\(written)")
        XCTAssertTrue(written[0].hasSuffix("] LoadState didSet loading\n"), "metadata is not printed: \(written[0])")
    }

    // MARK: VSM_DEBUG with zero set-up, in a child process

    /// What `scripts/proof/appdriver.py` parses: `^vsm\[(?P<t>[0-9.]+)\] (?P<type>\w+) didSet (?P<state>.*)$`.
    private static let proofLine = #"^vsm\[[0-9.]+\] \w+ didSet .*$"#

    /// The lines starting with `vsm` that `vsm-test-child log` (two transitions, then a
    /// thrown error) writes to stderr, with `VSM_DEBUG` only as `environment` sets it.
    ///
    /// The error is the last thing the child logs, on a later main-actor turn: once its line
    /// is in, closing the child's stdin lets it exit, and everything it wrote is read.
    @MainActor
    private func childLines(
        swallow: Bool = false, environment: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) async throws -> [String] {
        var variables: [String: String?] = ["VSM_DEBUG": nil]
        for (name, value) in environment { variables[name] = value }
        let child = try ChildProcess(try TestChild.url().path, swallow ? ["log", "--swallow"] : ["log"],
                                     environment: variables, openInput: true)
        let text = { child.errorOutput }

        await waitUntil("the child's error line", filePath: file, line: line) { text().contains("error Boom()") }
        child.closeInput()
        let exit = try child.waitForExit()
        XCTAssertEqual(exit, .exited(0), text(), file: file, line: line)
        return text().split(separator: "\n").map(String.init).filter { $0.hasPrefix("vsm") }
    }

    @MainActor
    func testVSMDebugPrintsTheProofSuitesLinesWithNoSetUp() async throws {
        let lines = try await childLines(environment: ["VSM_DEBUG": "1"])

        XCTAssertEqual(lines.count, 3, "\(lines)")
        let didSet = lines.filter { $0.range(of: Self.proofLine, options: .regularExpression) != nil }
        XCTAssertEqual(didSet.map { $0.components(separatedBy: "] ").last }, [
            "LoadState didSet loading", "LoadState didSet loaded(\"ada lovelace\")",
        ])
        XCTAssertTrue(lines.last?.hasSuffix("] LoadState error Boom()") ?? false, "\(lines)")
    }

    @MainActor
    func testVSMDebugWinsOverAnInstalledLogger() async throws {
        let lines = try await childLines(swallow: true, environment: ["VSM_DEBUG": "1"])

        XCTAssertEqual(lines.filter { $0.range(of: Self.proofLine, options: .regularExpression) != nil }.count, 2,
                       "VSM_DEBUG=1 always means the stderr lines: \(lines)")
    }

    @MainActor
    func testWithoutVSMDebugOnlyTheErrorIsPrinted() async throws {
        let lines = try await childLines()

        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines.first?.hasSuffix("] LoadState error Boom()") ?? false, "\(lines)")
    }
}
