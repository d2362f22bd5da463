import CGLib
import CGtk
import CGtkTesting
import Gtk
import VSMTesting

/// A person in front of a window, for view tests under Xvfb: finds widgets as they see them,
/// clicks, types and presses keys through the real input path, and waits for what follows.
///
/// ```swift
/// let user = TestUser(window)
/// try user.type("Buy milk", into: .textBox("New to-do"))
/// try user.click(.button("Add"))
/// try user.press("<Control>z")
/// ```
///
/// - **Finding:** by accessible role and name (``WidgetQuery``), or by GtkBuilder id, in
///   the window and every window transient for it (its dialogs), popovers included.
///   Generic: GTK and libadwaita widgets alike report roles and names.
/// - **Acting like a person:** a click goes through X (XTest) to the pixel at the widget's
///   center, so GTK picks, focuses and delivers it as it would a mouse click. Before it,
///   the kit checks what a person would see: a hidden widget (itself or an ancestor), one
///   not on screen, an insensitive one (itself or an ancestor), or one covered by another
///   widget or window cannot be clicked — the action throws ``ViewTestError`` saying why.
///   Keys and typing go through X too, so accelerators and key bindings run as they would
///   for a person.
/// - **Deterministic:** every action first lets GTK finish what is pending (events, a
///   frame, so sizes are up to date), and returns only once GTK has handled the events it
///   sent — counted, never waited for by time. Waits are bounded.
/// - **Main thread**, like GTK. Actions are synchronous and work in synchronous tests and in
///   `async` `@MainActor` ones; ``waitUntil(_:timeout:fileID:filePath:line:column:_:)-(_,_,_,_,_,_,()->Bool)``
///   has an `async` twin for the latter (docs/Design.md, "Testing").
@MainActor
public final class TestUser {
    /// The window the user works in; keys go to it.
    public let window: Window

    /// The bound on waiting for GTK to handle an injected event (generous: it normally takes
    /// milliseconds).
    public var inputTimeout: Duration = .seconds(5)

    /// A user of `window`. Present the window before acting on it.
    public init(_ window: Window) {
        self.window = window
    }

    // MARK: Finding

    /// The one widget `query` names, wrapped (`Button` for a `GtkButton`, `Widget` for a type
    /// without a wrapper class). Throws when there is none — listing the widgets of that role
    /// there are — or several (among several, the only visible one is taken).
    public func find(
        _ query: WidgetQuery,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> Widget {
        try find(query, as: Widget.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// ``find(_:fileID:filePath:line:column:)`` as a `W`; throws when the widget found is not one.
    public func find<W: Widget>(
        _ query: WidgetQuery, as type: W.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> W {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let pointer = try findPointer(query, at: location)
        guard let widget = W.wrap(UnsafeMutableRawPointer(pointer)) else {
            throw ViewTestError("\(query) is a \(String(cString: vsm_object_type_name(pointer))), not a \(W.self)",
                                at: location)
        }
        return widget
    }

    /// Every widget `query` names, hidden ones included, in document order.
    public func findAll(_ query: WidgetQuery) -> [Widget] {
        MainContext.drainPending()
        return WidgetSearch(tree: tree(), query: query).matches.compactMap { Widget.wrap(UnsafeMutableRawPointer($0)) }
    }

    /// The accessible name of `widget`, as the kit matches it (what a screen reader reads).
    public func accessibleName(of widget: Widget) -> String {
        tree(including: widget).accessibleName(of: widget.widgetPointer)
    }

    func findPointer(_ query: WidgetQuery, at location: FailureLocation) throws -> WidgetTree.Pointer {
        try requireNames(for: query, at: location)
        MainContext.drainPending()
        switch WidgetSearch(tree: tree(), query: query).single() {
        case .success(let widget):
            return widget
        case .failure(let failure):
            throw ViewTestError(failure.message(for: query, in: scopeDescription), at: location)
        }
    }

    /// Accessible names need an accessibility backend; `GTK_A11Y=none` has none.
    private func requireNames(for query: WidgetQuery, at location: FailureLocation) throws {
        guard case .role(_, .some) = query.criterion else { return }
        if let backend = getenv("GTK_A11Y"), String(cString: backend) == "none" {
            throw ViewTestError(
                "cannot find \(query): GTK_A11Y=none turns accessibility off, so widgets have no names; "
                    + "run with GTK_A11Y=test (requireDisplay() sets it when unset)",
                at: location
            )
        }
    }

    // MARK: Scope

    /// The window and the windows transient for it (its dialogs), in that order.
    func scopeRoots() -> [WidgetTree.Pointer] {
        var roots = [window.widgetPointer]
        let toplevels = gtk_window_list_toplevels()
        defer { g_list_free(toplevels) }
        var node = toplevels
        while let current = node {
            defer { node = current.pointee.next }
            guard let data = current.pointee.data else { continue }
            let candidate = data.assumingMemoryBound(to: GtkWindow.self)
            var parent = gtk_window_get_transient_for(candidate)
            while let owner = parent {
                if owner == window.windowPointer {
                    roots.append(UnsafeMutableRawPointer(candidate).assumingMemoryBound(to: GtkWidget.self))
                    break
                }
                parent = gtk_window_get_transient_for(owner)
            }
        }
        return roots
    }

    func tree() -> WidgetTree {
        WidgetTree(roots: scopeRoots())
    }

    /// The scope's tree, plus `widget`'s own window if it is elsewhere.
    func tree(including widget: Widget) -> WidgetTree {
        var roots = scopeRoots()
        if let root = gtk_widget_get_root(widget.widgetPointer) {
            let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
            if !roots.contains(rootWidget) { roots.append(rootWidget) }
        }
        return WidgetTree(roots: roots)
    }

    private var scopeDescription: String {
        let title = window.title.map { "“\($0)”" } ?? "without a title"
        return "the window \(title)"
    }
}
