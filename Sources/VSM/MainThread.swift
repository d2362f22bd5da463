import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells, from any thread, whether the caller runs where main-actor code runs.
///
/// Two kinds of program: in a GTK app (and under XCTest) main-actor code runs on the
/// process's main thread, partly outside any main-queue block (GLib callbacks), so the
/// check is "is this the main thread". A program that called `dispatchMain()` (an `async`
/// main, e.g. the benchmarks) has no main thread any more: worker threads drain the main
/// queue and also run other queues' blocks, so a thread recorded once would be wrong later;
/// there the check is "is this block running on the main queue".
@usableFromInline
enum MainThread {
    /// Marks the main queue, so a block can tell it runs there. Set on first use of
    /// ``thread``, before any check can need it.
    @usableFromInline
    static let queueKey: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// The process's main thread when main-actor code runs on it; nil in a `dispatchMain()`
    /// program. Evaluated once, on the main actor.
    @MainActor
    @usableFromInline
    static let thread: pthread_t? = {
        _ = queueKey
        return isProcessMainThread() ? pthread_self() : nil
    }()

    /// Whether the calling thread is the process's first thread (its thread id is the
    /// process id), read from `/proc/thread-self`, which links to `<pid>/task/<tid>`.
    private static func isProcessMainThread() -> Bool {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = readlink("/proc/thread-self", &buffer, buffer.count - 1)
        // Without /proc (not Linux), assume the common case: main-actor code on the main thread.
        guard length > 0 else { return true }
        let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let tid = link.split(separator: "/").last.flatMap({ Int32($0) }) else { return true }
        return tid == getpid()
    }

    /// Whether the caller runs where main-actor code runs; `recorded` is ``thread`` as read
    /// on the main actor.
    @inlinable
    static func isCurrent(recorded: pthread_t?) -> Bool {
        if let recorded {
            return pthread_equal(pthread_self(), recorded) != 0
        }
        return DispatchQueue.getSpecific(key: queueKey) != nil
    }
}
