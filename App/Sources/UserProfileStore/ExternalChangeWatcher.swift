import Dispatch
import Foundation
import GRDB
import Synchronization
import UserProfile
#if canImport(Glibc)
import Glibc
#endif

/// Notices commits that other connections make to the database (another app process,
/// `sqlite3`, a second repository on the same file) and hands them to GRDB's observation.
///
/// GRDB's `ValueObservation` only sees writes made through its own connection. SQLite's
/// `PRAGMA data_version`, read on that same connection, changes exactly when *another*
/// connection has committed, so the watcher reads it whenever something may have changed:
/// - at once when inotify reports activity on the database file, its `-journal` or its
///   `-wal` (one watch on the folder, which also sees journals being created and deleted);
/// - on a timer: every ``inotifyFallbackInterval`` as a safety net while inotify watches a
///   local file system, and every ``pollingInterval`` when inotify is unavailable or the
///   folder is on a network or FUSE file system, where inotify never hears about writes
///   made by other machines or through the remote side.
///
/// When the value changed it calls `Database.notifyChanges(in: .fullDatabase)` in a write
/// access, so every active observation on the connection fetches again; an observation with
/// `removeDuplicates()` then emits only if its value really changed. Our own writes never
/// trigger a notification (they do not change our connection's `data_version`).
///
/// Threading: the checks run on a private serial queue. ``start()`` may be called from any
/// thread except that queue; it returns once the baseline version is read, so a commit made
/// after it returns is always noticed. ``stop()`` may be called from any thread, is
/// idempotent, and no check starts after it returns (one already running completes). The
/// watcher holds the connection until stopped. A failed check (the database is locked by
/// another program past its busy timeout, or was removed) is retried on the next event or
/// tick; errors reach observers through their own fetches, not through the watcher.
final class ExternalChangeWatcher: @unchecked Sendable {
    // @unchecked Sendable: `baseline`, `inotifySource` and `timer` are only touched on
    // `queue`; `isStopped` is atomic; the rest is immutable.

    /// Timer period while inotify watches the folder: only a safety net.
    static let inotifyFallbackInterval: DispatchTimeInterval = .seconds(2)
    /// Timer period without inotify: keeps an external change visible within 1 s.
    static let pollingInterval: DispatchTimeInterval = .milliseconds(500)

    private let database: DatabaseQueue
    private let directory: String
    /// The database file and the journals SQLite writes next to it.
    private let watchedNames: Set<String>
    private let usesInotify: Bool
    private let queue = DispatchQueue(label: "vsm-profile-gtk.repository.external-changes")
    private let isStopped = Atomic<Bool>(false)
    private let checkCount = Atomic<Int>(0)

    private var baseline: Int?
    private var inotifySource: DispatchSourceRead?
    private var timer: DispatchSourceTimer?

    /// - Parameters:
    ///   - database: the connection whose observations should see external commits.
    ///   - location: where the database file lives (its folder is watched).
    ///   - usesInotify: false to rely on the polling timer alone (tests of the fallback).
    init(database: DatabaseQueue, location: ProfileStoreLocation, usesInotify: Bool = true) {
        self.database = database
        self.directory = location.dataDirectory
        let name = ProfileStoreLocation.databaseFileName
        self.watchedNames = [name, name + "-journal", name + "-wal"]
        self.usesInotify = usesInotify
    }

    /// Whether inotify watches the folder (false: the polling timer alone). Valid after `start()`.
    var isUsingInotify: Bool {
        queue.sync { inotifySource != nil }
    }

    /// How many `data_version` checks ran so far (diagnostics and tests).
    var checksPerformed: Int { checkCount.load(ordering: .relaxed) }

    /// Reads the baseline version, then starts the inotify watch and the timer.
    func start() {
        queue.sync {
            guard !isStopped.load(ordering: .acquiring), timer == nil else { return }
            baseline = try? readVersion()
            let watching = usesInotify && Self.isLocalFileSystem(directory) && startInotify()
            startTimer(interval: watching ? Self.inotifyFallbackInterval : Self.pollingInterval)
        }
    }

    /// Stops watching: cancels the inotify source (closing its descriptor) and the timer.
    func stop() {
        guard !isStopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        queue.async { [self] in
            inotifySource?.cancel()
            inotifySource = nil
            timer?.cancel()
            timer = nil
        }
    }

