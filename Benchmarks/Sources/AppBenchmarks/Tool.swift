#if canImport(Glibc)
import Glibc
#endif

/// A helper program the benchmark drives the app with (`xdotool`, `sqlite3`), found on
/// `PATH` once, run to completion with a time limit.
struct Tool {
    /// The full path of the program.
    let path: String
    private let environment: [String: String]

    /// Finds `name` on the environment's `PATH`.
    /// - Throws: `BenchmarkError.failed` saying which Debian package `make bench` installs.
    init(_ name: String, package: String, environment: [String: String]) throws(BenchmarkError) {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        let candidates: [String] = folders.map { String($0) + "/" + name }
        guard let found = candidates.first(where: { access($0, X_OK) == 0 }) else {
            throw .failed("app-benchmarks: \(name) is not on PATH (Debian package \(package); `make bench` installs it)")
        }
        path = found
        self.environment = environment
    }

    /// Runs the tool with `arguments` and returns its output (stdout and stderr).
    /// - Throws: `BenchmarkError.failed` with the output when it fails or runs past `timeoutSeconds`.
    @discardableResult
    func run(_ arguments: [String], timeoutSeconds: Int64 = 10) throws(BenchmarkError) -> String {
        let child = try ChildProcess(path: path, arguments: arguments, environment: environment,
                                     capturesStandardOutput: true)
        let deadline = MonotonicClock.now() + timeoutSeconds * 1_000_000_000
        let output = child.remainingOutput(deadline: deadline)
        if MonotonicClock.now() >= deadline {
            child.stop()
            throw .failed("app-benchmarks: \(path) \(arguments.joined(separator: " ")) did not finish within \(timeoutSeconds) s\n\(output)")
        }
        guard child.reap().succeeded else {
            throw .failed("app-benchmarks: \(path) \(arguments.joined(separator: " ")) failed:\n\(output)")
        }
        return output
    }
}
