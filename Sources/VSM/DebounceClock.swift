/// A type-erased clock for debouncing that fixes each deadline when the call is made.
///
/// Computing the deadline synchronously (on the main actor, at the `observe` call) rather
/// than when the waiting task first runs keeps debouncing exact under load and makes a
/// manual test clock deterministic.
struct DebounceClock: Sendable {
    /// Returns a sleep that ends `dueTime` after *now*, or throws when cancelled.
    let makeSleep: @Sendable (Duration) -> @Sendable () async throws -> Void

    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        makeSleep = { dueTime in
            let deadline = clock.now.advanced(by: dueTime)
            return { try await clock.sleep(until: deadline, tolerance: nil) }
        }
    }
}
