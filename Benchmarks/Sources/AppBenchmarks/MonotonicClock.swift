#if canImport(Glibc)
import Glibc
#endif

/// `CLOCK_MONOTONIC` in nanoseconds: the clock the app's frame trace and the C baseline
/// print, so timestamps taken here and in a child process can be subtracted.
enum MonotonicClock {
    /// Now, in nanoseconds since an arbitrary fixed point (boot); never goes back.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
