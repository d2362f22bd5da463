import Foundation

/// Where the notes file lives: `$XDG_DATA_HOME/vsm-notes/notes.sqlite`, or
/// `~/.local/share/vsm-notes/notes.sqlite` when XDG_DATA_HOME is unset or relative (the
/// XDG Base Directory rule: relative values are ignored).
public struct NotesStoreLocation: Equatable, Sendable {
    /// The folder made on first run (mode 0700).
    public let folder: String
    /// The SQLite file inside it.
    public var databasePath: String { folder + "/notes.sqlite" }

    /// A store in `folder` (tests pass a temporary one).
    public init(folder: String) { self.folder = folder }

    /// The location for this user, from `environment`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> NotesStoreLocation {
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            dataHome = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        }
        return NotesStoreLocation(folder: dataHome + "/vsm-notes")
    }
}
