import ArgumentParser
import Foundation
import Logging
import VSM
import VSMGtk

/// The child processes the tests start, one subcommand each: what a test can only check in a
/// fresh process (a variable read once per process, a writer killed mid-write, GLib's own
/// log writer). The test that starts a command checks its output and exit status.
///
/// ```
/// vsm-test-child apply-states
/// vsm-test-child write-journey-until-killed <path>
/// vsm-test-child log [--swallow]
/// vsm-test-child log-through-glib
/// vsm-test-child adw-window
/// ```
///
/// Exit status: ArgumentParser's, as the other executables of the project: 0 when the command
/// ran, 1 when it failed (it says why on stderr), 64 for a bad command line (the message and
/// the usage on stderr, nothing run).
///
/// Threading: `main()` parses on the cooperative pool; each command's work is main-actor code
/// that `run()` awaits, so it runs on the main thread, as in a test.
@main
struct TestChild: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vsm-test-child",
        abstract: "The child processes VSM's tests start.",
        subcommands: [ApplyStates.self, WriteJourneyUntilKilled.self, Log.self, LogThroughGLib.self, AdwWindow.self]
    )

    /// No command named: a bad command line (64), as a wrong one is, not a request for help.
    func run() async throws {
        throw ValidationError("Missing command.")
    }

    /// `apply-states`: `TestChild.applyStates()`.
    struct ApplyStates: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "apply-states",
            abstract: "Apply states 1 and 2, then a streamed 3, with VSM_JOURNEY as set; print \"child applied 1,2,3\"."
        )

        func run() async {
            await TestChild.applyStates()
        }
    }

    /// `write-journey-until-killed <path>`: `TestChild.writeJourneyUntilKilled(path:)`.
    struct WriteJourneyUntilKilled: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "write-journey-until-killed",
            abstract: "Record journey lines into <path> until killed."
        )

        @Argument(help: "The journey file to append to.")
        var path: String

        func run() throws {
            try TestChild.writeJourneyUntilKilled(path: path)
        }
    }

    /// `log [--swallow]`: `TestChild.log(swallow:)`.
    struct Log: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "log",
            abstract: "Log two transitions and a thrown error through VSM's default logger; exit at the end of stdin."
        )

        @Flag(help: "Install a logger that drops everything first.")
        var swallow = false

        func run() async {
            await TestChild.log(swallow: swallow)
        }
    }

    /// `log-through-glib`: `TestChild.logThroughGLib()`.
    struct LogThroughGLib: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "log-through-glib",
            abstract: "Route VSM's log to GLibLogHandler and apply two states."
        )

        func run() async {
            await TestChild.logThroughGLib()
        }
    }

    /// Applies states with `VSM_JOURNEY` as the parent set it, and prints them once the
    /// streamed one has landed.
    @MainActor
    static func applyStates() async {
        let container = StateContainer(state: 0)
        let (applied, appliedContinuation) = AsyncStream.makeStream(of: Int.self)
        var seen: [Int] = []
        let token = container.observeDidSet { state in
            seen.append(state)
            appliedContinuation.yield(state)
        }
        container.observe(1)
        container.observe(2)
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        container.observe(stream)
        continuation.yield(3)
        continuation.finish()
        // The streamed state lands on a later main-actor turn; the parent bounds the wait.
        for await state in applied where state == 3 { break }
        print("child applied \(seen.map(String.init).joined(separator: ","))")
        withExtendedLifetime(token) {}
    }

    /// Records lines of varying length, so flush boundaries fall anywhere, until killed.
    /// Throws, ending the child with status 1, when the file cannot be opened.
    static func writeJourneyUntilKilled(path: String) throws -> Never {
        let recorder = try JourneyRecorder(path: path)
        let site = JourneyActionSite(shape: .publisher, function: "write()", file: "Child/Child.swift", line: 1)
        var index = 0
        while true {
            index += 1
            let padding = String(repeating: "x", count: index % 97)
            recorder.record(JourneyRecorder.line(
                time: "\(index).000000", stateType: "Child", from: padding, to: "\(index)", site: site
            ))
        }
    }

    /// Logs two transitions and a thrown error. The error is logged on a later main-actor
    /// turn, and the child cannot see it without a logger of its own, which would change what
    /// is tested: so it stays alive until the parent, having read the error line, closes stdin.
    @MainActor
    static func log(swallow: Bool) async {
        if swallow {
            VSMLogging.logger = Logger(label: VSMLogging.label) { _ in SwiftLogNoOpLogHandler() }
        }
        struct Boom: Error {}
        let container = StateContainer(state: LoadState.initialized)
        container.observe(.loading)
        container.observe(.loaded("ada lovelace"))
        container.observe(AsyncThrowingStream<LoadState, any Error> { $0.finish(throwing: Boom()) })
        // Off the main actor, so the error can still land while this waits.
        await Task.detached { while readLine() != nil {} }.value
        withExtendedLifetime(container) {}
    }

    /// Routes VSM's log to GLib's structured log and applies two states.
    @MainActor
    static func logThroughGLib() {
        VSMLogging.logger = Logger(label: VSMLogging.label, factory: GLibLogHandler.init)
        let container = StateContainer(state: 0)
        container.observe(1)
        container.observe(2)
    }
}

/// The states of a load, as the SwiftLog tests expect them printed.
enum LoadState: Sendable {
    case initialized
    case loading
    case loaded(String)
}
