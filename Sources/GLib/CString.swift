import CGLib
import Glibc

/// Conversions of Swift strings for C.
///
/// GLib and GTK take NUL-terminated UTF-8. Swift strings are UTF-8 but may contain
/// U+0000, which C would silently truncate at; these helpers replace each embedded NUL
/// with U+FFFD (REPLACEMENT CHARACTER) so no text is lost without a trace.
extension String {
    /// The string with every U+0000 replaced by U+FFFD; unchanged (no copy) otherwise.
    public var nulSafe: String {
        guard utf8.contains(0) else { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            scalars.append(scalar == "\0" ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    /// Decodes a C string from GLib (UTF-8; invalid bytes are repaired), `nil` for NULL.
    package init?(gString pointer: UnsafePointer<CChar>?) {
        guard let pointer else { return nil }
        self.init(cString: pointer)
    }
}

/// Calls `body` with a NULL-terminated C array of NUL-safe UTF-8 strings
/// (`const char * const *`), valid only during the call.
package func withCStringArray<R>(_ strings: [String],
                         _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0.nulSafe) }
    defer { copies.forEach { free($0) } }
    var pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) }
    pointers.append(nil)
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// The strings of a NULL-terminated array GLib handed over (`gchar **`, e.g. from
/// `g_settings_schema_list_keys`), decoded as UTF-8 in order; frees the array (`g_strfreev`).
/// `[]` for NULL.
package func takeGStringArray(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
    guard let array else { return [] }
    defer { g_strfreev(array) }
    var result: [String] = []
    var index = 0
    while let element = array[index] {
        result.append(String(cString: element))
        index += 1
    }
    return result
}
