import CGLib

#if GLIB_2_32
/// A `GBytes` from Swift bytes: GLib's constructor takes an untyped pointer with a length,
/// which the generator does not map (the generated `getData()` reads them back).
extension Bytes {
    /// A `GBytes` holding a copy of `bytes` (GLib keeps its own copy; `bytes` may go away).
    public convenience init(_ bytes: [UInt8]) {
        let made = bytes.withUnsafeBytes { buffer in g_bytes_new(buffer.baseAddress, gsize(buffer.count)) }
        self.init(taking: made!)
    }
}
#endif
