import Foundation
import Locking
import VSMGtkTesting
import LocalizationTesting
import XCTest

/// The built `vsm-profile-gtk` binary, run as a user would from a shell: exit codes
/// and output for `--help`, `--version`, bad options and missing resources. No
/// display needed: none of these cases opens a window.
final class ExecutableTests: XCTestCase {
    private struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = try LaunchedApp.executable()
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self)
        )
    }

    func testVersion() throws {
        let result = try run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "0.1.0\n")
        XCTAssertEqual(result.standardError, "")
    }

    func testHelp() throws {
        let result = try run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.contains("USAGE: vsm-profile-gtk"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("--simulate-failures"))
    }

    func testUnknownOptionExitsTwoWithOneLineErrorAndUsage() throws {
        let result = try run(["--bogus"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        let lines = result.standardError.split(separator: "\n")
        XCTAssertEqual(lines.first, "vsm-profile-gtk: Unknown option '--bogus'")
        XCTAssertTrue(lines.dropFirst().first?.hasPrefix("Usage: vsm-profile-gtk") ?? false, result.standardError)
    }

    func testMalformedSimulateValueExitsTwo() throws {
        let result = try run(["--simulate-failures", "explode"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("vsm-profile-gtk: --simulate-failures: unknown operation 'explode'"),
                      result.standardError)
    }

    func testNonUTF8DataDirExitsTwoAndCreatesNothing() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-exe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        // Process takes Strings, so the shell builds the undecodable bytes (octal 377 376).
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" --data-dir \"$1/$(printf 'bad\\377\\376name')\"", try LaunchedApp.executable().path, parent.path]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: errData, as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 2, text)
        XCTAssertTrue(text.hasPrefix("vsm-profile-gtk: --data-dir: the folder name '"), text)
        XCTAssertTrue(text.contains("bad\\xFF\\xFEname' is not valid UTF-8"), text)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent.path), [], "no folder, repaired or not")
    }

    func testHugeArgumentIsCutAndNegativeLatencyIsExplained() throws {
        let huge = try run(["--" + String(repeating: "x", count: 100_000)])
        XCTAssertEqual(huge.status, 2)
        let first = huge.standardError.split(separator: "\n").first ?? ""
        XCTAssertLessThan(first.count, 400, String(first.prefix(200)))
        XCTAssertTrue(first.hasSuffix("…'"), String(first.suffix(100)))
        let negative = try run(["--simulate-latency", "-1"])
        XCTAssertEqual(negative.status, 2)
        XCTAssertTrue(negative.standardError.hasPrefix("vsm-profile-gtk: --simulate-latency: -1 is negative; it must be ≥ 0"),
                      negative.standardError)
    }

    /// The app's own messages follow `LANGUAGE` from the catalogue in `VSM_PROFILE_LOCALE_DIR`
    /// (po/de.po compiled here, as `make data` does) in a desktop's English locale, and a
    /// language without a catalogue falls back to the English text.
    func testMessagesAreGermanWithLanguageDeAndEnglishWithAnUntranslatedLanguage() throws {
        try requireInstalledLocale("en_US.UTF-8")
        let catalogue = try CompiledCatalogue(poFile: Self.sourceRoot + "/po/de.po", language: "de")
        defer { catalogue.remove() }
        func launch(language: String) throws -> Result {
            try run(["--user-id", "-3"], environment: [
                "LANGUAGE": language, "LANG": "en_US.UTF-8", "LC_ALL": "", "LC_MESSAGES": "",
                "VSM_PROFILE_LOCALE_DIR": catalogue.directory,
            ])
        }
        let german = try launch(language: "de")
        XCTAssertEqual(german.status, 2)
        XCTAssertEqual(german.standardError, """
            vsm-profile-gtk: --user-id muss eine positive ganze Zahl sein, erhalten: -3.
            Aufruf: vsm-profile-gtk [--data-dir <DIR>] [--user-id <ID>] [--simulate-latency <SECONDS>] [--simulate-failures <LIST>] [--server <URL>] [--token-file <FILE>]
            Weitere Informationen erhalten Sie mit „vsm-profile-gtk --help“.

            """)
        let help = try run(["--help"], environment: [
            "LANGUAGE": "de", "LANG": "en_US.UTF-8", "LC_ALL": "", "VSM_PROFILE_LOCALE_DIR": catalogue.directory,
        ])
        XCTAssertTrue(help.standardOutput.contains("Kennung des zu ladenden Profils"), help.standardOutput)

        let french = try launch(language: "fr")
        XCTAssertEqual(french.status, 2)
        XCTAssertTrue(french.standardError.hasPrefix(
            "vsm-profile-gtk: --user-id must be a positive integer, got -3.\nUsage: vsm-profile-gtk "
        ), french.standardError)
        XCTAssertTrue(french.standardError.hasSuffix("See 'vsm-profile-gtk --help' for more information.\n"), french.standardError)
    }

    /// The repository this test file was compiled in (App/Tests/ProfileAppTests/ → the top).
    private static let sourceRoot: String = {
        var url = URL(fileURLWithPath: "\(#filePath)")
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Launches the app on a fresh data folder, waits (bounded) until the profile
    /// is loaded, then sends `signal`: the app must quit cleanly with status 0.
    private func launchThenSignal(_ signal: Int32) throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no display: run under `xvfb-run -a`")
        }
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-exe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let log = LogCollector(waitingFor: "LoadUserProfileViewState didSet loaded")
        let process = try runApp(["--data-dir", dataDirectory.path], logs: [log]) { running in
            XCTAssertEqual(log.loaded.wait(timeout: .now() + 30), .success, "the profile never loaded:\n\(log.text)")
            kill(running.processIdentifier, signal)
            running.waitUntilExit()
        }
        XCTAssertEqual(process.terminationReason, .exit, log.text)
        XCTAssertEqual(process.terminationStatus, 0, log.text)
    }

    func testSIGTERMQuitsCleanly() throws { try launchThenSignal(SIGTERM) }

    /// SIGTERM while a save is waiting for another program's lock.
    /// The app must let that write finish (within its grace period) before exiting:
    /// exit 0, the new value stored, no journal left, integrity ok.
    func testSIGTERMDuringASaveLetsTheWriteFinish() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no display: run under `xvfb-run -a`")
        }
        for tool in ["/usr/bin/xdotool", "/usr/bin/sqlite3"] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw XCTSkip("\(tool) is not installed")
        }
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-exe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let database = dataDirectory.appendingPathComponent("profile.sqlite").path

        let loaded = LogCollector(waitingFor: "LoadUserProfileViewState didSet loaded")
        // The entry takes the keyboard focus at the start of the second frame after the first
        // one that showed the loaded editor (`frame … editing.opened`): once two more frames
        // are painted, keys reach it.
        let focused = LogCollector { log in
            guard let shown = log.range(of: #"(?m)^frame [0-9]+ editing\.opened "#, options: .regularExpression) else {
                return false
            }
            return log[shown.upperBound...].components(separatedBy: "\npaint ").count > 2
        }
        let saving = LogCollector(waitingFor: "editingState: saving")
        let exited = DispatchSemaphore(value: 0)
        let trace = ["VSM_PROFILE_TRACE_FRAMES": "1", "VSM_PROFILE_TRACE_PAINTS": "1"]
        let app = try runApp(["--data-dir", dataDirectory.path], environment: trace, logs: [loaded, focused, saving],
                             exited: exited) { running in
            XCTAssertEqual(loaded.loaded.wait(timeout: .now() + 30), .success, "the profile never loaded:\n\(loaded.text)")
            XCTAssertEqual(focused.loaded.wait(timeout: .now() + 10), .success, "no frame after the editor's:\n\(loaded.text)")

            let locker = try SQLiteLocker(path: database)
            defer { locker.release() }
            // Type a new name into the focused entry and press Enter: the save starts and
            // waits for the lock (the app's busy timeout is 2 s).
            let windows = try runTool("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--pid", "\(running.processIdentifier)"])
            let window = try XCTUnwrap(windows.split(separator: "\n").first.map(String.init), "no window")
            try runTool("/usr/bin/xdotool", ["windowfocus", "--sync", window])
            try runTool("/usr/bin/xdotool", ["type", "--delay", "20", "zz"])
            try runTool("/usr/bin/xdotool", ["key", "Return"])
            XCTAssertEqual(saving.loaded.wait(timeout: .now() + 10), .success, "the save never started:\n\(saving.text)")

            kill(running.processIdentifier, SIGTERM)
            // Without the grace period the process is gone at once, its write cut short.
            XCTAssertEqual(exited.wait(timeout: .now() + 0.5), .timedOut, "exited while its save was in progress")
            locker.release()
            XCTAssertEqual(exited.wait(timeout: .now() + 10), .success, "did not exit after the write finished")
        }
        XCTAssertEqual(app.terminationReason, .exit, loaded.text)
        XCTAssertEqual(app.terminationStatus, 0, loaded.text)
        XCTAssertFalse(FileManager.default.fileExists(atPath: database + "-journal"), "a journal was left behind")
        XCTAssertEqual(try runTool("/usr/bin/sqlite3", [database, "PRAGMA integrity_check; SELECT username FROM profile WHERE id = 1;"]),
                       "ok\nzz\n", loaded.text)
    }

    /// An `XDG_DATA_HOME` that is not valid UTF-8 is a loading error
    /// that names the variable; no folder (with a repaired name or any other) is created.
    func testNonUTF8XDGDataHomeIsALoadingErrorAndCreatesNothing() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no display: run under `xvfb-run -a`")
        }
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-exe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        let log = LogCollector(waitingFor: "LoadUserProfileViewState didSet loadingError")
        // Process takes Strings, so the shell puts the undecodable bytes in the environment.
        let app = try runApp(
            ["-c", "XDG_DATA_HOME=\"$1/$(printf 'bad\\377\\376name')\" exec \"$0\"", try LaunchedApp.executable().path, parent.path],
            executable: URL(fileURLWithPath: "/bin/sh"), logs: [log]
        ) { running in
            XCTAssertEqual(log.loaded.wait(timeout: .now() + 30), .success, "no loading error:\n\(log.text)")
            kill(running.processIdentifier, SIGTERM)
            running.waitUntilExit()
        }
        XCTAssertEqual(app.terminationStatus, 0, log.text)
        XCTAssertTrue(log.text.contains("$XDG_DATA_HOME"), log.text)
        // The debug log prints the message with debugDescription, so each backslash is doubled.
        XCTAssertTrue(log.text.contains(#"bad\\xFF\\xFEname) is not valid UTF-8"#), log.text)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent.path), [], "no folder, repaired or not")
    }

    /// Runs `executable` (the built app unless given, e.g. `/bin/sh` exec'ing it) with
    /// `arguments`, `VSM_DEBUG=1` and in-memory GSettings, feeding its stderr to every one
    /// of `logs` and signalling `exited` when it ends, and calls `body` with the running
    /// process. Afterwards, even when `body` throws, the process is terminated if still
    /// running and its stderr read to the end. Returns the process, for its exit.
    private func runApp(
        _ arguments: [String],
        executable: URL? = nil,
        environment: [String: String] = [:],
        logs: [LogCollector],
        exited: DispatchSemaphore? = nil,
        _ body: (Process) throws -> Void
    ) throws -> Process {
        let app = Process()
        app.executableURL = try executable ?? LaunchedApp.executable()
        app.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["VSM_DEBUG"] = "1"
        env["GSETTINGS_BACKEND"] = "memory"
        env.merge(environment) { _, new in new }
        app.environment = env
        let err = Pipe()
        app.standardError = err
        if let exited { app.terminationHandler = { _ in exited.signal() } }
        try app.run()
        // A plain thread reads a duplicate of the pipe until end of file, as LaunchedApp
        // does: a readabilityHandler removed while its dispatch source is still armed can
        // crash the test process (seen in libdispatch's event loop during the SIGTERM test).
        let descriptor = dup(err.fileHandleForReading.fileDescriptor)
        let readerEnded = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count > 0 {
                    let data = Data(buffer[0..<count])
                    for log in logs { log.append(data) }
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            close(descriptor)
            readerEnded.signal()
        }
        defer {
            if app.isRunning { app.terminate() }
            // The app's end closes its stderr: the reader has seen everything it wrote.
            _ = readerEnded.wait(timeout: .now() + 10)
        }
        try body(app)
        return app
    }

    @discardableResult
    private func runTool(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(path) \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    func testSIGINTQuitsCleanly() throws { try launchThenSignal(SIGINT) }
}

/// Another program holding an exclusive lock on a database: `sqlite3` inside
/// `BEGIN EXCLUSIVE` until ``release()``.
private final class SQLiteLocker: Sendable {
    private let process = Process()
    private let input = Pipe()

    init(path: String) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        // -bail: an error ends sqlite3 (and so the read below) instead of going on to print
        // 'locked' without the lock. The busy timeout waits out the app's own short reads
        // (live sync checks the store right after loading), which made BEGIN fail at once.
        process.arguments = ["-bail", path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(".timeout 10000\nBEGIN EXCLUSIVE;\nSELECT 'locked';\n".utf8))
        // Blocks until sqlite3 answers, i.e. holds the lock.
        var answer = Data()
        while !String(decoding: answer, as: UTF8.self).contains("locked") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw CocoaError(.fileReadUnknown) }
            answer.append(chunk)
        }
    }

    /// Ends the transaction and waits for sqlite3 to exit. Idempotent.
    func release() {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.write(contentsOf: Data("ROLLBACK;\n.quit\n".utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

/// Collects a child's stderr and signals once a line appears (or the log meets a condition).
private final class LogCollector: Sendable {
    private struct Log {
        var buffer = Data()
        var signalled = false
    }

    let loaded = DispatchSemaphore(value: 0)
    private let condition: @Sendable (String) -> Bool
    private let log = Locked(Log())

    convenience init(waitingFor marker: String) {
        self.init { $0.contains(marker) }
    }

    init(until condition: @escaping @Sendable (String) -> Bool) {
        self.condition = condition
    }

    func append(_ data: Data) {
        let signal = log.withLock { log -> Bool in
            log.buffer.append(data)
            guard !log.signalled, condition(String(decoding: log.buffer, as: UTF8.self)) else { return false }
            log.signalled = true
            return true
        }
        if signal { loaded.signal() }
    }

    var text: String {
        log.withLock { String(decoding: $0.buffer, as: UTF8.self) }
    }
}
