import Dispatch

/// Lets a test send to an OpenCombine subject from a background thread.
///
/// `@unchecked Sendable` because OpenCombine predates `Sendable`: its subjects guard their
/// state with internal locks and are documented as safe to send to from any thread, which is
/// exactly what these tests exercise.
struct CrossThread<Subject>: @unchecked Sendable {
    let subject: Subject

    /// Runs `body` with the subject on a global-queue thread and returns once it has
    /// finished. The calling (main) thread stays blocked meanwhile, so what `body` sends
    /// is queued for the main thread, not yet delivered.
    func sendFromBackground(_ body: @escaping @Sendable (Subject) -> Void) {
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            body(subject)
            sent.signal()
        }
        sent.wait()
    }
}
