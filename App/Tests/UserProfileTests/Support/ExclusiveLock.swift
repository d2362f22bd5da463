import Dispatch
import Foundation
import GRDB

/// Another program holding an exclusive lock on a database: a second connection runs
/// `BEGIN EXCLUSIVE` on a background thread and keeps the transaction open until
/// `release()`. (GRDB refuses to end a database access with a transaction open, so the
/// access itself stays open while the lock is held.)
final class ExclusiveLock: Sendable {
    private let queue: DatabaseQueue
    private let locked = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(path: String) throws {
        queue = try DatabaseQueue(path: path)
        DispatchQueue.global().async { [queue, locked, released, finished] in
            try? queue.inDatabase { db in
                try db.execute(sql: "BEGIN EXCLUSIVE")
                locked.signal()
                released.wait()
                try db.execute(sql: "ROLLBACK")
            }
            finished.signal()
        }
        guard locked.wait(timeout: .now() + 10) == .success else {
            throw DatabaseError(resultCode: .SQLITE_BUSY, message: "could not take the exclusive lock")
        }
    }

    func release() throws {
        released.signal()
        _ = finished.wait(timeout: .now() + 10)
        try queue.close()
    }
}
