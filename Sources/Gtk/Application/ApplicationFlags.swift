import CGtk

/// Options of an `Application` (`GApplicationFlags`).
public struct ApplicationFlags: OptionSet, Sendable {
    /// The `GApplicationFlags` bits, passed to GLib unchanged.
    public let rawValue: UInt32
    /// Flags from `GApplicationFlags` bits (unknown bits are kept and passed to GLib).
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Every instance is independent: no D-Bus name is claimed, so no session bus is
    /// needed and a second launch opens a second process (tests, headless CI). Without
    /// it the application is unique on the session bus (the GNOME convention): a second
    /// launch is handed to the running instance.
    public static let nonUnique = ApplicationFlags(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)

    /// The application handles its own command line (`Application.onCommandLine`). With
    /// a unique application, a second launch's command line is forwarded to the running
    /// instance and handled there; the launch exits with the status the handler returned.
    public static let handlesCommandLine = ApplicationFlags(rawValue: G_APPLICATION_HANDLES_COMMAND_LINE.rawValue)

    /// A forwarded command line carries the launching process's environment
    /// (`ApplicationCommandLine.environment`), so the primary instance can honour it.
    public static let sendEnvironment = ApplicationFlags(rawValue: G_APPLICATION_SEND_ENVIRONMENT.rawValue)
}
