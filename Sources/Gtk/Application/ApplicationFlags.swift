import CGtk

/// Options of an `Application` (`GApplicationFlags`).
public struct ApplicationFlags: OptionSet, Sendable {
    /// The `GApplicationFlags` bits, passed to GLib unchanged.
    public let rawValue: UInt32
    /// Flags from `GApplicationFlags` bits (unknown bits are kept and passed to GLib).
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Every instance is independent: no D-Bus name is claimed, so no session bus is
    /// needed and a second launch opens a second process (tests, headless CI).
    public static let nonUnique = ApplicationFlags(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)

    /// The application handles its own command line (`command-line` signal).
    public static let handlesCommandLine = ApplicationFlags(rawValue: G_APPLICATION_HANDLES_COMMAND_LINE.rawValue)
}
