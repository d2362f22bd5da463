import Dispatch
import Foundation
import GRDB
import Locking
import OpenCombine
import UserProfile
import UserProfileStore

/// Loading a profile's posts from the real store, large against small, and against the
/// plain way of reading them:
/// - baseline: the same query on a plain GRDB connection, decoded with GRDB's own String
///   decoding (no damage checks, no thread hop, no publisher);
/// - `loadPosts`: the repository's one-shot read as the posts model uses it (work queue,
///   defensive decoding, publisher), waited for on this thread;
/// - view models: the posts' rows of the screen (`PostsViewModel`, dates formatted) and
///   the composed list (`UserViewModel`), as a render would build them.
struct PostsQueryBenchmark {
    let largeCount: Int
    let trials: Int
    private let smallCount = 10

    func run() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let repository = SQLiteUserProfileRepository(
            location: ProfileStoreLocation(dataDirectory: folder),
            sampleProfile: SampleProfile(username: try Username(validating: "large"), realName: "Large Profile")
        )
        _ = try Self.wait(repository.load(userId: 1))
        let path = repository.location.databasePath
        try Self.fill(path, largeCount: largeCount, smallCount: smallCount)

        let plain = try DatabaseQueue(path: path)
        defer { try? plain.close() }
        // Warm-up: page cache, statement caches, the formatter's locale data.
        for _ in 0..<3 {
            _ = try Self.plainRead(plain, userId: 1)
            _ = try Self.wait(repository.loadPosts(userId: 1))
            _ = try Self.wait(repository.loadPosts(userId: 2))
        }
        let large = try Self.wait(repository.loadPosts(userId: 1))
        let small = try Self.wait(repository.loadPosts(userId: 2))
        guard large.count == largeCount, small.count == smallCount else {
            throw BenchmarkFailure("expected \(largeCount) and \(smallCount) posts, read \(large.count) and \(small.count)")
        }

        let baseline = try measure(trials: trials) { _ = try Self.plainRead(plain, userId: 1) }
        let ours = try measure(trials: trials) { _ = try Self.wait(repository.loadPosts(userId: 1)) }
        let oursSmall = try measure(trials: trials) { _ = try Self.wait(repository.loadPosts(userId: 2)) }

        // A new formatter per trial where the first render is measured: a formatter remembers
        // the post dates it wrote, so reusing one would measure its memo.
        let makeFormatter = { ProfileFormatter(locale: "en_US.UTF-8", timeZone: "UTC") }
        let formatter = makeFormatter()
        let profile = LoadUserProfileViewState.loaded(UserData(id: 1, username: "large", realName: "Large Profile"))
        let never: @Sendable () -> AnyPublisher<PostsViewState, Never> = { Empty().eraseToAnyPublisher() }
        let largeState = PostsViewState.loaded(.init(posts: large, reload: never))
        let smallState = PostsViewState.loaded(.init(posts: small, reload: never))
        var rows = 0
        let screen = measure(trials: trials) {
            rows = UserViewModel(profile: profile, posts: largeState, formatter: makeFormatter()).viewModels.count
        }
        let dates = measure(trials: trials) {
            let fresh = makeFormatter()
            for post in large { _ = fresh.postDate(post.date) }
        }
        // A posts change (one new post) re-rendered with the formatter of the first render.
        for post in large { _ = formatter.postDate(post.date) }
        let datesAgain = measure(trials: trials) {
            for post in large { _ = formatter.postDate(post.date) }
        }
        // A profile change (a save) with the posts unchanged: the kept PostsViewModel is reused.
        let keptPosts = PostsViewModel(state: largeState, formatter: formatter)
        let composed = measure(trials: trials) {
            _ = UserViewModel(
                profileViewModel: ProfileViewModel(state: profile, formatter: formatter), postsViewModel: keptPosts
            ).viewModels.count
        }
        let screenSmall = measure(trials: trials) {
            _ = UserViewModel(profile: profile, posts: smallState, formatter: makeFormatter()).viewModels.count
        }

