import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// Opens the profile database without ever damaging a file that is not ours.
///
/// - A missing file is created empty with mode 0600 (`O_CREAT | O_EXCL`, so a file that
///   appears meanwhile is never truncated), in a data folder created with mode 0700; then
///   the schema is migrated and the sample profile inserted in one transaction.
/// - An existing file is first inspected through a **read-only** connection: the SQLite
///   header, `PRAGMA quick_check`, and our tables and migration identifiers. Only a
///   database that passes is opened read-write (and migrated forward). Garbage, a damaged
///   database, someone else's database or one from a newer version is reported and left
///   byte-for-byte unchanged. An existing file's mode is left as its owner set it.
/// - A file with no tables at all (an interrupted first run) is initialized like a new one.
///
/// GRDB always opens read-write connections with `SQLITE_OPEN_CREATE`; since the file was
/// just checked to exist, it could only be re-created if deleted in between, which is harmless.
enum ProfileDatabaseOpener {
    private enum Inspection {
        case ours
        case noTables
    }

    static func open(
        _ location: ProfileStoreLocation,
        sample: SampleProfile,
        busyTimeout: Double
    ) throws(UserProfileRepositoryError) -> DatabaseQueue {
        let path = location.databasePath
        try ensureDirectory(location.dataDirectory)
        let created = try createIfMissing(path)
        let inspection: Inspection
        if created {
            inspection = .noTables
        } else {
            try checkAccess(path)
            inspection = try inspect(path, busyTimeout: busyTimeout)
        }
        do {
            let database = try DatabaseQueue(path: path, configuration: configuration(readonly: false, busyTimeout))
            try ProfileSchema.migrator.migrate(database)
            if case .noTables = inspection {
                try database.write { db in try ProfileSchema.insertSample(db, sample) }
            }
            return database
        } catch {
            throw StorageErrorMapping.map(error, path: path)
        }
    }

    private static func configuration(readonly: Bool, _ busyTimeout: Double) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readonly
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "vsm-profile-gtk.profile"
        return configuration
    }

    private static func ensureDirectory(_ directory: String) throws(UserProfileRepositoryError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            if !isDirectory.boolValue { throw .cannotCreate(path: directory, detail: "a file is in the way of the data folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw .cannotCreate(path: directory, detail: describe(error))
        }
    }

    /// Creates an empty private file; returns false when the file already exists.
    private static func createIfMissing(_ path: String) throws(UserProfileRepositoryError) -> Bool {
        let fd = Glibc.open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd >= 0 {
            // The umask can only remove bits; set the mode explicitly anyway so it is exactly 0600.
            fchmod(fd, 0o600)
            close(fd)
            return true
        }
        let code = errno
        if code == EEXIST { return false }
        throw .cannotCreate(path: path, detail: String(cString: strerror(code)))
    }

    private static func checkAccess(_ path: String) throws(UserProfileRepositoryError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .permissionDenied(path: path, detail: String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .permissionDenied(path: path, detail: "not a regular file")
        }
        if access(path, R_OK) != 0 {
            throw .permissionDenied(path: path, detail: "not readable: \(String(cString: strerror(errno)))")
        }
        if access(path, W_OK) != 0 {
            throw .permissionDenied(path: path, detail: "not writable: \(String(cString: strerror(errno)))")
        }
        if info.st_size > 0 {
            try checkHeader(path)
        }
    }

    /// Every SQLite 3 database starts with these 16 bytes.
    private static let sqliteHeader = Array("SQLite format 3\0".utf8)

    private static func checkHeader(_ path: String) throws(UserProfileRepositoryError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .permissionDenied(path: path, detail: "cannot be read")
        }
        defer { try? handle.close() }
        let header: Data
        do {
            header = try handle.read(upToCount: sqliteHeader.count) ?? Data()
        } catch {
            throw .permissionDenied(path: path, detail: describe(error))
        }
        if Array(header) != sqliteHeader {
            throw .databaseCorrupt(path: path, detail: "not an SQLite database")
        }
    }

    private static func inspect(_ path: String, busyTimeout: Double) throws(UserProfileRepositoryError) -> Inspection {
        do {
            let reader = try DatabaseQueue(path: path, configuration: configuration(readonly: true, busyTimeout))
            defer { try? reader.close() }
            return try reader.read { db throws -> Inspection in
                let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
                guard check == ["ok"] else {
                    throw UserProfileRepositoryError.databaseCorrupt(
                        path: path, detail: check.prefix(3).joined(separator: "; ")
                    )
                }
                let tables = try Set(String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
                ))
                if tables.isEmpty { return .noTables }
                guard tables.contains(ProfileSchema.profileTable), tables.contains("grdb_migrations") else {
                    throw UserProfileRepositoryError.foreignDatabase(path: path)
                }
                if try ProfileSchema.migrator.hasBeenSuperseded(db) {
                    throw UserProfileRepositoryError.newerSchema(path: path)
                }
                return .ours
            }
        } catch {
            throw StorageErrorMapping.map(error, path: path)
        }
    }

    private static func describe(_ error: any Error) -> String {
        (error as NSError).localizedDescription
    }
}
