import Gtk
import VSMGtkTesting
import UserProfile
import XCTest
@testable import ProfileApp

/// The off-by-default frame trace the app benchmarks read (VSM_PROFILE_TRACE_FRAMES=1).
final class FrameTraceTests: XCTestCase {
    @MainActor private static var applicationCount = 0

    @MainActor
    private static func makeApplication(
        _ repository: any UserProfileRepository,
        posts: any PostsRepository = ScriptedPostsRepository(answering: samplePosts(3))
    ) throws -> ProfileApplication {
        try requireDisplay()
        applicationCount += 1
        return try registeredApplication(repository, posts: posts,
                                         applicationID: "\(AppInfo.applicationID).FrameTrace\(applicationCount)")
    }

    /// The trace lines as (event, nanoseconds, label); fails the test on a malformed line.
    @MainActor
    private static func parse(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) -> [(String, Int64, String)] {
        lines.compactMap { text in
            let parts = text.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, let nanoseconds = Int64(parts[1]) else {
                XCTFail("malformed trace line '\(text)'", file: file, line: line)
                return nil
            }
            return (String(parts[0]), nanoseconds, String(parts[2]))
        }
    }

    func testReportsTheFramePaintedAfterEachState() throws { try onMainActor(Self.reportsTheFramePaintedAfterEachState) }
    @MainActor
    private static func reportsTheFramePaintedAfterEachState() throws {
        let repository = ScriptedRepository(current: alice)
        let app = try makeApplication(repository)
        defer { app.quit() }
        let controller = try XCTUnwrap(app.openWindow())
        var lines: [String] = []
        XCTAssertTrue(FrameTrace.attachIfEnabled(
            to: controller, environment: [FrameTrace.environmentVariable: "1"], output: { lines.append($0) }
        ))

        waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        repository.succeed(.load, with: alice)
        waitUntil("the loaded editor's frame") { lines.contains { $0.hasPrefix("frame ") && $0.hasSuffix(" editing.opened alice") } }

        let editor = try XCTUnwrap(controller.editor)
        editor.outlets.usernameEntry.text = "bob"
        controller.window.action(named: "save")?.activate()
        waitUntil("the save request") { repository.pendingCount(.save) == 1 }
        repository.succeed(.save, with: UserData(id: alice.id, username: "bob", realName: alice.realName))
        waitUntil("the saved frame") { lines.contains { $0.hasPrefix("frame ") && $0.hasSuffix(" editing.saved bob") } }

        let events = parse(lines)
        XCTAssertEqual(events.map(\.1), events.map(\.1).sorted(), "timestamps never go back")
        let labels = events.filter { $0.0 == "state" }.map(\.2)
        XCTAssertTrue(labels.contains("loaded alice"))
        XCTAssertTrue(labels.contains("saving"))
        let savingIndex = try XCTUnwrap(events.firstIndex { $0.0 == "state" && $0.2 == "saving" })
        let savedFrameIndex = try XCTUnwrap(events.firstIndex { $0.0 == "frame" && $0.2 == "editing.saved bob" })
        XCTAssertLessThan(savingIndex, savedFrameIndex, "the saved frame comes after the saving state")
        XCTAssertTrue(events.contains { $0.0 == "frame" && $0.2 == "posts.loaded 3" }, "the posts' own frame")
        // Each frame line reports a state of its stream (profile and editor, or posts) that
        // was set before it, and only once. (Three posts are shown at once: no fill steps.)
        XCTAssertFalse(events.contains { $0.2.hasPrefix("posts.shown") })
        var pending: [Bool: String] = [:]
        for (event, _, label) in events {
            let isPosts = label.hasPrefix("posts.")
            if event == "state" {
                pending[isPosts] = label
            } else {
                XCTAssertEqual(label, pending[isPosts], "a frame names the last state of its stream set before it")
                pending[isPosts] = nil
            }
        }
    }

    func testAFilledInListReportsEachStepAndItsFrameAsAStreamOfItsOwn() throws {
        try onMainActor(Self.reportsFillSteps)
    }
    @MainActor
    private static func reportsFillSteps() throws {
        let repository = ScriptedRepository(current: alice)
        let posts = ScriptedPostsRepository()
        let app = try makeApplication(repository, posts: posts)
        defer { app.quit() }
        let controller = try XCTUnwrap(app.openWindow())
        var lines: [String] = []
        FrameTrace.attachIfEnabled(to: controller, environment: [FrameTrace.environmentVariable: "1"],
                                   output: { lines.append($0) })
        waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        repository.succeed(.load, with: alice)
        waitUntil("the posts' read") { posts.readCount == 1 }
        posts.succeed(with: samplePosts(100))
        waitUntil("the last step's frame") { lines.contains { $0.hasPrefix("frame ") && $0.hasSuffix(" posts.shown 100") } }

        let events = parse(lines)
        let steps = events.filter { $0.0 == "state" && $0.2.hasPrefix("posts.shown ") }.map(\.2)
        XCTAssertEqual(steps, ["posts.shown 40", "posts.shown 80", "posts.shown 100"])
        for step in steps {
            let state = try XCTUnwrap(events.firstIndex { $0.0 == "state" && $0.2 == step })
            let frame = try XCTUnwrap(events.firstIndex { $0.0 == "frame" && $0.2 == step }, "\(step) painted")
            XCTAssertLessThan(state, frame)
        }
        XCTAssertTrue(events.contains { $0.0 == "frame" && $0.2 == "posts.loaded 100" },
                      "the posts' state has its own frame, with the first step's")
    }

