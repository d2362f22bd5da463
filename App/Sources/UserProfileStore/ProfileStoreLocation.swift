import Foundation
import Localization
import UserProfile
#if canImport(Glibc)
import Glibc
#endif

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

    /// Why this location cannot be used (e.g. `$XDG_DATA_HOME` is not valid UTF-8), or
    /// nil. When set, every repository operation fails with
    /// ``UserProfileRepositoryError/unusableLocation(detail:)`` and nothing is created,
    /// rather than silently using a folder with a different name.
    public let problem: String?

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
        problem = nil
    }

    private init(unusable directory: String, problem: String) {
        dataDirectory = directory
        self.problem = problem
    }

    /// The default location from this process's environment, read as bytes (`getenv`):
    /// see ``standard(environmentBytes:)``.
    public static func standard() -> ProfileStoreLocation {
        var bytes: [String: [UInt8]] = [:]
        for name in ["XDG_DATA_HOME", "HOME"] {
            if let value = getenv(name) { bytes[name] = cStringBytes(value) }
        }
        return standard(environmentBytes: bytes)
    }

    /// The default location for an environment given as text (tests, callers that
    /// already decoded it).
    public static func standard(environment: [String: String]) -> ProfileStoreLocation {
        standard(environmentBytes: environment.mapValues { Array($0.utf8) })
    }

    /// The default location: `$XDG_DATA_HOME` when it is set to an absolute path (the XDG
    /// specification says to ignore relative ones), else `$HOME/.local/share`, else the
    /// home directory from the password database. A variable that would be used but is
    /// not valid UTF-8 gives a location with a ``problem`` instead of a repaired name.
    public static func standard(environmentBytes: [String: [UInt8]]) -> ProfileStoreLocation {
        let base: String
        if let xdg = environmentBytes["XDG_DATA_HOME"], xdg.first == UInt8(ascii: "/") {
            guard let text = PathBytes.decode(xdg) else { return unusable("XDG_DATA_HOME", xdg) }
            base = text
        } else if let home = environmentBytes["HOME"], !home.isEmpty {
            guard let text = PathBytes.decode(home) else { return unusable("HOME", home) }
            base = (text as NSString).appendingPathComponent(".local/share")
        } else {
            base = (CurrentUser.homeDirectory() as NSString).appendingPathComponent(".local/share")
        }
        return ProfileStoreLocation(dataDirectory: (base as NSString).appendingPathComponent(applicationFolderName))
    }

    /// The relative `directory` resolved against another process's working directory,
    /// given as the bytes it sent: a location with a ``problem`` when those bytes are not
    /// valid UTF-8, rather than a repaired name that would be another folder.
    public static func resolving(_ directory: String, against workingDirectory: [UInt8]) -> ProfileStoreLocation {
        guard let base = PathBytes.decode(workingDirectory) else {
            let shown = PathBytes.escaped(workingDirectory)
            return ProfileStoreLocation(
                unusable: shown,
                problem: localized("the working directory (\(shown)) is not valid UTF-8, so --data-dir \(directory) cannot be found; give an absolute --data-dir")
            )
        }
        return ProfileStoreLocation(dataDirectory: (base as NSString).appendingPathComponent(directory))
    }

    private static func unusable(_ variable: String, _ bytes: [UInt8]) -> ProfileStoreLocation {
        let shown = PathBytes.escaped(bytes)
        return ProfileStoreLocation(
            unusable: shown,
            problem: localized("$\(variable) (\(shown)) is not valid UTF-8; set it to a UTF-8 path or start with --data-dir")
        )
    }

    /// The database path.
    public var description: String { databasePath }
}

/// The bytes of a NUL-terminated C string, without the terminator and without decoding.
private func cStringBytes(_ pointer: UnsafePointer<CChar>) -> [UInt8] {
    let length = strlen(pointer)
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
}
