import Glibc
import XCTest
@testable import AppBenchmarks

/// The posts launch benchmark's pure parts: when a launch counts as "profile and posts
/// painted" (from the frame trace), what ends it as a failure, and the SQL that fills a store.
final class PostsLaunchBenchmarkTests: XCTestCase {
    private func lines(_ texts: [String]) throws -> [TraceLine] {
        try texts.map { try XCTUnwrap(TraceLine($0), $0) }
    }

    private func outcomes(_ texts: [String], expectedPosts: Int = 10_000) throws -> [ProfileAndPostsPainted.Outcome] {
        var painted = ProfileAndPostsPainted(expectedPosts: expectedPosts)
        return try lines(texts).map { painted.observe($0) }
    }

    func testPaintedOnceBothFramesWereSeenAtTheLaterTimestamp() throws {
        // The usual launch: the editor's frame first, the posts' later.
        XCTAssertEqual(try outcomes([
            "state 1 loader.loading", "state 2 posts.loading", "frame 3 loader.loading", "frame 3 posts.loading",
            "state 4 loaded alice", "state 4 editing.opened alice", "frame 5 editing.opened alice",
            "state 6 posts.loaded 10000", "frame 7 posts.loaded 10000",
        ]), [.waiting, .waiting, .waiting, .waiting, .waiting, .waiting, .waiting, .waiting, .painted(7, allPosts: 7)])
        // The posts first, then the editor: the editor's frame is the later one.
        XCTAssertEqual(try outcomes(["frame 10 posts.loaded 10000", "frame 20 loaded alice"]).last, .painted(20, allPosts: 20))
        // One frame that shows both (reported once per stream, same timestamp).
        XCTAssertEqual(try outcomes(["frame 30 editing.opened alice", "frame 30 posts.loaded 10000"]).last, .painted(30, allPosts: 30))
    }

    func testAFilledInListIsPaintedAtItsFirstPostsFrame_andWaitsForTheLastStep() throws {
        // The first screenful with the loaded state, then two steps, the last one all posts.
        XCTAssertEqual(try outcomes([
            "frame 5 editing.opened alice",
            "state 6 posts.shown 40", "state 6 posts.loaded 10000", "frame 7 posts.shown 40", "frame 7 posts.loaded 10000",
            "state 8 posts.shown 80", "frame 9 posts.shown 80", "state 10 posts.shown 10000", "frame 11 posts.shown 10000",
        ]), [.waiting, .waiting, .waiting, .waiting, .waiting, .waiting, .waiting, .waiting, .painted(7, allPosts: 11)])
        // The editor painted after the whole list: both times are the editor's frame.
        XCTAssertEqual(try outcomes([
            "state 6 posts.shown 40", "frame 7 posts.loaded 10000", "frame 8 posts.shown 10000", "frame 20 loaded alice",
        ]).last, .painted(20, allPosts: 20))
        // A step short of the expected count is not the end of the fill.
        XCTAssertEqual(try outcomes([
            "frame 5 loaded alice", "state 6 posts.shown 40", "frame 7 posts.loaded 10000", "frame 9 posts.shown 5120",
        ]).last, .waiting)
        var painted = ProfileAndPostsPainted(expectedPosts: 10_000)
        for line in try lines(["frame 5 loaded alice", "state 6 posts.shown 40", "frame 7 posts.loaded 10000",
                               "frame 9 posts.shown 10000"]) {
            _ = painted.observe(line)
        }
        XCTAssertEqual(painted.phases(since: 0).allPostsFrame, 9)
        XCTAssertNil(painted.longestFillStep, "the first step is the launch's frame, not a later step")

        // The longest later step, from its state to its frame.
        var steps = ProfileAndPostsPainted(expectedPosts: 10_000)
        for line in try lines(["frame 5 loaded alice", "state 6 posts.shown 40", "frame 7 posts.loaded 10000",
                               "frame 7 posts.shown 40", "state 8 posts.shown 80", "frame 20 posts.shown 80",
                               "state 21 posts.shown 10000", "frame 25 posts.shown 10000"]) {
            _ = steps.observe(line)
        }
        XCTAssertEqual(steps.longestFillStep, 12)
    }

    func testThePhasesAreTheFirstOfEachRelativeToTheStart() throws {
        var painted = ProfileAndPostsPainted(expectedPosts: 10)
        for line in try lines([
            "state 100 posts.loading", "state 110 loaded alice", "state 111 editing.opened alice", "frame 130 editing.opened alice",
            "state 140 posts.loading", "state 150 posts.loaded 10", "frame 170 posts.loaded 10", "state 180 posts.loaded 10",
        ]) {
            _ = painted.observe(line)
        }
        XCTAssertEqual(painted.phases(since: 90), ProfileAndPostsPainted.Phases(
            postsLoadingState: 10, editorState: 20, postsLoadedState: 60, editorFrame: 40, postsFrame: 80))
        XCTAssertEqual(ProfileAndPostsPainted(expectedPosts: 10).phases(since: 0), ProfileAndPostsPainted.Phases(),
                       "nothing seen, nothing reported")
    }