    func testEveryPaintedFrameIsReportedOnlyWhenAskedFor() throws { try onMainActor(Self.reportsEveryPaint) }
    @MainActor
    private static func reportsEveryPaint() throws {
        let repository = ScriptedRepository(current: alice)
        let app = try makeApplication(repository)
        defer { app.quit() }
        let controller = try XCTUnwrap(app.openWindow())
        var lines: [String] = []
        var plain: [String] = []
        FrameTrace.attachIfEnabled(to: controller, environment: [FrameTrace.environmentVariable: "1",
                                                                 FrameTrace.paintsEnvironmentVariable: "1"],
                                   output: { lines.append($0) })
        FrameTrace.attachIfEnabled(to: controller, environment: [FrameTrace.environmentVariable: "1",
                                                                 FrameTrace.paintsEnvironmentVariable: "yes"],
                                   output: { plain.append($0) })
        waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        repository.succeed(.load, with: alice)
        waitUntil("the loaded editor's frame") { lines.contains { $0.hasPrefix("frame ") && $0.hasSuffix(" editing.opened alice") } }
        let clock = try XCTUnwrap(controller.window.frameClock)
        let paintsBefore = lines.filter { $0.hasPrefix("paint ") }.count
        clock.requestPhase(.paint)
        waitUntil("a frame with no news") { lines.filter { $0.hasPrefix("paint ") }.count > paintsBefore }

        let paints = parse(lines).filter { $0.0 == "paint" }
        XCTAssertGreaterThanOrEqual(paints.count, 2)
        let fields = paints.map { $0.2.split(separator: " ") }
        XCTAssertTrue(fields.allSatisfy { $0.count == 2 }, "\(paints)")
        let counters = fields.compactMap { $0.first.flatMap { Int64($0) } }
        XCTAssertEqual(counters.count, paints.count, "each paint names its frame counter")
        let layouts = fields.compactMap { $0.last.flatMap { Int64($0) } }
        XCTAssertFalse(layouts.isEmpty, "the loaded editor's frame was laid out: \(paints)")
        XCTAssertTrue(layouts.allSatisfy { $0 > 0 && $0 < 60_000_000_000 }, "\(layouts)")
        XCTAssertTrue(fields.allSatisfy { $0.last == "-" || Int64($0.last ?? "") != nil }, "\(paints)")
        XCTAssertEqual(counters, counters.sorted())
        XCTAssertEqual(Set(counters).count, counters.count, "one line per frame")
        XCTAssertFalse(plain.contains { $0.hasPrefix("paint ") }, "only the value 1 asks for them")
        XCTAssertTrue(plain.contains { $0.hasPrefix("frame ") })
    }

    func testIsOffUnlessTheVariableIsExactlyOne() throws { try onMainActor(Self.isOffUnlessTheVariableIsExactlyOne) }
    @MainActor
    private static func isOffUnlessTheVariableIsExactlyOne() throws {
        let repository = ScriptedRepository(current: alice)
        let app = try makeApplication(repository)
        defer { app.quit() }
        let controller = try XCTUnwrap(app.openWindow())
        var lines: [String] = []
        for value in [nil, "", "0", "yes", "true", " 1", "1\n"] as [String?] {
            let environment = value.map { [FrameTrace.environmentVariable: $0] } ?? [:]
            XCTAssertFalse(
                FrameTrace.attachIfEnabled(to: controller, environment: environment, output: { lines.append($0) }),
                "value \(String(describing: value)) must not switch the trace on"
            )
        }
        waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        repository.succeed(.load, with: alice)
        waitUntil("the editor") { controller.editor?.view.mapped == true }
        drainMainLoop()
        XCTAssertEqual(lines, [], "nothing is written when the trace is off")
    }

    func testLabelsNameEveryState() { onMainActor(Self.labelsNameEveryState) }
    @MainActor
    private static func labelsNameEveryState() {
        let repository = ScriptedRepository(current: alice)
        let loader = LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository)
        XCTAssertEqual(FrameTrace.label(.initialized(loader)), "loader.initialized")
        XCTAssertEqual(FrameTrace.label(LoadUserProfileViewState.loading), "loader.loading")
        XCTAssertEqual(FrameTrace.label(.loaded(alice)), "loaded alice")
        let editing = EditUserProfileViewState(userData: alice, repository: repository)
        XCTAssertEqual(FrameTrace.label(editing), "editing.opened alice")
        XCTAssertEqual(FrameTrace.label(EditUserProfileViewState(data: alice, editingState: .saving)), "saving")
        XCTAssertEqual(FrameTrace.label(EditUserProfileViewState(data: alice, editingState: .reloading)), "reloading")
        let posts = ScriptedPostsRepository()
        XCTAssertEqual(FrameTrace.label(PostsViewState.initialized(.init(userId: 1, repository: posts))), "posts.initialized")
        XCTAssertEqual(FrameTrace.label(PostsViewState.loading), "posts.loading")
        XCTAssertEqual(FrameTrace.label(PostsViewState.loaded(.init(posts: samplePosts(3), userId: 1, repository: posts))), "posts.loaded 3")
        XCTAssertEqual(FrameTrace.label(PostsViewState.empty(.init(userId: 1, repository: posts))), "posts.empty")
        XCTAssertEqual(FrameTrace.label(PostsViewState.failed(.init(message: "x", userId: 1, repository: posts))), "posts.failed")
    }
}
