import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where exported notes go and imported ones come from: the file system in the app, a
/// scripted one in tests if needed. Failures are `NoteFileError`s, which the models turn
/// into messages.
public protocol NoteFiles: Sendable {
    /// Writes `text` as UTF-8 to `path`, replacing a file there.
    func write(_ text: String, to path: String) async throws(NoteFileError)
    /// Reads `path` as UTF-8 text, refusing a file that is not UTF-8 or is too large.
    func read(_ path: String) async throws(NoteFileError) -> String
}

/// The local file system.
public struct LocalNoteFiles: NoteFiles {
    /// The largest file `read` accepts, in bytes (1 MB: a note, not a book).
    public let importLimit: Int

    public init(importLimit: Int = 1_000_000) { self.importLimit = importLimit }

    public func write(_ text: String, to path: String) async throws(NoteFileError) {
        // POSIX calls rather than Foundation's, whose errors lose the system's reason.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: Self.reason()) }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .unwritable(path: path, reason: Self.reason())
            }
            bytes = bytes.dropFirst(written)
        }
        guard fsync(descriptor) == 0 else { throw .unwritable(path: path, reason: Self.reason()) }
    }

    public func read(_ path: String) async throws(NoteFileError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: Self.reason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: Self.reason()) }
        // Checked before reading, so a huge file is never loaded into memory.
        guard status.st_size <= importLimit else { throw .tooLarge(path: path, limit: importLimit) }
        var data = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: Self.reason())
            }
            if count == 0 { break }
            data += chunk[..<count]
            // A file that grew after the check is refused too.
            guard data.count <= importLimit else { throw .tooLarge(path: path, limit: importLimit) }
        }
        guard let text = String(validating: data, as: UTF8.self) else { throw .notUTF8(path: path) }
        return text
    }

    /// The system's words for the last failure (`No such file or directory`).
    private static func reason() -> String { String(cString: strerror(errno)) }
}
