import Foundation
import Locking

/// A program a test runs: started once, its standard output and error collected as it
/// prints them, its end awaited with a bound. The one way the project's tests start
/// processes, so none of them can hang on a child that never ends or fill a pipe no one reads.
///
/// ```swift
/// let compile = try ChildProcess.run("/usr/bin/glib-compile-schemas", ["--strict", folder])
/// XCTAssertEqual(compile.status, 0, compile.errorOutput)
/// ```
///
/// Guarantees:
/// - **Output.** Both streams are read on plain threads from the moment the child starts,
///   so a child that prints a lot never blocks; ``output`` and ``errorOutput`` hold what it
///   printed so far (bytes decoded as UTF-8, invalid bytes repaired), and everything once
///   ``waitForExit(timeout:)`` has returned. With `mergingErrors` both go to ``output``, in
///   the order the child wrote them.
/// - **Bounded.** ``waitForExit(timeout:)`` and ``run(_:_:environment:directory:mergingErrors:timeout:)``
///   give up after their timeout: the child is killed (`SIGKILL`) and waited for, and
///   ``ChildProcessError/timedOut(_:after:output:)`` says what it printed. A child still running
///   when the `ChildProcess` is released is killed too.
/// - **Threads.** Any thread may read the output or wait; the child's end is seen through its
///   termination handler, never by polling.
public final class ChildProcess: Sendable {
    /// How the child ended.
    public enum Exit: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// This signal ended it.
        case signalled(Int32)

        /// The status as a shell gives it: the exit status, or 128 plus the signal's number.
        public var status: Int32 {
            switch self {
            case .exited(let status): status
            case .signalled(let signal): 128 + signal
            }
        }
    }

    /// What ``run(_:_:environment:directory:mergingErrors:timeout:)`` gives back.
    public struct Outcome: Sendable {
        /// How the child ended.
        public let exit: Exit
        /// Its standard output (and its standard error with `mergingErrors`).
        public let output: String
        /// Its standard error (empty with `mergingErrors`).
        public let errorOutput: String

        /// The status as a shell gives it (``Exit/status``): 0 for success.
        public var status: Int32 { exit.status }
    }


    /// Configured in `init`, before the object is shared; afterwards only asked for its state.
    private let process = Process()
    private let streams = OutputStreams()
    /// Left when the child has ended; a group so that every wait after that returns at once.
    private let running = DispatchGroup()
    /// Left by each reader thread at the end of its stream.
    private let reading = DispatchGroup()
    private let description: String
    /// The child's standard input, when the caller keeps it open.
    private let input: Pipe?

    /// Starts `executable` (a path) with `arguments`, in `directory` (this process's when
    /// `nil`), in this process's environment with `environment` laid over it (a `nil` value
    /// removes a variable). Its standard input is
    /// empty, or with `openInput` a pipe that stays open until ``closeInput()`` (for a child
    /// that runs until its input ends). Throws ``ChildProcessError/cannotStart(_:reason:)``
    /// when it cannot be started.
    public init(_ executable: String, _ arguments: [String] = [], environment: [String: String?] = [:],
                directory: String? = nil, mergingErrors: Bool = false, openInput: Bool = false) throws {
        description = ([executable] + arguments).joined(separator: " ")
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        process.environment = merged
        let outputPipe = Pipe()
        let errorPipe = mergingErrors ? outputPipe : Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        input = openInput ? Pipe() : nil
        process.standardInput = input ?? FileHandle.nullDevice
        let running = running
        running.enter()
        process.terminationHandler = { _ in running.leave() }
        do {
            try process.run()
        } catch {
            throw ChildProcessError.cannotStart(description, reason: error.localizedDescription)
        }
        // Plain threads, not readabilityHandlers: removing a handler whose dispatch source is
        // still armed crashed libdispatch's event loop in these tests.
        streams.change { $0.openStreams = mergingErrors ? 1 : 2 }
        read(outputPipe) { $0.output.append($1) }
        if !mergingErrors { read(errorPipe) { $0.errorOutput.append($1) } }
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Runs `executable` to its end (at most `timeout`) and returns its status and output.
    /// Throws ``ChildProcessError`` when it cannot start or does not end in time.
    public static func run(_ executable: String, _ arguments: [String] = [], environment: [String: String?] = [:],
                           directory: String? = nil, mergingErrors: Bool = false,
                           timeout: Duration = TestTimeout.default) throws -> Outcome {
        let child = try ChildProcess(executable, arguments, environment: environment, directory: directory,
                                     mergingErrors: mergingErrors)
        let exit = try child.waitForExit(timeout: timeout)
        return Outcome(exit: exit, output: child.output, errorOutput: child.errorOutput)
    }

    /// The child's process id.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the child is still running.
    public var isRunning: Bool { process.isRunning }

    /// What the child printed on its standard output so far.
    public var output: String { streams.read { String(decoding: $0.output, as: UTF8.self) } }

    /// What the child printed on its standard error so far.
    public var errorOutput: String { streams.read { String(decoding: $0.errorOutput, as: UTF8.self) } }

    /// Waits until `condition` holds for what the child printed so far (its standard output
    /// and its standard error), checked each time it prints, at most `timeout`; returns
    /// whether it holds. Returns early, with the condition's answer, once both streams ended.
    public func waitForOutput(timeout: Duration = TestTimeout.default,
                              until condition: (_ output: String, _ errorOutput: String) -> Bool) -> Bool {
        streams.wait(timeout: timeout) {
            condition(String(decoding: $0.output, as: UTF8.self), String(decoding: $0.errorOutput, as: UTF8.self))
        }
    }

    /// Writes `text` to the child's standard input (with `openInput`; nothing otherwise, or
    /// once the input is closed or the child has gone).
    public func write(_ text: String) {
        guard process.isRunning else { return }
        try? input?.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Ends the child's standard input (with `openInput`; nothing otherwise). Idempotent.
    public func closeInput() {
        try? input?.fileHandleForWriting.close()
    }

    /// Sends `signal` to the child (nothing happens once it has ended).
    public func send(_ signal: Int32) {
        if process.isRunning { kill(process.processIdentifier, signal) }
    }

    /// Whether the child ends within `timeout`; it is left running when it does not (for a
    /// test that checks a child is still there, then goes on).
    public func exits(within timeout: Duration) -> Bool {
        running.wait(timeout: .now() + Self.interval(timeout)) == .success
    }

    /// Waits until the child ends and its output is read to the end, at most `timeout`; then
    /// kills it and throws ``ChildProcessError/timedOut(_:after:output:)``. Later calls return
    /// the same exit at once.
    @discardableResult
    public func waitForExit(timeout: Duration = TestTimeout.default) throws -> Exit {
        if running.wait(timeout: .now() + Self.interval(timeout)) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            running.wait()
            throw ChildProcessError.timedOut(description, after: timeout, output: output + errorOutput)
        }
        // The child's end closed its side of the pipes, unless a grandchild still holds them:
        // then what was read within a few seconds is what counts.
        _ = reading.wait(timeout: .now() + .seconds(5))
        let status = process.terminationStatus
        return process.terminationReason == .uncaughtSignal ? .signalled(status) : .exited(status)
    }

    private func read(_ pipe: Pipe, into append: @escaping @Sendable (inout OutputStreams.Contents, Data) -> Void) {
        let descriptor = dup(pipe.fileHandleForReading.fileDescriptor)
        let streams = streams
        let reading = reading
        reading.enter()
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 16_384)
            while true {
                let count = Glibc.read(descriptor, &buffer, buffer.count)
                if count > 0 {
                    let data = Data(buffer[0..<count])
                    streams.change { append(&$0, data) }
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            close(descriptor)
            streams.change { $0.openStreams -= 1 }
            reading.leave()
        }
    }

    private static func interval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}

