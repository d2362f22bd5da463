import CGtk
import Foundation
import Gtk
import VSMGtkTesting
import TestSupport
import VSM
import VSMGtk
import XCTest

/// Builds the three-state journey: load fails (off the main thread), Retry streams
/// `loading` then `loaded` from a background thread.
private func makeLoader(loads: Counter, retries: Counter) -> ThreeState.LoaderModel {
    ThreeState.LoaderModel(load: {
        loads.increment()
        return .loadingError(ThreeState.ErrorModel(message: "Network is <down> & out", retry: {
            retries.increment()
            return AsyncStream { continuation in
                Thread {
                    continuation.yield(.loading(makeLoader(loads: loads, retries: retries)))
                    continuation.yield(.loaded("Ada Lovelace"))
                    continuation.finish()
                }.start()
            }
        }))
    })
}

/// A code-first controller: its widgets are built in Swift.
private final class CodeFirstViewController: ViewController {
    let title = Label("code first")
    private(set) var didLoad = false

    override func viewDidLoad() {
        view.as(Box.self)?.append(title)
        didLoad = true
    }
}

final class ViewControllerTests: XCTestCase {
    func testRendersOncePerStateShowsTheRightWidgetsAndRetryRunsTheAction() throws {
        try onMainActor(Self.checkThreeStateJourney)
    }
    @MainActor private static func checkThreeStateJourney() throws {
        try requireDisplay()
        let loads = Counter(), retries = Counter()
        let controller = try ThreeStateViewController(state: .loading(makeLoader(loads: loads, retries: retries)))
        XCTAssertEqual(controller.lifecycle, [], "the view loads lazily, on first access")
        XCTAssertTrue(controller.renders.isEmpty, "rendering starts on first access of state")

        let window = Window()
        window.setRootViewController(controller)
        window.present()
        waitUntil("the loading error state") { controller.state.name == "loadingError" }
        XCTAssertEqual(controller.lifecycle, ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        XCTAssertEqual(loads.count, 1)
        XCTAssertEqual(controller.renders.map(\.state), ["loading", "loadingError"])
        XCTAssertEqual(controller.visibleAreas, ["error"])
        XCTAssertEqual(controller.outlets.errorLabel.text, "Network is <down> & out", "plain text, not markup")
        XCTAssertFalse(controller.outlets.spinner.spinning)

        XCTAssertEqual(retries.count, 0)
        XCTAssertTrue(controller.outlets.retryButton.performClick(), "a real clicked emission on the widget")
        XCTAssertEqual(retries.count, 1, "the click ran the action unwrapped from the error state")
        waitUntil("the loaded state") { controller.state.name == "loaded" }
        XCTAssertEqual(controller.renders.map(\.state), ["loading", "loadingError", "loading", "loaded"],
                       "exactly one render per state")
        XCTAssertEqual(controller.visibleAreas, ["content"])
        XCTAssertEqual(controller.outlets.contentLabel.text, "Ada Lovelace")
        XCTAssertEqual(loads.count, 1, "viewDidAppear loads only once")
        XCTAssertTrue(controller.renders.allSatisfy(\.onMainThread))
        XCTAssertEqual(controller.renders.dropFirst().map(\.fromGLibLoop), [true, true, true],
                       "async states were rendered by the GTK main loop through the bridge")
        // Retry is not reachable outside the error state.
        controller.outlets.retryButton.emitClicked()
        XCTAssertEqual(retries.count, 1)
        window.destroy()
    }

    func testControllersAndWidgetsAreReleasedWhenTheWindowCloses() throws {
        try onMainActor(Self.checkReleasedOnClose)
    }
    @MainActor private static func checkReleasedOnClose() throws {
        try requireDisplay()
        weak var weakController: ThreeStateViewController?
        weak var weakChild: ViewController?
        let rootRef = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        rootRef.initialize(to: GWeakRef())
        defer { g_weak_ref_clear(rootRef); rootRef.deallocate() }
        var lifecycle: [String] = []
        let window = Window()
        do {
            let loads = Counter(), retries = Counter()
            let controller = try ThreeStateViewController(state: .loading(makeLoader(loads: loads, retries: retries)))
            let child = CodeFirstViewController()
            controller.addChild(child, in: controller.outlets.childrenBox)
            weakController = controller
            weakChild = child
            g_weak_ref_init(rootRef, controller.view.gObject)
            window.setRootViewController(controller)
            window.present()
            waitUntil("the loading error state") { controller.state.name == "loadingError" }
            lifecycle = controller.lifecycle
        }
        XCTAssertEqual(lifecycle, ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        XCTAssertNotNil(weakController, "the open window keeps its controller")
        XCTAssertNotNil(weakChild)
        let disappeared = weakController.map { controller in
            controller.view.onUnmap { [weak controller] _ in lifecycle = controller?.lifecycle ?? [] }
        }
        XCTAssertNotNil(disappeared)
        window.close()
        waitUntil("closing the window releases the controller", timeout: .seconds(5)) { weakController == nil }
        XCTAssertEqual(lifecycle.suffix(2), ["viewWillDisappear", "viewDidDisappear"])
        XCTAssertNil(weakChild, "and its children")
        XCTAssertNil(g_weak_ref_get(rootRef), "and its widgets")
    }

    func testChildControllersEmbedAndRemoveTheirRootWidgets() throws {
        try onMainActor(Self.checkChildren)
    }
    @MainActor private static func checkChildren() throws {
        try requireDisplay()
        let loads = Counter(), retries = Counter()
        let parent = try ThreeStateViewController(state: .loaded("x"), layout: ThreeStateViewController.layout)
        _ = (loads, retries)
        weak var weakChild: CodeFirstViewController?
        do {
            let child = CodeFirstViewController()
            weakChild = child
            XCTAssertFalse(child.didLoad, "no override runs during init")
            child.loadViewIfNeeded()
            XCTAssertTrue(child.didLoad)
            XCTAssertEqual(child.view.children.count, 1)
            parent.addChild(child, in: parent.outlets.childrenBox)
            XCTAssertTrue(child.parent === parent)
            XCTAssertEqual(parent.children.count, 1)
            XCTAssertTrue(parent.outlets.childrenBox.children.first?.isSameWidget(as: child.view) ?? false)
            let other = CodeFirstViewController()
            parent.addChild(other, in: parent.outlets.childrenBox)
            parent.addChild(child, in: parent.outlets.childrenBox) // moving re-parents, no duplicate
            XCTAssertEqual(parent.children.count, 2)
            XCTAssertEqual(parent.outlets.childrenBox.children.count, 2)
            XCTAssertTrue(parent.outlets.childrenBox.children.last?.isSameWidget(as: child.view) ?? false)
            child.removeFromParent()
            XCTAssertNil(child.parent)
            XCTAssertEqual(parent.outlets.childrenBox.children.count, 1)
            child.removeFromParent() // no parent: nothing happens
        }
        XCTAssertNil(weakChild, "a removed child is no longer retained")
        parent.removeAllChildren()
        XCTAssertTrue(parent.children.isEmpty)
        XCTAssertTrue(parent.outlets.childrenBox.children.isEmpty)
    }

    func testLayoutErrorsNameTheFileAndTheID() throws {
        try onMainActor(Self.checkLayoutErrors)
    }
    @MainActor private static func checkLayoutErrors() throws {
        try requireDisplay()
        XCTAssertThrowsError(try BuilderViewController<NoOutlets>(uiString: ThreeStateViewController.layout,
                                                name: "three-state.ui", rootID: "nope")) { error in
            XCTAssertEqual("\(error)", "GtkBuilder file 'three-state.ui' has no object with id 'nope' (expected a GtkWidget)")
        }
        let mistyped = ThreeStateViewController.layout.replacingOccurrences(
            of: "<object class=\"GtkLabel\" id=\"error_label\"/>",
            with: "<object class=\"GtkEntry\" id=\"error_label\"/>")
        XCTAssertThrowsError(try ThreeStateViewController(state: .loaded("x"), layout: mistyped)) { error in
            XCTAssertEqual("\(error)", "GtkBuilder file 'three-state.ui': object 'error_label' is a GtkEntry, expected a GtkLabel")
        }
        XCTAssertThrowsError(try BuilderViewController<NoOutlets>(uiFile: "/nonexistent/view.ui", rootID: "root")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/view.ui"), "\(error)")
        }
    }

    func testAsyncTestCanWaitForStatesRenderedByTheLoop() async throws {
        try await Self.checkAsyncWait()
    }
    @MainActor private static func checkAsyncWait() async throws {
        try requireDisplay()
        let loads = Counter(), retries = Counter()
        let controller = try ThreeStateViewController(state: .loading(makeLoader(loads: loads, retries: retries)))
        let window = Window()
        window.setRootViewController(controller)
        window.present()
        let failed = await MainContext.wait(until: { controller.state.name == "loadingError" }, timeout: .seconds(10))
        XCTAssertTrue(failed)
        controller.outlets.retryButton.performClick()
        let loaded = await MainContext.wait(until: { controller.state.name == "loaded" }, timeout: .seconds(10))
        XCTAssertTrue(loaded)
        XCTAssertEqual(controller.renders.map(\.state), ["loading", "loadingError", "loading", "loaded"])
        XCTAssertEqual(controller.visibleAreas, ["content"])
        window.destroy()
    }
}
