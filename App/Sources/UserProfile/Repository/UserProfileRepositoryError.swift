import Localization

/// Everything that can go wrong in a ``UserProfileRepository``. `description` is a full
/// sentence for the user; it says what happened and, where it helps, what to do.
public enum UserProfileRepositoryError: Error, Equatable, CustomStringConvertible {
    /// No profile with this id exists in the store.
    case profileNotFound(userId: Int64)
    /// The file is not a readable SQLite database (garbage, truncated, damaged pages).
    case databaseCorrupt(path: String, detail: String)
    /// Another program holds a lock on the database longer than the busy timeout.
    case databaseLocked(path: String)
    /// The file or its folder cannot be read or written by this user.
    case permissionDenied(path: String, detail: String)
    /// A valid SQLite database that this program did not create; it is not touched.
    case foreignDatabase(path: String)
    /// A database written by a newer version of this program (unknown migrations).
    case newerSchema(path: String)
    /// The data folder or the new database could not be created.
    case cannotCreate(path: String, detail: String)
    /// The data folder cannot be used at all, e.g. `$XDG_DATA_HOME` or `$HOME` is not
    /// valid UTF-8; `detail` says which and what to do. Nothing was created.
    case unusableLocation(detail: String)
    /// Any other storage failure (disk full, I/O error), with SQLite's message.
    case storage(detail: String)
    /// A failure injected by the fault-injecting decorators (`--simulate-failures`).
    case simulated(RepositoryOperation)
    /// The profile server could not be reached (or did not answer usably) and the app has
    /// no copy to show; `detail` is the client's sentence saying why.
    case serverUnreachable(detail: String)
    /// The profile server refused the change (a username taken or against its rules), with
    /// the server's reason; nothing was stored.
    case serverRefused(reason: String)

    /// A full sentence for the user (shown in error states).
    public var description: String {
        switch self {
        case .profileNotFound(let userId):
            return localized("There is no profile with user id \(userId).")
        case .databaseCorrupt(let path, let detail):
            return localized("The profile database \(path) is damaged (\(detail)). It was left untouched; move it aside to start with a new one.")
        case .databaseLocked(let path):
            return localized("The profile database \(path) is locked by another program. Try again in a moment.")
        case .permissionDenied(let path, let detail):
            return localized("The profile database \(path) cannot be opened (\(detail)). Check its permissions.")
        case .foreignDatabase(let path):
            return localized("\(path) is an SQLite database that was not created by vsm-profile-gtk. It was left untouched; choose another data folder.")
        case .newerSchema(let path):
            return localized("The profile database \(path) was written by a newer version of vsm-profile-gtk.")
        case .cannotCreate(let path, let detail):
            return localized("Could not create \(path) (\(detail)).")
        case .unusableLocation(let detail):
            return localized("The profile folder cannot be used: \(detail).")
        case .storage(let detail):
            return localized("The profile database failed (\(detail)).")
        case .simulated(let operation):
            return localized("Simulated \(operation) failure (--simulate-failures).")
        case .serverUnreachable(let detail):
            return detail
        case .serverRefused(let reason):
            return reason
        }
    }
}
