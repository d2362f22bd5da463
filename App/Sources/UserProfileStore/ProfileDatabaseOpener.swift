import Foundation
import GRDB
import Localization
import UserProfile
#if canImport(Glibc)
import Glibc
#endif

/// Opens the profile database without ever damaging a file that is not ours, and without
/// locking the user out of one that is.
///
/// - A missing file is created empty with mode 0600 (`O_CREAT | O_EXCL`, so a file that
///   appears meanwhile is never truncated), in a data folder created with mode 0700.
/// - Only an empty (zero-length) or new file becomes ours without question. Any other
///   existing file is first inspected through a **read-only** connection: the SQLite
///   header, `PRAGMA quick_check`, then ownership. It is ours when its
///   `PRAGMA application_id` is ``ProfileSchema/applicationID``, or when it is 0 (with
///   `user_version` 0) and every schema object is one of ours, including GRDB's migrations
///   table (a store from a version before the id existed, possibly half-made by an
///   interrupted first run). Garbage, a damaged database, someone else's database or one
///   from a newer version is reported and left byte-for-byte unchanged.
/// - A read-only connection cannot roll back a hot journal left by a crash
///   (SQLITE_READONLY_ROLLBACK). Then the database and its journal are copied to a private
///   temporary folder, the copy is recovered and inspected, and only if the recovered copy
///   is ours is the real file opened read-write, which makes SQLite roll the journal back.
/// - A store of ours is then completed in one transaction (``ProfileSchema/prepare(_:sample:)``):
///   missing schema steps, our application id, and the sample profile (when there is one)
///   if it has no row.
///   An existing file's mode is left as its owner set it.
///
/// GRDB always opens read-write connections with `SQLITE_OPEN_CREATE`; since the file was
/// just checked to exist, it could only be re-created if deleted in between, which is harmless.
enum ProfileDatabaseOpener {
    static func open(
        _ location: ProfileStoreLocation,
        sample: SampleProfile?,
        busyTimeout: Double
    ) throws(UserProfileRepositoryError) -> DatabaseQueue {
        if let problem = location.problem { throw .unusableLocation(detail: problem) }
        let path = location.databasePath
        try DataFolder.create(location.dataDirectory)
        if try !createIfMissing(path), try checkAccess(path) > 0 {
            try inspectExisting(path, busyTimeout: busyTimeout)
        }
        do {
            let database = try DatabaseQueue(path: path, configuration: configuration(readonly: false, busyTimeout))
            try ProfileSchema.prepare(database, sample: sample)
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

    /// Checks that the file is a readable, writable regular file that starts like an
    /// SQLite database (when not empty). Returns its size.
    private static func checkAccess(_ path: String) throws(UserProfileRepositoryError) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .permissionDenied(path: path, detail: String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .permissionDenied(path: path, detail: localized("not a regular file"))
        }
        if access(path, R_OK) != 0 {
            throw .permissionDenied(path: path, detail: localized("not readable: \(String(cString: strerror(errno)))"))
        }
        if access(path, W_OK) != 0 {
            throw .permissionDenied(path: path, detail: localized("not writable: \(String(cString: strerror(errno)))"))
        }
        if info.st_size > 0 {
            try checkHeader(path)
        }
        return Int(info.st_size)
    }

    /// Every SQLite 3 database starts with these 16 bytes.
    private static let sqliteHeader = Array("SQLite format 3\0".utf8)

    private static func checkHeader(_ path: String) throws(UserProfileRepositoryError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .permissionDenied(path: path, detail: localized("cannot be read"))
        }
        defer { try? handle.close() }
        let header: Data
        do {
            header = try handle.read(upToCount: sqliteHeader.count) ?? Data()
        } catch {
            throw .permissionDenied(path: path, detail: (error as NSError).localizedDescription)
        }
        if Array(header) != sqliteHeader {
            throw .databaseCorrupt(path: path, detail: localized("not an SQLite database"))
        }
    }

