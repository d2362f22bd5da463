import CGtk
import Foundation
import Logging
import TestSupport
import VSM
import VSMGtk
import XCTest

/// One entry GLib's structured log received.
private struct GLibEntry: Sendable {
    let level: GLogLevelFlags
    let fields: [String: String]
}

/// Entries of the domains these tests use, captured by a GLib writer function installed
/// once for the process (GLib allows one); every other entry goes to GLib's default writer.
private enum GLibLogCapture {
    static let entries = Locked<[GLibEntry]>([])
    static let domains: Set<String> = ["VSM", "vsm-test"]

    /// Installs the writer function; later calls do nothing.
    static let install: Void = {
        g_log_set_writer_func({ level, fields, count, userData in
            var values: [String: String] = [:]
            for index in 0..<Int(count) {
                guard let field = fields?[index], let key = field.key, let value = field.value else { continue }
                let text = field.length < 0
                    ? String(cString: value.assumingMemoryBound(to: CChar.self))
                    : String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
                values[String(cString: key)] = text
            }
            guard let domain = values["GLIB_DOMAIN"], GLibLogCapture.domains.contains(domain) else {
                return g_log_writer_default(level, fields, count, userData)
            }
            GLibLogCapture.entries.withLock { $0.append(GLibEntry(level: level, fields: values)) }
            return G_LOG_WRITER_HANDLED
        }, nil, nil)
    }()

    /// Clears the captured entries and returns what `body` logged.
    static func capture(_ body: () throws -> Void) rethrows -> [GLibEntry] {
        _ = install
        entries.withLock { $0.removeAll() }
        try body()
        return entries.withLock { $0 }
    }
}

final class GLibLogHandlerTests: XCTestCase {
    @MainActor
    func testVSMTransitionsBecomeStructuredEntriesOfDomainVSM() async {
        let previous = VSMLogging.logger
        VSMLogging.logger = Logger(label: VSMLogging.label) { label in
            var handler = GLibLogHandler(label: label)
            handler.logLevel = .debug
            return handler
        }
        defer { VSMLogging.logger = previous }

        let entries = GLibLogCapture.capture {
            let container = StateContainer(state: "idle")
            container.observe("loading")
        }

        XCTAssertEqual(entries.count, 1)
        let entry = try? XCTUnwrap(entries.first)
        XCTAssertEqual(entry?.level, G_LOG_LEVEL_DEBUG)
        XCTAssertEqual(entry?.fields["GLIB_DOMAIN"], "VSM")
        XCTAssertEqual(entry?.fields["MESSAGE"], "String didSet loading")
        XCTAssertEqual(entry?.fields["PRIORITY"], "7")
        XCTAssertEqual(entry?.fields["VSM_EVENT"], "didSet")
        XCTAssertEqual(entry?.fields["VSM_TYPE"], "String")
        XCTAssertEqual(entry?.fields["SWIFT_LOG_LABEL"], "vsm")
        XCTAssertNotNil(entry?.fields["CODE_FILE"])
        XCTAssertNotNil(entry?.fields["CODE_LINE"])
    }

    @MainActor
    func testLevelsMapToGLibLevelsAndSyslogPriorities() async {
        var logger = Logger(label: "test") { GLibLogHandler(label: $0, domain: "vsm-test") }
        logger.logLevel = .trace
        logger[metadataKey: "request.id"] = "42"

        let entries = GLibLogCapture.capture {
            logger.trace("t")
            logger.info("i")
            logger.notice("n")
            logger.warning("w")
            logger.error("e", metadata: ["9lives": "yes"])
            logger.critical("c")
        }

        XCTAssertEqual(entries.map(\.fields["MESSAGE"]), ["t", "i", "n", "w", "e", "c"])
        XCTAssertEqual(entries.map(\.level), [
            G_LOG_LEVEL_DEBUG, G_LOG_LEVEL_INFO, G_LOG_LEVEL_MESSAGE, G_LOG_LEVEL_WARNING,
            G_LOG_LEVEL_WARNING, G_LOG_LEVEL_CRITICAL,
        ], "never G_LOG_LEVEL_ERROR, which aborts")
        XCTAssertEqual(entries.map(\.fields["PRIORITY"]), ["7", "6", "5", "4", "3", "2"])
        XCTAssertEqual(entries.first?.fields["REQUEST_ID"], "42", "handler metadata is a field")
        XCTAssertEqual(entries[4].fields["F9LIVES"], "yes", "field names are valid journald names")
    }

    @MainActor
    func testDefaultLevelFollowsGMessagesDebug() async {
        let saved = getenv("G_MESSAGES_DEBUG").map { String(cString: $0) }
        defer { Self.setDebugDomains(saved) }

        Self.setDebugDomains(nil)
        XCTAssertEqual(GLibLogHandler(label: "vsm").logLevel, .info, "GLib would drop debug: containers stay quiet")
        Self.setDebugDomains("Gtk VSM")
        XCTAssertEqual(GLibLogHandler(label: "vsm").logLevel, .debug)
        XCTAssertEqual(GLibLogHandler(label: "other").logLevel, .info, "another domain is not named")
        Self.setDebugDomains("all")
        XCTAssertEqual(GLibLogHandler(label: "other").logLevel, .debug)
    }

    /// What `G_MESSAGES_DEBUG=<domains>` at start-up gives GLib's default writer. GLib 2.80
    /// reads the variable once per process, and offers a setter for what it read instead.
    private static func setDebugDomains(_ domains: String?) {
        #if GLIB_2_80
        guard let domains else { return g_log_writer_default_set_debug_domains(nil) }
        let copies = domains.split(separator: " ").map { strdup(String($0)) }
        defer { copies.forEach { free($0) } }
        var array: [UnsafePointer<gchar>?] = copies.map { UnsafePointer($0) } + [nil]
        array.withUnsafeMutableBufferPointer { g_log_writer_default_set_debug_domains($0.baseAddress) }
        #else
        if let domains { setenv("G_MESSAGES_DEBUG", domains, 1) } else { unsetenv("G_MESSAGES_DEBUG") }
        #endif
    }

    // MARK: GLib's own writer, in a child process

    /// Both output streams of `vsm-test-child log-through-glib`, which routes VSM's log to
    /// GLib and applies two states: GLib's default writer prints debug and info to stdout,
    /// warnings to stderr.
    private func childOutput(gMessagesDebug: String?) throws -> String {
        let child = try ChildProcess.run(try TestChild.url().path, ["log-through-glib"],
                                         environment: ["VSM_DEBUG": nil, "G_MESSAGES_DEBUG": gMessagesDebug],
                                         mergingErrors: true)
        XCTAssertEqual(child.status, 0, child.output)
        return child.output
    }

    func testGMessagesDebugShowsTransitionsThroughGLibsDefaultWriter() throws {
        let shown = try childOutput(gMessagesDebug: "VSM")
        let lines = shown.split(separator: "\n").filter { $0.contains("VSM-DEBUG") }
        XCTAssertEqual(lines.count, 2, shown)
        XCTAssertTrue(lines.first?.hasSuffix("Int didSet 1") ?? false, shown)

        let quiet = try childOutput(gMessagesDebug: nil)
        XCTAssertFalse(quiet.contains("didSet"), "without G_MESSAGES_DEBUG nothing is shown: \(quiet)")
    }
}
