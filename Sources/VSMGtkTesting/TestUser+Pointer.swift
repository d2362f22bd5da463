import CGtk
import CGtkTesting
import Gtk
import VSMTesting

/// Clicking as a person does: only what they could see and press, through the X server.
extension TestUser {
    /// Clicks the one widget `query` names with the primary button, at its center.
    ///
    /// Throws ``ViewTestError`` — and sends nothing — when the widget is not found, or a
    /// person could not click it: hidden (itself or an ancestor), not on screen, insensitive
    /// (itself or an ancestor), without a size, outside its window, or covered by another
    /// widget or window. Returns once GTK has handled the press and the release.
    public func click(
        _ query: WidgetQuery,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        try settle(at: location)
        let widget = try findPointer(query, at: location)
        try click(widget, named: "\(query)", at: location)
    }

    /// Clicks `widget` (one the test holds, such as a row's button), as
    /// ``click(_:fileID:filePath:line:column:)-(WidgetQuery,_,_,_,_)`` does.
    public func click(
        _ widget: Widget,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        try settle(at: location)
        try click(widget.widgetPointer, named: tree(including: widget).describe(widget.widgetPointer), at: location)
    }

    func click(_ widget: WidgetTree.Pointer, named name: String, at location: FailureLocation) throws {
        let tree = WidgetTree(roots: scopeRoots() + rootOf(widget))
        let center: (x: Double, y: Double)
        switch Reachability.check(widget, describe: tree.describe) {
        case .failure(let obstacle):
            throw ViewTestError("cannot click \(name): \(obstacle.reason)", at: location)
        case .success(let point):
            center = point
        }
        try requireRealInput(on: widget, for: "click \(name)", at: location)
        var rootX: Int32 = 0, rootY: Int32 = 0
        guard vsm_testing_native_point_to_root(widget, center.x, center.y, &rootX, &rootY) != 0 else {
            throw ViewTestError("cannot click \(name): its window has no X window", at: location)
        }
        guard vsm_testing_raise_to_point(widget, rootX, rootY) != 0 else {
            throw ViewTestError("cannot click \(name): another window covers it on the screen", at: location)
        }
        guard let counters = EventCounters(clickOn: widget) else {
            throw ViewTestError("cannot click \(name): it is not in a GtkWindow", at: location)
        }
        vsm_testing_fake_motion(widget, rootX, rootY)
        vsm_testing_fake_button(widget, 1, 1)
        vsm_testing_fake_button(widget, 1, 0)
        vsm_testing_sync(widget)
        try waitForDelivery(of: "the click on \(name)", at: location) { counters.oneSaw(1, of: .buttonRelease) }
    }

    private func rootOf(_ widget: WidgetTree.Pointer) -> [WidgetTree.Pointer] {
        guard let root = gtk_widget_get_root(widget) else { return [] }
        let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        return scopeRoots().contains(rootWidget) ? [] : [rootWidget]
    }

    // MARK: Shared by pointer and keyboard input

    /// Lets GTK finish what is pending before an action: queued events and idle work, then
    /// one painted frame, so visibility, sensitivity and sizes are those on screen. Throws
    /// when the window was never presented.
    func settle(at location: FailureLocation) throws {
        MainContext.drainPending()
        guard window.visible else {
            throw ViewTestError("the window is not shown: present it before acting on it", at: location)
        }
        if !window.mapped, !MainContext.iterate(until: { window.mapped }, timeout: inputTimeout) {
            throw ViewTestError("the window was presented but not shown within \(TestTimeout.spoken(inputTimeout))",
                                at: location)
        }
        guard FramePainter.waitForFrame(of: window, timeout: inputTimeout) else {
            throw ViewTestError("the window painted no frame within \(TestTimeout.spoken(inputTimeout))", at: location)
        }
    }

    /// XTest needs an X11 display with the XTEST extension (Xvfb has it).
    func requireRealInput(on widget: WidgetTree.Pointer, for action: String, at location: FailureLocation) throws {
        let problem: String
        switch vsm_testing_xtest_status(widget) {
        case VSM_TESTING_XTEST_READY: return
        case VSM_TESTING_XTEST_NOT_X11:
            problem = "real input needs an X11 display (XTest); run under Xvfb (`xvfb-run -a`) or with GDK_BACKEND=x11"
        case VSM_TESTING_XTEST_NO_EXTENSION:
            problem = "the X server has no XTEST extension"
        default:
            problem = "its window is not realized yet"
        }
        throw ViewTestError("cannot \(action): \(problem)", at: location)
    }

    /// Iterates the loop until `delivered` holds — GTK has handled the injected events — or
    /// throws after ``inputTimeout``; then runs what the handlers queued.
    func waitForDelivery(of what: String, at location: FailureLocation, _ delivered: () -> Bool) throws {
        guard MainContext.iterate(until: delivered, timeout: inputTimeout) else {
            throw ViewTestError("\(what) did not reach GTK within \(TestTimeout.spoken(inputTimeout))", at: location)
        }
        MainContext.drainPending()
    }
}
