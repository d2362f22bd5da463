import Foundation
import OpenCombine
import UserProfile
import UserProfileFaultInjection
import VSMCombineTesting
import VSMTesting
import XCTest

/// `--simulate-failures posts` and `--simulate-latency` for the posts on their own: the
/// parser, the posts decorator, and the screen's two states side by side.
final class PostsFaultInjectionTests: XCTestCase {
    private let posts = [post(2, day: 1, "second"), post(1, day: 0, "first")]

    // MARK: parser

    func test_parseFailures_acceptsPosts_withAndWithoutARate() throws {
        var parsed = try FaultInjectionArguments.parseFailures("posts")
        XCTAssertEqual(parsed.operations, [.posts]); XCTAssertEqual(parsed.rate, 1)
        parsed = try FaultInjectionArguments.parseFailures("posts:0.5")
        XCTAssertEqual(parsed.operations, [.posts]); XCTAssertEqual(parsed.rate, 0.5)
        parsed = try FaultInjectionArguments.parseFailures("load, POSTS")
        XCTAssertEqual(parsed.operations, [.load, .posts])
        parsed = try FaultInjectionArguments.parseFailures("all")
        XCTAssertEqual(parsed.operations, [.load, .save, .reload, .posts], "all includes the posts")
    }

    func test_parseFailures_rejectsBadPostsInput_withAClearMessage() {
        let cases: [(String, String)] = [
            ("post", "unknown operation 'post' (expected load, save, reload, posts or all)"),
            ("postss", "unknown operation 'postss'"),
            ("posts,", "empty operation name in 'posts,' (expected load, save, reload, posts or all)"),
            ("posts:", "'' is not a failure rate"),
            ("posts:2", "failure rate 2 is out of range (0 to 1)"),
            ("posts:-0.5", "out of range"),
            ("posts:half", "'half' is not a failure rate"),
            ("posts:inf", "'inf' is not a failure rate"),
            ("posts:0.5:1", "more than one ':'"),
            ("posts;load", "unknown operation 'posts;load'"),
        ]
        for (input, expected) in cases {
            XCTAssertThrowsError(try FaultInjectionArguments.parseFailures(input), input) { error in
                let description = String(describing: error)
                XCTAssertTrue(description.hasPrefix("--simulate-failures: "), description)
                XCTAssertTrue(description.contains(expected), "\(input): \(description)")
            }
        }
    }

    func test_configuration_describesThePosts() throws {
        let configuration = try FaultInjectionArguments.configuration(simulateLatency: "0.1", simulateFailures: "posts:0.25")
        XCTAssertEqual(configuration, FaultInjectionConfiguration(latency: 0.1, failingOperations: [.posts], failureRate: 0.25))
        XCTAssertEqual(configuration.description, "FaultInjection(latency: 0.1s, failures: [posts] at rate 0.25)")
        XCTAssertEqual(UserProfileRepositoryError.simulated(.posts).description, "Simulated posts failure (--simulate-failures).")
    }

    // MARK: decorator

