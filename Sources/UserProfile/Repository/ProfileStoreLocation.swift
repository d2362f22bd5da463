import Foundation

/// Where the profile database lives: `<data dir>/profile.sqlite`, with the data dir
/// `$XDG_DATA_HOME/vsm-profile-gtk`, else `~/.local/share/vsm-profile-gtk` (XDG Base
/// Directory specification), unless the app passes `--data-dir`.
public struct ProfileStoreLocation: Sendable, Equatable, CustomStringConvertible {
    /// The application's folder name inside the XDG data directory.
    public static let applicationFolderName = "vsm-profile-gtk"
    /// The database file name inside the data directory.
    public static let databaseFileName = "profile.sqlite"

    /// The folder that holds the database (created with mode 0700 when missing).
    public let dataDirectory: String

    /// The database file.
    public var databasePath: String {
        (dataDirectory as NSString).appendingPathComponent(Self.databaseFileName)
    }

    /// A location in an explicit folder (`--data-dir`). A relative path is resolved
    /// against the current directory now, so later directory changes do not move it.
    public init(dataDirectory: String) {
        if dataDirectory.hasPrefix("/") {
            self.dataDirectory = dataDirectory
        } else {
            let cwd = FileManager.default.currentDirectoryPath
            self.dataDirectory = (cwd as NSString).appendingPathComponent(dataDirectory)
        }
    }

    /// The default location from the environment: `$XDG_DATA_HOME` when it is set to an
    /// absolute path (the XDG specification says to ignore relative ones), else
    /// `$HOME/.local/share`, else the home directory from the password database.
    public static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ProfileStoreLocation {
        let base: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? CurrentUser.homeDirectory()
            base = (home as NSString).appendingPathComponent(".local/share")
        }
        return ProfileStoreLocation(dataDirectory: (base as NSString).appendingPathComponent(applicationFolderName))
    }

    /// The database path.
    public var description: String { databasePath }
}
