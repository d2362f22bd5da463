import Gtk
import VSMGtkTesting
import VSMGtk
import XCTest

/// A shared, ordered record of lifecycle calls across several controllers.
@MainActor
private final class LifecycleLog {
    var entries: [String] = []
}

/// Records every lifecycle call with its name, and what it could see at that moment.
private final class RecordingViewController: ViewController {
    let name: String
    let log: LifecycleLog
    /// Set after `super.init()`: a `viewDidLoad` during `super.init` would see `false`.
    private var finishedInit = false
    private(set) var firstAppearanceFlags: [Bool] = []
    private(set) var loadViewCount = 0

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init()
        finishedInit = true
    }

    override func loadView() -> Widget {
        loadViewCount += 1
        return Box(orientation: .vertical, spacing: 0)
    }

    override func viewDidLoad() {
        log.entries.append("\(name).viewDidLoad(initFinished: \(finishedInit))")
    }

    override func viewWillAppear() { log.entries.append("\(name).viewWillAppear") }

    override func viewDidAppear() {
        firstAppearanceFlags.append(isFirstAppearance)
        log.entries.append("\(name).viewDidAppear")
    }

    override func viewWillDisappear() { log.entries.append("\(name).viewWillDisappear") }
    override func viewDidDisappear() { log.entries.append("\(name).viewDidDisappear") }
}

final class ViewControllerLifecycleTests: XCTestCase {
    func testViewDidLoadRunsOnceOnFirstAccessAfterInitFinished() throws {
        try onMainActor {
            try requireDisplay()
            let log = LifecycleLog()
            let controller = RecordingViewController("a", log: log)
            XCTAssertFalse(controller.isViewLoaded)
            XCTAssertNil(controller.viewIfLoaded)
            XCTAssertEqual(log.entries, [], "no override runs during init")

            let view = controller.view
            XCTAssertTrue(controller.isViewLoaded)
            XCTAssertEqual(log.entries, ["a.viewDidLoad(initFinished: true)"])
            XCTAssertTrue(controller.view === view, "the same root widget every time")
            controller.loadViewIfNeeded()
            XCTAssertEqual(controller.loadViewCount, 1)
            XCTAssertEqual(log.entries.count, 1, "viewDidLoad exactly once")
        }
    }

    func testAppearanceCallsRunOnEveryMapAndUnmapInOrder() throws {
        try onMainActor {
            try requireDisplay()
            let log = LifecycleLog()
            let controller = RecordingViewController("a", log: log)
            let window = Window()
            window.setRootViewController(controller)
            XCTAssertEqual(log.entries, ["a.viewDidLoad(initFinished: true)"])
            XCTAssertEqual(controller.appearanceCount, 0)
            log.entries.removeAll()

            window.present()
            waitUntil("the first appearance") { controller.isAppeared }
            controller.view.visible = false
            XCTAssertFalse(controller.isAppeared)
            controller.view.visible = true
            XCTAssertTrue(controller.isAppeared)
            window.destroy()

            XCTAssertEqual(log.entries, [
                "a.viewWillAppear", "a.viewDidAppear",
                "a.viewWillDisappear", "a.viewDidDisappear",
                "a.viewWillAppear", "a.viewDidAppear",
                "a.viewWillDisappear", "a.viewDidDisappear",
            ])
            XCTAssertEqual(controller.appearanceCount, 2)
            XCTAssertEqual(controller.firstAppearanceFlags, [true, false],
                           "isFirstAppearance tells a one-time kickoff when to run")
        }
    }

    func testChildAppearsWithItsParentAndDisappearsWhenRemoved() throws {
        try onMainActor {
            try requireDisplay()
            let log = LifecycleLog()
            let parent = RecordingViewController("parent", log: log)
            let child = RecordingViewController("child", log: log)
            let container = Box(orientation: .vertical, spacing: 0)
            parent.view.as(Box.self)?.append(container)
            parent.addChild(child, in: container)
            let window = Window()
            window.setRootViewController(parent)
            log.entries.removeAll()

            window.present()
            waitUntil("both appear") { parent.isAppeared && child.isAppeared }
            XCTAssertEqual(log.entries, [
                "child.viewWillAppear", "child.viewDidAppear",
                "parent.viewWillAppear", "parent.viewDidAppear",
            ], "GTK maps children inside their parent's map")
            log.entries.removeAll()

            child.removeFromParent()
            XCTAssertEqual(log.entries, ["child.viewWillDisappear", "child.viewDidDisappear"])
            XCTAssertFalse(child.isAppeared)
            XCTAssertTrue(parent.isAppeared)
            window.destroy()
        }
    }

    func testAControllerOfAnAlreadyShownWidgetStartsAppeared() throws {
        try onMainActor {
            try requireDisplay()
            let shown = Box(orientation: .vertical, spacing: 0)
            let window = Window()
            window.child = shown
            window.present()
            waitUntil("the widget is mapped") { shown.mapped }
            let controller = ViewController(view: shown)
            XCTAssertFalse(controller.isAppeared, "not loaded yet")
            XCTAssertTrue(controller.view === shown)
            XCTAssertTrue(controller.isAppeared)
            XCTAssertTrue(controller.isFirstAppearance)
            window.destroy()
            XCTAssertFalse(controller.isAppeared)
        }
    }

    func testTheWindowShowsTheSameRootWidgetInstanceItsControllerHas() throws {
        try onMainActor {
            try requireDisplay()
            let controller = RecordingViewController("a", log: LifecycleLog())
            let window = Window()
            window.setRootViewController(controller)
            XCTAssertTrue(window.child === controller.view, "one wrapper per GObject: getters return the same instance")
            let list = ListViewController<NumberRow, Label>(makeRow: { Label() }, update: { label, row in label.text = "\(row.id)" })
            XCTAssertTrue(list.listView.parent === list.scrolledWindow, "the list's parent getter gives its scrolled window")
            window.destroy()
        }
    }
}

/// A minimal row for identity checks.
private struct NumberRow: Identifiable, Equatable { let id: Int }