    deinit {
        // Sources hold only weak references to the watcher; cancel them so the
        // descriptor is closed even if `stop()` was never called.
        inotifySource?.cancel()
        timer?.cancel()
    }

    // MARK: - Checking

    private func readVersion() throws -> Int {
        try database.writeWithoutTransaction { db in
            try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
        }
    }

    /// Compares `data_version` with the baseline and notifies observers when it moved.
    /// On `queue` only.
    private func check() {
        guard !isStopped.load(ordering: .acquiring) else { return }
        checkCount.add(1, ordering: .relaxed)
        let known = baseline
        do {
            let current = try database.writeWithoutTransaction { db -> Int in
                let version = try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
                // With no baseline (the first read failed, say on another program's lock)
                // a commit may have been missed: notify; observers drop unchanged values.
                if known.map({ version != $0 }) ?? true {
                    // An empty transaction that only notifies: GRDB delivers the change to
                    // every observer on this connection after its (simulated) commit.
                    try db.inTransaction {
                        try db.notifyChanges(in: .fullDatabase)
                        return .commit
                    }
                }
                return version
            }
            baseline = current
        } catch {
            // Locked past the busy timeout, or the file went away: the next event or tick
            // tries again, and the observers' own fetches report lasting failures.
        }
    }

    // MARK: - inotify

    /// File systems whose changes inotify may not report (writes from other machines or
    /// made on the remote side): NFS, SMB/CIFS, FUSE mounts, Ceph, AFS, 9p, virtiofs.
    private static let remoteFileSystemTypes: Set<String> = [
        "nfs", "nfs4", "cifs", "smb3", "smbfs", "ceph", "afs", "9p", "virtiofs", "fuse", "fuseblk",
    ]

    /// Whether `directory` is on a file system where inotify sees every write, judged from
    /// the longest mount point containing it in `/proc/self/mountinfo`. An unknown answer
    /// counts as local: the fallback timer still runs.
    static func isLocalFileSystem(_ directory: String, mountInfo: String? = nil) -> Bool {
        guard let table = mountInfo ?? (try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)) else {
            return true
        }
        var best: (mountPoint: String, type: String)?
        for line in table.split(separator: "\n") {
            // "36 35 98:0 /root /mount/point options… - fstype source options"
            let halves = line.components(separatedBy: " - ")
            let fields = halves[0].split(separator: " ")
            guard halves.count == 2, fields.count >= 5, let type = halves[1].split(separator: " ").first else { continue }
            let mountPoint = String(fields[4]).replacingOccurrences(of: "\\040", with: " ")
            let contains = mountPoint == "/" || directory == mountPoint || directory.hasPrefix(mountPoint + "/")
            if contains, mountPoint.count >= (best?.mountPoint.count ?? -1) {
                best = (mountPoint, String(type))
            }
        }
        guard let type = best?.type else { return true }
        return !remoteFileSystemTypes.contains(type) && !type.hasPrefix("fuse.")
    }

    /// Watches the folder; returns false when inotify is unavailable (the timer then polls).
    private func startInotify() -> Bool {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return false }
        let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM)
        guard inotify_add_watch(fd, directory, mask) >= 0 else {
            close(fd)
            return false
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [weak self] in
            guard let self else { return }
            if self.drainEvents(fd) { self.check() }
        }
        source.setCancelHandler { close(fd) }
        source.resume()
        inotifySource = source
        return true
    }

    /// Reads every pending event; returns whether one concerns the database or its journals
    /// (or events were lost, or the folder went away, which also calls for a check).
    private func drainEvents(_ fd: Int32) -> Bool {
        var relevant = false
        let capacity = 4096
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(fd, buffer, capacity)
            guard count > 0 else { break }
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let event = buffer.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                let nameLength = Int(event.len)
                if event.mask & UInt32(IN_Q_OVERFLOW | IN_IGNORED) != 0 {
                    relevant = true
                } else if nameLength > 0, offset + headerSize + nameLength <= count {
                    let name = String(cString: (buffer + offset + headerSize).assumingMemoryBound(to: CChar.self))
                    if watchedNames.contains(name) { relevant = true }
                }
                offset += headerSize + nameLength
            }
        }
        return relevant
    }

    // MARK: - Timer

    private func startTimer(interval: DispatchTimeInterval) {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(50))
        timer.setEventHandler { [weak self] in self?.check() }
        timer.resume()
        self.timer = timer
    }
}
