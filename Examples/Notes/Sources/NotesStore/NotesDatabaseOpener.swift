import Foundation
#if canImport(Glibc)
import Glibc
#endif
import GRDB
import NotesFeature

/// Opens the notes file without ever changing one that is not ours.
///
/// - The folder is made if missing (mode 0700); a file in its place is an unusable location.
/// - A missing or empty file becomes ours; a missing one is made with mode 0600. Any other file is first read through a
///   **read-only** connection: the SQLite header, `PRAGMA quick_check`, then
///   `PRAGMA application_id`. Garbage or another program's database is `foreignFile`, a
///   damaged one `damaged`; both are left byte for byte as they were, and the window shows
///   why with Retry.
enum NotesDatabaseOpener {
    static func open(_ location: NotesStoreLocation) throws(NoteStoreError) -> DatabaseQueue {
        try makeFolder(location.folder)
        let path = location.databasePath
        if fileSize(path) > 0 { try inspect(path) }
        // Notes are private: a new file is readable by its owner only (GRDB would make it with
        // the process's umask). O_EXCL: a file that appeared meanwhile is never replaced.
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
        do {
            var configuration = Configuration()
            configuration.label = "vsm-notes"
            configuration.busyMode = .timeout(2)
            let database = try DatabaseQueue(path: path, configuration: configuration)
            try NotesSchema.prepare(database)
            return database
        } catch {
            throw .failed(detail: describe(error))
        }
    }

    private static func makeFolder(_ folder: String) throws(NoteStoreError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw .unusableLocation(path: folder, detail: "a file is in its place") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .unusableLocation(path: folder, detail: "it could not be created")
        }
    }

    /// The file's size, 0 when it is missing.
    private static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// Checks an existing file through a read-only connection: is it SQLite, whole, ours?
    private static func inspect(_ path: String) throws(NoteStoreError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unusableLocation(path: path, detail: "it cannot be read")
        }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        try? handle.close()
        guard header == Data("SQLite format 3\0".utf8) else { throw .foreignFile(path: path) }
        let result: Result<Void, NoteStoreError>
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let database = try DatabaseQueue(path: path, configuration: configuration)
            result = try database.read { db -> Result<Void, NoteStoreError> in
                let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
                guard check == ["ok"] else { return .failure(.damaged(path: path, detail: check.first ?? "no answer")) }
                let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                return id == NotesSchema.applicationID ? .success(()) : .failure(.foreignFile(path: path))
            }
            try database.close()
        } catch {
            throw .damaged(path: path, detail: describe(error))
        }
        try result.get()
    }

    /// SQLite's own words for a failure, without GRDB's SQL echo.
    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }
}