    func test_postsFailure_failsLoadAndReload_withoutReadingTheStore_andPassesObservationThrough() {
        let store = FakePostsRepository([1: posts])
        let repository = FaultInjectingPostsRepository(
            wrapping: store, configuration: FaultInjectionConfiguration(failingOperations: [.posts])
        )
        XCTAssertEqual(StateRecorder(recording: repository.loadPosts(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self).completion, .failure(.simulated(.posts)))
        XCTAssertEqual(StateRecorder(recording: repository.reloadPosts(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self).completion, .failure(.simulated(.posts)))
        XCTAssertEqual([store.callCount(.load), store.callCount(.reload)], [0, 0])
        XCTAssertEqual(StateRecorder(recording: repository.observePosts(userId: 1)).waitForStates(1), [posts], "live updates keep working")
    }

    func test_profileFailures_leaveThePostsAlone() {
        let store = FakePostsRepository([1: posts])
        let repository = FaultInjectingPostsRepository(
            wrapping: store, configuration: FaultInjectionConfiguration(failingOperations: [.load, .save, .reload])
        )
        XCTAssertEqual(repository.loadPosts(userId: 1).collectAll(), [posts])
        XCTAssertEqual(repository.reloadPosts(userId: 1).collectAll(), [posts])
    }

    func test_postsFailures_leaveTheProfileAlone() throws {
        let alice = UserData(id: 1, username: "alice", realName: "Alice")
        let profiles = FaultInjectingRepository(
            wrapping: FakeRepository(alice), configuration: FaultInjectionConfiguration(failingOperations: [.posts])
        )
        XCTAssertEqual(profiles.load(userId: 1).collectAll(), [alice])
        XCTAssertEqual(profiles.reload(userId: 1).collectAll(), [alice])
    }

    func test_latency_delaysThePosts() {
        let store = FakePostsRepository([1: posts])
        let repository = FaultInjectingPostsRepository(wrapping: store, configuration: FaultInjectionConfiguration(latency: 0.3))
        let start = Date()
        let recorder = StateRecorder(recording: repository.loadPosts(userId: 1))
        XCTAssertEqual(store.callCount(.load), 0, "the real read waits for the latency")
        XCTAssertEqual(recorder.waitForCompletion(failing: UserProfileRepositoryError.self).states, [posts])
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.3)
    }

    func test_cancellingDuringLatency_neverReads() {
        let store = FakePostsRepository([1: posts])
        let repository = FaultInjectingPostsRepository(wrapping: store, configuration: FaultInjectionConfiguration(latency: 0.2))
        let cancelled = StateRecorder(recording: repository.reloadPosts(userId: 1))
        cancelled.cancel()
        // A later read with the same latency finishing proves the cancelled timer fired too.
        XCTAssertEqual(repository.loadPosts(userId: 1).collectAll(), [posts])
        XCTAssertEqual(store.callCount(.reload), 0)
        XCTAssertEqual(cancelled.states.count, 0)
    }

    func test_rate_isRepeatableFromASeed() {
        func pattern(seed: UInt64) -> [Bool] {
            let repository = FaultInjectingPostsRepository(
                wrapping: FakePostsRepository([1: posts]),
                configuration: FaultInjectionConfiguration(failingOperations: [.posts], failureRate: 0.5),
                randomNumberGenerator: SeededRandomNumberGenerator(seed: seed)
            )
            return (0..<200).map { _ in StateRecorder(recording: repository.loadPosts(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self).completion != .finished }
        }
        XCTAssertEqual(pattern(seed: 11), pattern(seed: 11))
        XCTAssertTrue((60...140).contains(pattern(seed: 11).filter { $0 }.count))
    }

    // MARK: the two states side by side

    func test_simulatedPostsFailure_showsTheProfile_andAPostsErrorWhoseRetrySucceedsWhenTheRateAllows() throws {
        let alice = UserData(id: 1, username: "alice", realName: "Alice")
        let configuration = FaultInjectionConfiguration(failingOperations: [.posts], failureRate: 0.5)
        let profiles = FaultInjectingRepository(wrapping: FakeRepository(alice), configuration: configuration)
        let postsRepository = FaultInjectingPostsRepository(
            wrapping: FakePostsRepository([1: posts]), configuration: configuration,
            randomNumberGenerator: SeededRandomNumberGenerator(seed: 3)
        )
        let profile = try XCTUnwrap(LoadUserProfileViewState.LoaderModel(userId: 1, repository: profiles).load().collectAll().last)
        XCTAssertEqual(profile.userData, alice)

        var state = try XCTUnwrap(PostsViewState.LoaderModel(userId: 1, repository: postsRepository).load().collectAll().last)
        var attempts = 1
        var sawFailure = false
        while let error = state.errorModelForTest, attempts < 50 {
            sawFailure = true
            XCTAssertTrue(error.message.contains("Simulated posts failure"), error.message)
            let screen = UserViewModel(profile: profile, posts: state, formatter: ProfileFormatter()).viewModels
            XCTAssertEqual(screen.first?.id, .profileHeader, "a posts failure never hides the profile")
            XCTAssertEqual(screen.last?.id, .contentError)
            let retry = StateRecorder(recording: error.retry())
            state = try XCTUnwrap(retry.waitForStates(2).last)
            attempts += 1
        }
        XCTAssertTrue(sawFailure, "seed 3 fails the first read")
        XCTAssertEqual(summary(state), "loaded(2,1)")
    }
}
