import Foundation
import LocalizationTesting
import VSMGtkTesting
import VSMTesting
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
        var variables: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil]
        for (name, value) in environment { variables[name] = value }
        let run = try ChildProcess.run(try LaunchedApp.executable().path, arguments, environment: variables)
        return Result(status: run.status, standardOutput: run.output, standardError: run.errorOutput)
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
        let run = try ChildProcess.run("/bin/sh", [
            "-c", "exec \"$0\" --data-dir \"$1/$(printf 'bad\\377\\376name')\"", try LaunchedApp.executable().path, parent.path,
        ])
        let text = run.errorOutput
        XCTAssertEqual(run.status, 2, text)
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
        let app = try LaunchedApp(["--data-dir", dataDirectory.path])
        XCTAssertTrue(app.waitForLog(["LoadUserProfileViewState didSet loaded"]), "the profile never loaded:\n\(app.errorOutput)")
        app.send(signal)
        XCTAssertEqual(app.waitForExit(), 0, app.errorOutput)
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

        let trace = ["VSM_PROFILE_TRACE_FRAMES": "1", "VSM_PROFILE_TRACE_PAINTS": "1"]
        let app = try LaunchedApp(["--data-dir", dataDirectory.path], environment: trace)
        XCTAssertTrue(app.waitForLog(["LoadUserProfileViewState didSet loaded"]), "the profile never loaded:\n\(app.errorOutput)")
        // The entry takes the keyboard focus at the start of the second frame after the first
        // one that showed the loaded editor (`frame … editing.opened`): once two more frames
        // are painted, keys reach it.
        let focused = app.waitForLog(timeout: .seconds(10)) { log in
            guard let shown = log.range(of: #"(?m)^frame [0-9]+ editing\.opened "#, options: .regularExpression) else {
                return false
            }
            return log[shown.upperBound...].components(separatedBy: "\npaint ").count > 2
        }
        XCTAssertTrue(focused, "no frame after the editor's:\n\(app.errorOutput)")

        let locker = try SQLiteLocker(path: database)
        defer { locker.release() }
        // Type a new name into the focused entry and press Enter: the save starts and
        // waits for the lock (the app's busy timeout is 2 s).
        let windows = try runTool("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--pid", "\(app.processIdentifier)"])
        let window = try XCTUnwrap(windows.split(separator: "\n").first.map(String.init), "no window")
        try runTool("/usr/bin/xdotool", ["windowfocus", "--sync", window])
        try runTool("/usr/bin/xdotool", ["type", "--delay", "20", "zz"])
        try runTool("/usr/bin/xdotool", ["key", "Return"])
        XCTAssertTrue(app.waitForLog(["editingState: saving"], timeout: .seconds(10)), "the save never started:\n\(app.errorOutput)")

        app.send(SIGTERM)
        // Without the grace period the process is gone at once, its write cut short.
        XCTAssertFalse(app.exits(within: .milliseconds(500)), "exited while its save was in progress")
        locker.release()
        XCTAssertEqual(app.waitForExit(timeout: .seconds(10)), 0, "did not exit cleanly after the write finished:\n\(app.errorOutput)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: database + "-journal"), "a journal was left behind")
        XCTAssertEqual(try runTool("/usr/bin/sqlite3", [database, "PRAGMA integrity_check; SELECT username FROM profile WHERE id = 1;"]),
                       "ok\nzz\n", app.errorOutput)
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
        // Process takes Strings, so the shell puts the undecodable bytes in the environment.
        let app = try LaunchedApp(
            ["-c", "XDG_DATA_HOME=\"$1/$(printf 'bad\\377\\376name')\" exec \"$0\"", try LaunchedApp.executable().path, parent.path],
            executable: "/bin/sh"
        )
        XCTAssertTrue(app.waitForLog(["LoadUserProfileViewState didSet loadingError"]), "no loading error:\n\(app.errorOutput)")
        XCTAssertEqual(app.stop(), 0, app.errorOutput)
        let log = app.errorOutput
        XCTAssertTrue(log.contains("$XDG_DATA_HOME"), log)
        // The debug log prints the message with debugDescription, so each backslash is doubled.
        XCTAssertTrue(log.contains(#"bad\\xFF\\xFEname) is not valid UTF-8"#), log)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent.path), [], "no folder, repaired or not")
    }

    @discardableResult
    private func runTool(_ path: String, _ arguments: [String]) throws -> String {
        let run = try ChildProcess.run(path, arguments)
        XCTAssertEqual(run.status, 0, "\(path) \(arguments): \(run.errorOutput)")
        return run.output
    }

    func testSIGINTQuitsCleanly() throws { try launchThenSignal(SIGINT) }
}

/// Another program holding an exclusive lock on a database: `sqlite3` inside
/// `BEGIN EXCLUSIVE` until ``release()``.
private final class SQLiteLocker: Sendable {
    private let sqlite3: ChildProcess

    init(path: String) throws {
        // -bail: an error ends sqlite3 (and so the wait below) instead of going on to print
        // 'locked' without the lock. The busy timeout waits out the app's own short reads
        // (live sync checks the store right after loading), which made BEGIN fail at once.
        sqlite3 = try ChildProcess("/usr/bin/sqlite3", ["-bail", path], openInput: true)
        sqlite3.write(".timeout 10000\nBEGIN EXCLUSIVE;\nSELECT 'locked';\n")
        // sqlite3 answers once it holds the lock.
        guard sqlite3.waitForOutput(until: { output, _ in output.contains("locked") }) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "sqlite3 never locked: \(sqlite3.errorOutput)"])
        }
    }

    /// Ends the transaction and waits for sqlite3 to exit. Idempotent.
    func release() {
        sqlite3.write("ROLLBACK;\n.quit\n")
        sqlite3.closeInput()
        _ = try? sqlite3.waitForExit()
    }
}
