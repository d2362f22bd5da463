/// A store for the posts benchmarks: made by the app itself (so it has the current
/// schema), then given exactly the wanted number of posts for profile 1 by `sqlite3`.
enum PostsStore {
    /// One store per count (``prepare(postCount:programs:environment:sqlite:launchTimeout:)``),
    /// keyed by its count.
    static func prepare(postCounts: [Int], programs: Programs, environment: [String: String], sqlite: Tool,
                        launchTimeout: Int64) throws(BenchmarkError) -> [Int: String] {
        var stores: [Int: String] = [:]
        for count in postCounts {
            stores[count] = try prepare(postCount: count, programs: programs, environment: environment,
                                        sqlite: sqlite, launchTimeout: launchTimeout)
        }
        return stores
    }

    /// Creates the store in a new folder of `programs`' scratch space: one launch of the
    /// app in an empty folder until its loaded editor is painted (it then is killed), then
    /// one `sqlite3` transaction replaces profile 1's posts with `postCount` new ones, and a
    /// count checks it. Returns the folder (the app's `--data-dir`).
    /// - Throws: `BenchmarkError` with the app's output, or sqlite3's.
    static func prepare(postCount: Int, programs: Programs, environment: [String: String], sqlite: Tool,
                        launchTimeout: Int64) throws(BenchmarkError) -> String {
        let store = try programs.newStoreDirectory("posts-store-\(postCount)")
        let child = try ChildProcess(path: programs.app, arguments: ["--data-dir", store], environment: environment)
        let deadline = MonotonicClock.now() + launchTimeout
        var seen: [String] = []
        var created = false
        while !created, let line = child.nextLine(deadline: deadline) {
            seen.append(line)
            created = TraceLine(line)?.showsLoadedEditor ?? false
        }
        child.stop()
        guard created else {
            let output = (seen + [child.remainingOutput(deadline: MonotonicClock.now() + 1_000_000_000)])
                .filter { !$0.isEmpty }.joined(separator: "\n")
            throw .failed("app-benchmarks: creating the store \(store) painted no loaded editor within "
                          + "\(launchTimeout / 1_000_000_000) s (is the trace variable set?)\n" + output)
        }
        let database = store + "/profile.sqlite"
        try sqlite.run(["-bail", "-cmd", ".timeout 5000", database, replacePostsSQL(count: postCount)],
                       timeoutSeconds: 60)
        let counted = try sqlite.run(["-cmd", ".timeout 5000", database, "SELECT count(*) FROM posts WHERE userId = 1"])
        guard Int(counted.split(separator: "\n").last ?? "") == postCount else {
            throw .failed("app-benchmarks: \(database) should hold \(postCount) posts of profile 1; sqlite3 counted: \(counted)")
        }
        return store
    }

    /// One transaction that deletes profile 1's posts and inserts `count` new ones (a
    /// recursive CTE): post `i` (1-based) is dated `i` × 17,977 s (about five hours) before
    /// 2026-11-24 00:00 UTC, so 10,000 posts span about 5.7 years, and its body is 80 to 200
    /// characters of varied text starting `Post <i>: ` (length `80 + (i × 7919) mod 121`).
    static func replacePostsSQL(count: Int) -> String {
        // 400 characters, no quote; a body is a window of it at a varying offset.
        let text = String(repeating: "Walked along the river this morning, then coffee with old friends and a long talk "
                          + "about trains, books, small towns and the weather, which keeps changing every hour. ", count: 3)
        return """
            BEGIN;
            DELETE FROM posts WHERE userId = 1;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count))
            INSERT INTO posts (userId, date, body)
            SELECT 1, 1763942400 - i * 17977,
                   substr('Post ' || i || ': ' || substr('\(text)', 1 + (i * 53) % 150), 1, 80 + (i * 7919) % 121)
            FROM n;
            COMMIT;
            """
    }
}