        print("profile-benchmarks: posts (release build; median of \(trials) runs, min in brackets)")
        print("  baseline: plain GRDB read of \(largeCount) posts   \(milliseconds(baseline.median)) [\(milliseconds(baseline.minimum))]")
        print("  loadPosts, \(largeCount) posts                     \(milliseconds(ours.median)) [\(milliseconds(ours.minimum))]"
              + "   \(ratio(ours.median / baseline.median)) the baseline")
        print("  loadPosts, \(smallCount) posts                        \(milliseconds(oursSmall.median)) [\(milliseconds(oursSmall.minimum))]")
        print("  screen rows, \(largeCount) posts (\(rows) rows)        \(milliseconds(screen.median)) [\(milliseconds(screen.minimum))]")
        print("    of which formatting \(largeCount) dates               \(milliseconds(dates.median)) [\(milliseconds(dates.minimum))]")
        print("    the same \(largeCount) dates written before          \(milliseconds(datesAgain.median)) [\(milliseconds(datesAgain.minimum))]")
        print("  screen rows, posts rows kept (a profile change)  \(milliseconds(composed.median)) [\(milliseconds(composed.minimum))]")
        print("  screen rows, \(smallCount) posts                      \(milliseconds(screenSmall.median)) [\(milliseconds(screenSmall.minimum))]")
        print("  \(largeCount) vs \(smallCount) posts: loadPosts \(ratio(ours.median / oursSmall.median)), "
              + "screen rows \(ratio(screen.median / screenSmall.median))")
        print("  load + rows of \(largeCount) posts: \(milliseconds(ours.median + screen.median)) "
              + "(\(String(format: "%.2f", (ours.median + screen.median) * 1000 / Double(largeCount))) µs a post)")
    }

    /// What a plain GRDB user would write: the same query, `String` decoding.
    private static func plainRead(_ queue: DatabaseQueue, userId: Int64) throws -> [Post] {
        try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT id, userId, date, body FROM posts WHERE userId = ? ORDER BY date DESC, id DESC",
                             arguments: [userId]).map { row in
                Post(id: row[0], userId: row[1], date: Date(timeIntervalSince1970: TimeInterval(row[2] as Int64)), body: row[3])
            }
        }
    }

    /// Adds `largeCount` posts to profile 1 and a profile 2 with `smallCount` posts, in one
    /// transaction on another connection. Bodies vary from a line to a few paragraphs.
    private static func fill(_ path: String, largeCount: Int, smallCount: Int) throws {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        let paragraph = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt. "
        try queue.write { db in
            try db.execute(sql: "INSERT INTO profile (id, username) VALUES (2, 'small')")
            let insert = try db.makeStatement(sql: "INSERT INTO posts (userId, date, body) VALUES (?, ?, ?)")
            for index in 0..<largeCount {
                let body = "Post \(index): " + String(repeating: paragraph, count: 1 + index % 4)
                try insert.execute(arguments: [1, 1_600_000_000 + index * 600, body])
            }
            for index in 0..<smallCount {
                try insert.execute(arguments: [2, 1_600_000_000 + index * 600, "Small post \(index): " + paragraph])
            }
        }
    }

    /// A private folder, on tmpfs when there is one (the figures are about decoding, not disks).
    private static func scratchFolder() throws -> String {
        let root = FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let folder = (root as NSString).appendingPathComponent("profile-benchmarks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The single value of a one-shot publisher, waited for on this thread.
    private static func wait<Value: Sendable>(_ publisher: AnyPublisher<Value, UserProfileRepositoryError>) throws -> Value {
        let done = DispatchSemaphore(value: 0)
        // Set on the repository's thread, read after the semaphore.
        let outcome = Locked<Result<Value, UserProfileRepositoryError>?>(nil)
        let cancellable = publisher.sink(
            receiveCompletion: { completion in
                if case .failure(let error) = completion { outcome.withLock { $0 = .failure(error) } }
                done.signal()
            },
            receiveValue: { value in outcome.withLock { $0 = .success(value) } }
        )
        guard done.wait(timeout: .now() + 60) == .success else { throw BenchmarkFailure("the store did not answer in 60 s") }
        cancellable.cancel()
        guard let result = outcome.withLock({ $0 }) else { throw BenchmarkFailure("the store finished without a value") }
        return try result.get()
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