/// What a child printed, kept under a lock with a condition, so a test can wait for a line.
private final class OutputStreams: @unchecked Sendable {
    // `@unchecked`: `contents` is only touched with `lock` held.
    struct Contents {
        var output = Data()
        var errorOutput = Data()
        /// The streams still being read.
        var openStreams = 0
    }

    private let lock = ConditionLock()
    private var contents = Contents()

    func read<Result>(_ body: (Contents) -> Result) -> Result {
        lock.withLock { body(contents) }
    }

    /// Changes the contents and wakes every waiter.
    func change(_ body: (inout Contents) -> Void) {
        lock.withLock {
            body(&contents)
            lock.broadcast()
        }
    }

    /// Waits until `condition` holds, the streams have both ended, or `timeout` passed.
    func wait(timeout: Duration, until condition: (Contents) -> Bool) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        return lock.withLock {
            while !condition(contents) {
                let remaining = ContinuousClock.now.duration(to: deadline)
                guard remaining > .zero, contents.openStreams > 0 else { return false }
                let (seconds, attoseconds) = remaining.components
                lock.wait(timeoutNanoseconds: UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000))
            }
            return true
        }
    }
}

/// Why a ``ChildProcess`` did not run to its end.
public enum ChildProcessError: Error, CustomStringConvertible {
    /// The program could not be started (missing, not executable).
    case cannotStart(String, reason: String)
    /// It was still running after the timeout, and was killed; `output` is what it printed.
    case timedOut(String, after: Duration, output: String)

    public var description: String {
        switch self {
        case .cannotStart(let command, let reason):
            "cannot start \(command): \(reason)"
        case .timedOut(let command, let timeout, let output):
            "\(command) did not exit within \(TestTimeout.spoken(timeout)); it printed:\n\(output.suffix(2_000))"
        }
    }
}
