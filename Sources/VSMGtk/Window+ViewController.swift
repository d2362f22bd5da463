import Gtk

extension Window {
    /// Shows `controller`'s root widget as the window content (loading the controller's
    /// view if needed, so `viewDidLoad` runs here) and ties the controller's
    /// lifetime to the window: the window keeps it (and its children) alive until the
    /// window is destroyed (closed), then removes the content and releases it, so the
    /// controller and its widgets are freed even if a wrapper of the window lives on.
    /// No reference cycle: the controller may hold the window wrapper. Setting another
    /// root controller replaces the content, but the earlier controller also stays
    /// alive until the window is destroyed: set the root once per window.
    public func setRootViewController(_ controller: ViewController) {
        child = controller.view
        onDestroyed { [weak self] in
            if let self, self.child === controller.view {
                self.child = nil
            }
            withExtendedLifetime(controller) {}
        }
    }
}
