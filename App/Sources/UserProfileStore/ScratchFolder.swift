import Foundation
import UserProfile
#if canImport(Glibc)
import Glibc
#endif

/// A private (0700, `mkdtemp`) folder under the system temporary directory, for checking
/// a copy of a database before touching the real one.
enum ScratchFolder {
    /// Creates a new empty folder and returns its path.
    static func make() throws -> String {
        var template = Array(((NSTemporaryDirectory() as NSString).appendingPathComponent("vsm-profile-gtk-XXXXXX")).utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!) != nil }
        guard made else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Deletes the folder and everything in it; failures are ignored (it is temporary).
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