    func testStatesAloneAreNotPaintedAndTheFirstFramesCount() throws {
        XCTAssertEqual(try outcomes(["state 1 editing.opened alice", "state 2 posts.loaded 10000"]).last, .waiting)
        // A later frame of the same editor (another editing state) does not move the editor's time.
        XCTAssertEqual(try outcomes([
            "frame 5 loaded alice", "frame 8 editing.storeChanged alice", "frame 9 posts.loaded 10000",
        ]).last, .painted(9, allPosts: 9))
        XCTAssertEqual(try outcomes(["frame 5 loaded alice", "frame 6 editing.opened alice", "frame 4 posts.loaded 10000"]).last,
                       .painted(5, allPosts: 5), "the first editor frame, not the second")
    }

    func testFailuresEndTheMeasurement() throws {
        let failing: [(String, String)] = [
            ("frame 3 loader.loadingError", "loader.loadingError"),
            ("frame 3 posts.failed", "posts.failed"),
            ("frame 3 posts.empty", "posts.empty"),
            ("frame 3 posts.loaded 3", "3 posts, 10000 expected"),
        ]
        for (line, reason) in failing {
            let result = try outcomes(["frame 2 loaded alice", line, "frame 4 posts.loaded 10000"])
            guard case .failed(let message) = result[1] else { return XCTFail("\(line): \(result)") }
            XCTAssertTrue(message.contains(reason), "\(line): '\(message)'")
            XCTAssertEqual(result[2], result[1], "\(line): a failure stays a failure")
        }
        // The same labels as states (not yet painted) are not failures by themselves.
        XCTAssertEqual(try outcomes(["state 1 posts.failed", "state 2 loader.loadingError"]).last, .waiting)
    }

    func testPaintedStaysPainted() throws {
        XCTAssertEqual(try outcomes(["frame 1 loaded a", "frame 2 posts.loaded 10", "frame 3 posts.failed"], expectedPosts: 10),
                       [.waiting, .painted(2, allPosts: 2), .painted(2, allPosts: 2)])
    }

    func testTheSubjectsCounts() {
        XCTAssertEqual(PostsLaunchBenchmark.Subject.fewPosts.postCount, 10)
        XCTAssertEqual(PostsLaunchBenchmark.Subject.manyPosts.postCount, 10_000)
    }

    /// The store's SQL, run by the real `sqlite3` on a table shaped like the app's `posts`:
    /// it replaces profile 1's posts (others untouched) with exactly `count`, bodies of 80 to
    /// 200 characters that vary, distinct dates.
    func testTheSQLReplacesProfileOnesPostsWithExactlyTheCount() throws {
        let sqlite: Tool
        do {
            sqlite = try Tool("sqlite3", package: "sqlite3", environment: ["PATH": "/usr/bin:/bin"])
        } catch {
            throw XCTSkip("\(error)")
        }
        var template = Array("/tmp/posts-sql-test.XXXXXX".utf8CString)
        let folder = try XCTUnwrap(mkdtemp(&template).map { String(cString: $0) })
        defer {
            unlink(folder + "/test.sqlite")
            rmdir(folder)
        }
        let database = folder + "/test.sqlite"
        try sqlite.run([database, """
            CREATE TABLE posts (id INTEGER PRIMARY KEY, userId INTEGER NOT NULL, date INTEGER NOT NULL, body TEXT NOT NULL);
            INSERT INTO posts (userId, date, body) VALUES (1, 5, 'sample'), (1, 6, 'sample'), (2, 7, 'other user');
            """])
        try sqlite.run(["-bail", database, PostsStore.replacePostsSQL(count: 1_000)])
        let summary = try sqlite.run([database, """
            SELECT count(*), min(length(body)), max(length(body)), count(DISTINCT length(body)), count(DISTINCT body),
                   count(DISTINCT date), max(date) - min(date) FROM posts WHERE userId = 1;
            SELECT count(*) FROM posts WHERE userId = 2;
            SELECT count(*) FROM posts WHERE body NOT LIKE 'Post %';
            """])
        let rows = summary.split(separator: "\n").map(String.init)
        XCTAssertEqual(rows.count, 3, summary)
        let figures = rows.first?.split(separator: "|").compactMap { Int($0) } ?? []
        XCTAssertEqual(figures.count, 7, summary)
        guard figures.count == 7 else { return }
        XCTAssertEqual(figures[0], 1_000, "exactly the count")
        XCTAssertGreaterThanOrEqual(figures[1], 80)
        XCTAssertLessThanOrEqual(figures[2], 200)
        XCTAssertGreaterThan(figures[3], 100, "lengths vary")
        XCTAssertEqual(figures[4], 1_000, "every body differs")
        XCTAssertEqual(figures[5], 1_000, "every date differs")
        XCTAssertGreaterThan(figures[6], 365 * 24 * 3600 / 2, "dates spread over months")
        XCTAssertEqual(rows[1], "1", "another profile's posts are kept")
        XCTAssertEqual(rows[2], "1", "only that other profile's post lacks the 'Post <i>: ' prefix")
    }
}
