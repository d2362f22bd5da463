/// The save's baseline: the C program `sqlite_commit_baseline.c` timing bare
/// `UPDATE profile SET username = ? WHERE id = 1` commits on a database of its own in the
/// benchmark's scratch folder (the file system of the app's store), with the app store's
/// journal settings (rollback journal, `synchronous=FULL`).
///
/// Every save of the app waits for such a commit (its `fsync`s), so the save round trip
/// minus this is what the app itself adds: the part we can improve, the rest is the disk.
struct CommitBaseline {
    let programs: Programs
    let environment: [String: String]

    /// How long all the commits of one run may take.
    private let timeout: Int64 = 300_000_000_000

    /// Runs `count` commits in a fresh database; returns each commit's duration, ns.
    /// - Throws: `BenchmarkError.failed` with the program's output when it fails.
    func run(count: Int) throws(BenchmarkError) -> [Double] {
        let folder = try programs.newStoreDirectory("commit-baseline")
        let child = try ChildProcess(path: programs.commitBaseline, arguments: [folder + "/profile.sqlite", String(count)],
                                     environment: environment)
        let deadline = MonotonicClock.now() + timeout
        var durations: [Double] = []
        var other: [String] = []
        while let line = child.nextLine(deadline: deadline) {
            if let duration = Self.duration(line) {
                durations.append(duration)
            } else {
                other.append(line)
            }
        }
        // stderr closes when the program exits: then wait for its status; past the deadline, kill it.
        let succeeded = (MonotonicClock.now() < deadline ? child.reap() : child.stop()).succeeded
        guard succeeded, durations.count == count else {
            throw .failed("app-benchmarks: \(programs.commitBaseline) timed \(durations.count) of \(count) commits:\n"
                          + other.joined(separator: "\n"))
        }
        return durations
    }

    /// The duration in a `commit <ns>` line; nil for any other line.
    static func duration(_ line: String) -> Double? {
        let parts = line.split(separator: " ")
        guard parts.count == 2, parts[0] == "commit", let nanoseconds = Int64(parts[1]), nanoseconds >= 0 else { return nil }
        return Double(nanoseconds)
    }
}
