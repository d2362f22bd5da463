import CGtk

/// A keyboard accelerator as GTK parses it (`gtk_accelerator_parse`): the key value and the
/// modifier mask, so `<ctrl>s`, `<Control>s` and `<Primary>s` compare equal.
public struct Accelerator: Hashable, Sendable, CustomStringConvertible {
    /// The key value (`GDK_KEY_s`).
    public let key: UInt32
    /// The modifier mask (`GdkModifierType`'s raw value).
    public let modifiers: UInt32

    /// Parses `text` in the syntax of `gtk_accelerator_parse` (`<Control><Shift>z`); `nil`
    /// when GTK cannot parse it. Needs no display.
    public init?(parsing text: String) {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(text.nulSafe, &key, &modifiers) != 0 else { return nil }
        self.key = key
        self.modifiers = modifiers.rawValue
    }

    /// GTK's own spelling of the accelerator (`<Control>s`).
    public var description: String {
        guard let name = gtk_accelerator_name(key, GdkModifierType(rawValue: modifiers)) else { return "" }
        defer { g_free(name) }
        return String(cString: name)
    }
}
