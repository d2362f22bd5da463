#if canImport(Glibc)
import Glibc
#endif

/// A launched program whose stderr the benchmark reads line by line, ended with a signal
/// and reaped with `wait4` for its resource usage.
///
/// Spawned with `posix_spawn` (not Foundation's `Process`, which reaps children itself and
/// hides their `rusage`). stdin goes to /dev/null, stdout too unless `capturesStandardOutput`
/// (then it joins stderr on the pipe). Not thread-safe: one owner.
final class ChildProcess {
    /// The process id.
    let pid: pid_t
    private let stderrDescriptor: Int32
    private var buffer: [UInt8] = []
    private var reachedEndOfFile = false
    private var exitRecord: ExitRecord?

    /// How a reaped child ended.
    struct ExitRecord {
        /// The raw `wait4` status.
        let status: Int32
        /// Peak resident set size, KiB (`ru_maxrss`).
        let maxResidentKiB: Int
        /// Whether it exited normally with status 0.
        var succeeded: Bool { status & 0x7f == 0 && (status >> 8) & 0xff == 0 }
    }

    /// Starts `path` with `arguments` (not including argv[0]) and exactly `environment`.
    /// - Throws: `BenchmarkError.launch` naming the program when it cannot be started.
    init(path: String, arguments: [String], environment: [String: String],
         capturesStandardOutput: Bool = false) throws(BenchmarkError) {
        var pipeDescriptors: [Int32] = [0, 0]
        guard pipe(&pipeDescriptors) == 0 else {
            throw .launch(path, "pipe: \(String(cString: strerror(errno)))")
        }
        // Close-on-exec, so no other child inherits this pipe and keeps it open past our child's exit.
        for descriptor in pipeDescriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capturesStandardOutput {
            posix_spawn_file_actions_adddup2(&actions, pipeDescriptors[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, pipeDescriptors[1], 2)

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var newPID: pid_t = 0
        let result = posix_spawn(&newPID, path, &actions, nil, argv, envp)
        close(pipeDescriptors[1])
        guard result == 0 else {
            close(pipeDescriptors[0])
            throw .launch(path, String(cString: strerror(result)))
        }
        pid = newPID
        stderrDescriptor = pipeDescriptors[0]
        _ = fcntl(stderrDescriptor, F_SETFL, fcntl(stderrDescriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(stderrDescriptor)
        if exitRecord == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    /// The next stderr line (without its newline), waiting until `deadline`
    /// (`MonotonicClock` ns). Nil at the deadline or when stderr closed.
    func nextLine(deadline: Int64) -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            if reachedEndOfFile { return nil }
            let remaining = deadline - MonotonicClock.now()
            if remaining <= 0 { return nil }
            var poller = pollfd(fd: stderrDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining / 1_000_000 + 1, 1_000)))
            if ready <= 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 4_096)
            let count = read(stderrDescriptor, &chunk, chunk.count)
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
            } else if count == 0 {
                reachedEndOfFile = true
            }
        }
    }

    /// Ends the child with `signal` (default SIGKILL: no teardown, so the peak RSS is the
    /// one reached while running) and reaps it. Idempotent.
    @discardableResult
    func stop(signal: Int32 = SIGKILL) -> ExitRecord {
        if let exitRecord { return exitRecord }
        kill(pid, signal)
        return reap()
    }

    /// Waits for the child to exit by itself and reaps it. Idempotent.
    @discardableResult
    func reap() -> ExitRecord {
        if let exitRecord { return exitRecord }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let record = ExitRecord(status: status, maxResidentKiB: Int(usage.ru_maxrss))
        exitRecord = record
        return record
    }

    /// Everything left on stderr (for error messages), reading until EOF or `deadline`.
    func remainingOutput(deadline: Int64) -> String {
        var lines: [String] = []
        while let line = nextLine(deadline: deadline) { lines.append(line) }
        lines.append(String(decoding: buffer, as: UTF8.self))
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
