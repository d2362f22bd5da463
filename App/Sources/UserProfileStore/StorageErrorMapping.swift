import GRDB
import Localization
import UserProfile

/// Turns whatever SQLite or the file system threw into a ``UserProfileRepositoryError``.
enum StorageErrorMapping {
    static func map(_ error: any Error, path: String) -> UserProfileRepositoryError {
        if let error = error as? UserProfileRepositoryError { return error }
        if let damage = error as? any StoredRowDamage { return .databaseCorrupt(path: path, detail: damage.detail) }
        guard let error = error as? DatabaseError else {
            return .storage(detail: String(describing: error))
        }
        let detail = error.message ?? localized("SQLite error \(error.resultCode.rawValue)")
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return .databaseLocked(path: path)
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return .databaseCorrupt(path: path, detail: detail)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_READONLY:
            return .permissionDenied(path: path, detail: detail)
        default:
            return .storage(detail: detail)
        }
    }
}