    private static func inspectExisting(_ path: String, busyTimeout: Double) throws(UserProfileRepositoryError) {
        do {
            try inspect(opening: path, busyTimeout: busyTimeout)
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_READONLY_ROLLBACK {
            try inspectRecoveredCopy(path, busyTimeout: busyTimeout)
        } catch {
            throw StorageErrorMapping.map(error, path: path)
        }
    }

    /// Inspects a recovered copy of a database that has a hot journal; the original and
    /// its journal are only read.
    private static func inspectRecoveredCopy(_ path: String, busyTimeout: Double) throws(UserProfileRepositoryError) {
        let journal = path + "-journal"
        let scratch: String
        do {
            scratch = try ScratchFolder.make()
        } catch {
            throw .storage(detail: localized("cannot make a temporary folder to check the interrupted save: \(error)"))
        }
        defer { ScratchFolder.remove(scratch) }
        let copy = (scratch as NSString).appendingPathComponent("profile.sqlite")
        do {
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            try FileManager.default.copyItem(atPath: journal, toPath: copy + "-journal")
        } catch {
            throw .storage(detail: localized("cannot copy the database to check the interrupted save: \((error as NSError).localizedDescription)"))
        }
        do {
            let recovering = try DatabaseQueue(path: copy, configuration: configuration(readonly: false, busyTimeout))
            // The first read on a read-write connection rolls the hot journal back.
            try recovering.read { db in _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master") }
            try recovering.close()
            // A first run killed mid-commit rolls back to the empty file it started from,
            // which is ours like any empty file.
            if try FileManager.default.attributesOfItem(atPath: copy)[.size] as? Int == 0 { return }
            try inspect(opening: copy, busyTimeout: busyTimeout)
        } catch {
            throw StorageErrorMapping.map(error, path: path).reported(as: path, from: copy)
        }
    }

    /// Read-only checks; throws GRDB errors and ``UserProfileRepositoryError``s that name
    /// `opening` (the caller maps or renames them).
    private static func inspect(opening path: String, busyTimeout: Double) throws {
        let reader = try DatabaseQueue(path: path, configuration: configuration(readonly: true, busyTimeout))
        defer { try? reader.close() }
        try reader.read { db in try verifyOwnership(db, path: path) }
    }

    private static func verifyOwnership(_ db: Database, path: String) throws {
        let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
        guard check == ["ok"] else {
            throw UserProfileRepositoryError.databaseCorrupt(path: path, detail: check.prefix(3).joined(separator: "; "))
        }
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let userVersion = try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if applicationID == ProfileSchema.applicationID, userVersion != 0 {
            // This version never sets `user_version`; a later one that changes the file's
            // format would, so such a store must not be opened (or migrated) by this one.
            throw UserProfileRepositoryError.newerSchema(path: path)
        }
        if applicationID != ProfileSchema.applicationID {
            guard applicationID == 0, userVersion == 0 else {
                throw UserProfileRepositoryError.foreignDatabase(path: path)
            }
            // An unstamped store from an earlier version: only our objects, and at least
            // GRDB's migrations table (an SQLite file with no tables is not ours: only a
            // zero-length one may become ours).
            let objects = try SchemaObject.fetchAll(db)
            let hasMigrations = objects.contains { $0.type == "table" && $0.name == ProfileSchema.migrationsTable }
            guard hasMigrations, objects.isSubset(of: try ProfileSchema.unstampedStoreObjects()) else {
                throw UserProfileRepositoryError.foreignDatabase(path: path)
            }
        }
        if try !ProfileSchema.appliedIdentifiers(db).isSubset(of: ProfileSchema.knownIdentifiers) {
            throw UserProfileRepositoryError.newerSchema(path: path)
        }
    }
}

private extension UserProfileRepositoryError {
    /// The same error about `path` instead of the temporary copy it was found in.
    func reported(as path: String, from copy: String) -> UserProfileRepositoryError {
        switch self {
        case .databaseCorrupt(_, let detail): return .databaseCorrupt(path: path, detail: detail)
        case .databaseLocked: return .databaseLocked(path: path)
        case .permissionDenied(_, let detail): return .permissionDenied(path: path, detail: detail)
        case .foreignDatabase: return .foreignDatabase(path: path)
        case .newerSchema: return .newerSchema(path: path)
        case .cannotCreate(_, let detail): return .cannotCreate(path: path, detail: detail)
        case .storage(let detail): return .storage(detail: detail.replacingOccurrences(of: copy, with: path))
        case .profileNotFound, .simulated, .unusableLocation, .serverUnreachable, .serverRefused: return self
        }
    }
}
