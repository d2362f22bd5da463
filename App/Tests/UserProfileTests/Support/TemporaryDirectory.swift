import Foundation
import XCTest

/// A fresh directory under the system temporary folder, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    /// - Parameter inMemory: use `/dev/shm` (tmpfs) when available, for tests doing thousands
    ///   of commits: each SQLite commit syncs the file, which is slow on a real disk.
    init(inMemory: Bool = false) throws {
        var root = NSTemporaryDirectory()
        if inMemory, access("/dev/shm", W_OK) == 0 { root = "/dev/shm" }
        let base = (root as NSString).appendingPathComponent("UserProfileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = base
    }

    func appending(_ component: String) -> String {
        (path as NSString).appendingPathComponent(component)
    }

    func remove() {
        // A test may have made files unreadable; restore access so removal cannot fail.
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            for case let relative as String in enumerator {
                chmod(appending(relative), 0o700)
            }
        }
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The bytes of a file, or nil when it cannot be read.
func fileBytes(_ path: String) -> Data? {
    FileManager.default.contents(atPath: path)
}

/// The permission bits of a file.
func fileMode(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
}
