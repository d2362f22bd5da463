import CGtk

/// One key press as GTK's accelerator syntax writes it (`<Control>s`, `<Primary><Shift>z`,
/// `Return`, `F1`): the key's keyval and the modifier keys held while it is pressed.
struct KeyStroke: Equatable {
    /// The X keysym (GDK keyvals are keysyms) of the key.
    let keyval: UInt32
    /// Modifier keys pressed before the key and released after it, in order.
    let modifiers: [UInt32]

    /// Parses `accelerator` with GTK's own parser, so a test names keys exactly as the app
    /// registers its accelerators. `nil` when GTK does not understand it or it uses a
    /// modifier XTest cannot press (Hyper, Meta).
    init?(accelerator: String) {
        var keyval: guint = 0
        var mask = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &keyval, &mask) != 0, keyval != 0 else { return nil }
        var modifiers: [UInt32] = []
        var remaining = mask.rawValue
        for (modifier, keysym) in Self.modifierKeys where remaining & modifier.rawValue != 0 {
            modifiers.append(keysym)
            remaining &= ~modifier.rawValue
        }
        guard remaining == 0 else { return nil }
        self.keyval = keyval
        self.modifiers = modifiers
    }

    /// The key typing `scalar` produces: Return for a newline, Tab for a tab, else GDK's
    /// keyval for the character (a Unicode keysym for those without a named one).
    init(typing scalar: Unicode.Scalar) {
        switch scalar {
        case "\n", "\r": keyval = 0xFF0D  // Return
        case "\t": keyval = 0xFF09  // Tab
        default: keyval = gdk_unicode_to_keyval(scalar.value)
        }
        modifiers = []
    }

    /// GDK modifier masks and the left-hand key that sets each.
    private static let modifierKeys: [(GdkModifierType, UInt32)] = [
        (GDK_CONTROL_MASK, 0xFFE3),  // Control_L
        (GDK_SHIFT_MASK, 0xFFE1),  // Shift_L
        (GDK_ALT_MASK, 0xFFE9),  // Alt_L
        (GDK_SUPER_MASK, 0xFFEB),  // Super_L
    ]

    /// Shift_L, pressed around keys that sit on a keyboard's shifted level.
    static let shiftKeysym: UInt32 = 0xFFE1
}
