import CGLib
import CGtk
import CGtkTesting
import Gtk
import VSMTesting

/// Typing and key presses through the X server, so key bindings, mnemonics and accelerators
/// run as they do for a person.
extension TestUser {
    /// Presses and releases `keys`, written as GTK accelerators are (`<Control>s`,
    /// `<Primary><Shift>z`, `Return`, `Escape`, `F1`), with the window focused — as a person
    /// presses a shortcut. Returns once GTK has handled every release (or the window closed).
    public func press(
        _ keys: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stroke = KeyStroke(accelerator: keys) else {
            throw ViewTestError(
                "cannot press “\(keys)”: not a key as GTK accelerators write them (<Control>s, Return, F1)",
                at: location
            )
        }
        try settle(at: location)
        try requireRealInput(on: window.widgetPointer, for: "press \(keys)", at: location)
        vsm_testing_focus_native(window.widgetPointer)
        try send(stroke, named: "the key \(keys)", to: window.widgetPointer, at: location)
    }

    /// Types `text` into whatever has the keyboard focus in the window, one key per Unicode
    /// scalar (`\n` is Return, `\t` is Tab). Characters the keyboard layout lacks are typed
    /// through a spare keycode, as `xdotool` does.
    public func type(
        _ text: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        try settle(at: location)
        try requireRealInput(on: window.widgetPointer, for: "type", at: location)
        vsm_testing_focus_native(window.widgetPointer)
        try typeKeys(text, into: window.widgetPointer, at: location)
    }

    /// Clicks the text field `query` names (so it has the focus, as a person would), selects
    /// what it holds and types `text` over it: afterwards the field holds `text` unless the
    /// app changed it. Throws when the field is not found, cannot be clicked (see
    /// ``click(_:fileID:filePath:line:column:)-(WidgetQuery,_,_,_,_)``) or is not editable.
    public func type(
        _ text: String,
        into query: WidgetQuery,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        try settle(at: location)
        let field = try findPointer(query, at: location)
        guard vsm_instance_is_a(UnsafeMutableRawPointer(field), gtk_editable_get_type()) != 0 else {
            throw ViewTestError("cannot type into \(query): it is a \(String(cString: vsm_object_type_name(field))), "
                                + "not a text field", at: location)
        }
        guard gtk_editable_get_editable(OpaquePointer(field)) != 0 else {
            throw ViewTestError("cannot type into \(query): it is not editable", at: location)
        }
        try click(field, named: "\(query)", at: location)
        guard let root = gtk_widget_get_root(field) else { return }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        vsm_testing_focus_native(window)
        if let selectAll = KeyStroke(accelerator: "<Control>a"), let delete = KeyStroke(accelerator: "Delete") {
            try send(selectAll, named: "<Control>a in \(query)", to: window, at: location)
            try send(delete, named: "Delete in \(query)", to: window, at: location)
        }
        try typeKeys(text, into: window, at: location)
    }

    private func typeKeys(_ text: String, into window: WidgetTree.Pointer, at location: FailureLocation) throws {
        for scalar in text.unicodeScalars {
            try send(KeyStroke(typing: scalar), named: "typing “\(scalar.escaped(asASCII: false))”", to: window,
                     at: location)
        }
    }

    /// Presses the stroke's modifiers, the key, and releases them in reverse order, then waits
    /// until GTK has handled every release (or the window is gone: the key may close it).
    func send(_ stroke: KeyStroke, named name: String, to window: WidgetTree.Pointer,
              at location: FailureLocation) throws {
        var modifierCodes: [UInt32] = []
        for modifier in stroke.modifiers {
            guard let code = keycode(for: modifier, in: window)?.code else {
                throw ViewTestError("cannot send \(name): the keyboard has no key for modifier \(modifier)", at: location)
            }
            modifierCodes.append(code)
        }
        var scratch: UInt32 = 0
        let keyCode: UInt32
        if let found = keycode(for: stroke.keyval, in: window) {
            keyCode = found.code
            if found.shifted, !stroke.modifiers.contains(KeyStroke.shiftKeysym),
               let shift = keycode(for: KeyStroke.shiftKeysym, in: window) {
                modifierCodes.append(shift.code)
            }
        } else {
            scratch = vsm_testing_bind_scratch_keycode(window, stroke.keyval)
            guard scratch != 0 else {
                throw ViewTestError("cannot send \(name): no key produces it and no spare keycode is free",
                                    at: location)
            }
            keyCode = scratch
        }
        defer { if scratch != 0 { vsm_testing_unbind_scratch_keycode(window, scratch) } }
        guard let counters = EventCounters(keysInto: window) else {
            throw ViewTestError("cannot send \(name): not a GtkWindow", at: location)
        }
        let expected = UInt64(modifierCodes.count + 1)
        for code in modifierCodes { vsm_testing_fake_key(window, code, 1) }
        vsm_testing_fake_key(window, keyCode, 1)
        vsm_testing_fake_key(window, keyCode, 0)
        for code in modifierCodes.reversed() { vsm_testing_fake_key(window, code, 0) }
        vsm_testing_sync(window)
        // A key that opens another window or a popover (a dialog, the Keyboard Shortcuts
        // window, the primary menu) hands the rest of the keystroke to it: a modal window or
        // the popover's grab takes the releases. As for a person, they went where they went:
        // once the presses have reached this window and GTK has taken every event the X server
        // made (all of them were queued by the sync above), the keystroke is over.
        try waitForDelivery(of: name, at: location) {
            counters.oneSaw(expected, of: .keyRelease) || gtk_widget_get_mapped(window) == 0
                || (counters.oneSaw(expected, of: .keyPress) && vsm_testing_events_queued(window) == 0)
        }
    }

    private func keycode(for keyval: UInt32, in window: WidgetTree.Pointer) -> (code: UInt32, shifted: Bool)? {
        var code: UInt32 = 0
        var shifted: gboolean = 0
        guard vsm_testing_keycode_for_keyval(window, keyval, &code, &shifted) != 0 else { return nil }
        return (code, shifted != 0)
    }
}
