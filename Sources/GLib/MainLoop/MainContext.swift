import CGLib

/// Bounded iteration of the default GLib main context, for tests and tools that must
/// wait for something the GTK loop (and, through `MainLoopBridge`, the main queue) will
/// deliver. Main thread only. (`MainContext` itself, the `GMainContext` record, is generated.)
extension MainContext {
    /// How often a blocked iteration wakes up to check the deadline.
    private static let wakeupMilliseconds: UInt32 = 5

    /// Dispatches every event source that is ready now, without blocking.
    /// Returns the number of iterations that dispatched something (bounded by `limit`).
    @MainActor @discardableResult
    public static func drainPending(limit: Int = 10_000) -> Int {
        var count = 0
        while count < limit, g_main_context_iteration(nil, 0) != 0 { count += 1 }
        return count
    }

    /// Iterates the default main context until `condition` holds or `timeout` passes.
    /// Returns whether the condition holds. Blocks between events (no busy loop), waking
    /// at least every few milliseconds to check the deadline.
    ///
    /// Use from synchronous code on the main thread (a synchronous XCTest method, a tool):
    /// there the bridge drains the main queue, so `@MainActor` tasks run too. Inside an
    /// `async` main-actor function use `wait(until:timeout:)` instead.
    @MainActor @discardableResult
    public static func iterate(until condition: () -> Bool, timeout: Duration) -> Bool {
        if condition() { return true }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        let wakeup = g_timeout_add(wakeupMilliseconds, { _ in vsm_source_continue() }, nil)
        defer { g_source_remove(wakeup) }
        while !condition() {
            if clock.now >= deadline { return condition() }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Iterates the default main context for `duration` (to let animations or
    /// timers run); prefer `iterate(until:timeout:)` when there is a condition.
    @MainActor
    public static func iterate(for duration: Duration) {
        _ = iterate(until: { false }, timeout: duration)
    }

    /// The `async` variant for main-actor `async` code (such as `async` `@MainActor`
    /// XCTest methods): the caller is itself a main-queue job, so the main queue cannot
    /// drain until it suspends. Each round dispatches ready GLib sources without
    /// blocking, then suspends briefly so queued main-actor jobs run; it stops when
    /// `condition` holds (returns `true`) or `timeout` passes (returns the final check).
    @MainActor
    public static func wait(until condition: @MainActor () -> Bool,
                            timeout: Duration) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition() {
            drainPending(limit: 1_000)
            if condition() { return true }
            if clock.now >= deadline { return condition() }
            await Task.yield()
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }
}
