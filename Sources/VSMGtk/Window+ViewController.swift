import Gtk

extension Window {
    /// Shows `controller`'s root widget as the window content (loading the controller's
    /// view if needed, so `viewDidLoad` runs here; the content is the window's `child`, or
    /// libadwaita's `ApplicationWindow.content`) and ties the controller's lifetime to the
    /// window.
    ///
    /// Ownership: the window keeps its one root controller (and, through it, its children)
    /// alive until either
    /// - another root controller is set: the earlier one's view is taken out and the window
    ///   lets go of it at once, so it is freed unless something else holds it, or
    /// - the window is destroyed (closed): the content is removed and the controller
    ///   released, so it and its widgets are freed even if a wrapper of the window lives on.
    ///
    /// No reference cycle: the controller may hold the window wrapper. Setting the same
    /// controller again only puts its view back. Main actor.
    public func setRootViewController(_ controller: ViewController) {
        let slot: RootControllerSlot
        if let existing = RootControllerSlot.slot(of: self) {
            slot = existing
            if let previous = slot.controller, previous !== controller, let oldView = previous.viewIfLoaded {
                removeChildWidget(oldView)
            }
        } else {
            slot = RootControllerSlot(window: self)
            // One handler per window, registered with its first root controller: it
            // releases whichever controller is the root when the window goes.
            onDestroyed { [weak self] in
                let controller = slot.controller
                slot.release()
                if let view = controller?.viewIfLoaded { self?.removeChildWidget(view) }
            }
        }
        slot.controller = controller
        addChildWidget(controller.view)
    }

    /// The controller `setRootViewController(_:)` last set on this window, until the window
    /// is destroyed.
    public var rootViewController: ViewController? {
        RootControllerSlot.slot(of: self)?.controller
    }
}

/// Where a window keeps its root controller. Found by the window's GObject, which is stable
/// while the window exists; the destroy handler holds the slot and removes it.
@MainActor
private final class RootControllerSlot {
    private static var slots: [UnsafeMutableRawPointer: RootControllerSlot] = [:]

    private let key: UnsafeMutableRawPointer
    /// Checked on lookup, so a slot is never handed to another object at the same address.
    private weak var window: Window?
    var controller: ViewController?

    init(window: Window) {
        key = UnsafeMutableRawPointer(window.gObject)
        self.window = window
        Self.slots[key] = self
    }

    static func slot(of window: Window) -> RootControllerSlot? {
        guard let slot = slots[UnsafeMutableRawPointer(window.gObject)], slot.window === window else {
            return nil
        }
        return slot
    }

    /// Drops the controller and forgets this slot (the window is gone).
    func release() {
        controller = nil
        if Self.slots[key] === self { Self.slots[key] = nil }
    }
}
