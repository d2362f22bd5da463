/// Where `Settings` keeps its values (the choice of a `GSettingsBackend`; the class itself is
/// the generated `SettingsBackend`).
public enum SettingsStorage: Sendable, Equatable {
    /// GLib's default for the session: dconf on a desktop, or what `GSETTINGS_BACKEND`
    /// names (`memory`, `keyfile`).
    case `default`
    /// In this process's memory only, empty at start (each `Settings` gets its own store).
    case memory
    /// A GKeyFile at `path`, read when the `Settings` is made and written on every change;
    /// the same format as `GSETTINGS_BACKEND=keyfile` uses, so another process (or the
    /// `gsettings` tool) reading the same file sees the values.
    case keyfile(path: String)
}
