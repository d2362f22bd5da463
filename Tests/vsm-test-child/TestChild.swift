import Foundation
import Logging
import VSM
import VSMGtk

/// The child processes the tests start, one command each: what a test can only check in a
/// fresh process (a variable read once per process, a writer killed mid-write, GLib's own
/// log writer). The test that starts a command checks its output and exit status.
@main
enum TestChild {
    static let usage = """
        usage: vsm-test-child <command>

        commands:
          apply-states                      apply states 1 and 2, then a streamed 3, with VSM_JOURNEY
                                            as set; print "child applied 1,2,3"
          write-journey-until-killed <path> record journey lines into <path> until killed
          log [--swallow]                   log two transitions and a thrown error through VSM's
                                            default logger (--swallow: install one that drops
                                            everything first); exit at the end of stdin
          log-through-glib                  route VSM's log to GLibLogHandler and apply two states
        """

    @MainActor
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch (arguments.first, arguments.count) {
        case ("apply-states", 1):
            await applyStates()
        case ("write-journey-until-killed", 2):
            writeJourneyUntilKilled(path: arguments[1])
        case ("log", 1):
            await log(swallow: false)
        case ("log", 2) where arguments[1] == "--swallow":
            await log(swallow: true)
        case ("log-through-glib", 1):
            logThroughGLib()
        default:
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            exit(64)  // EX_USAGE
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
    static func writeJourneyUntilKilled(path: String) -> Never {
        let recorder: JourneyRecorder
        do {
            recorder = try JourneyRecorder(path: path)
        } catch {
            FileHandle.standardError.write(Data("vsm-test-child: \(error)\n".utf8))
            exit(1)
        }
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
