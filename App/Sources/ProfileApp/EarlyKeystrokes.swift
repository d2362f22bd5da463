import Adw
import Gtk

/// Keys typed after the editor appears but before its entry has the focus go into the entry.
///
/// The editor moves the focus into its entry a frame or two after it appears (moving it
/// sooner breaks the list that holds it). Meanwhile the window's focus is where GTK put it
/// when the window opened, the main menu's button, which drops letters and opens on Space.
/// While this is installed, a key pressed when the window's focus is still that widget is
/// handed to the entry's text (selecting the name first, as focusing the entry would); keys
/// the text does not take (Ctrl+S, Tab) go on to the window as before. A click that moves
/// the focus elsewhere ends it.
///
/// Main thread only. ``finish()`` removes it and puts the focus in the entry, keeping what
/// was typed; call it (or ``cancel()``) before the entry goes away.
@MainActor
final class EarlyKeystrokes {
    private let entry: EntryRow
    private let window: Gtk.Window
    private let controller = EventControllerKey()
    private let focusAtStart: Widget?
    private var hasForwarded = false
    private var isInstalled = true

    /// Starts forwarding the keys of `entry`'s window; nil when the entry is in no window.
    init?(entry: EntryRow) {
        guard let window = entry.root as? Gtk.Window else { return nil }
        self.entry = entry
        self.window = window
        focusAtStart = window.focus
        controller.propagationPhase = .capture
        controller.onKeyPressed { [weak self] controller, _, _, _ in
            self?.keyPressed(controller) ?? false
        }
        window.addController(controller)
    }

    private func keyPressed(_ controller: EventControllerKey) -> Bool {
        guard !entry.stateFlags.contains(.focusWithin), entry.isSensitive(),
              window.focus === focusAtStart, let text = entry.delegate as? Gtk.Text
        else { return false }
        if !hasForwarded {
            entry.selectRegion(0, endPos: -1)
            hasForwarded = true
        }
        return controller.forward(text)
    }

    /// Stops forwarding and gives the entry the focus; what was typed meanwhile stays, with
    /// the cursor after it (a plain focus would select it, and the next key would replace it).
    func finish() {
        guard isInstalled else { return }
        cancel()
        if hasForwarded, let text = entry.delegate as? Gtk.Text {
            _ = text.grabFocusWithoutSelecting()
        } else {
            _ = entry.grabFocus()
        }
    }

    /// Stops forwarding without touching the focus.
    func cancel() {
        guard isInstalled else { return }
        isInstalled = false
        window.removeController(controller)
    }
}
