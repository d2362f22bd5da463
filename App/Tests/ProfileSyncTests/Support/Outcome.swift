/// The result of an asynchronous call started from a test on the main actor, set once when
/// it ends; the test waits for it with `waitUntil`, which runs the GLib main loop that
/// libsoup's answers arrive on.
@MainActor
final class Outcome<Value> {
    private(set) var result: Result<Value, any Error>?
    private(set) var task: Task<Void, Never>?

    /// Starts `body` in a task on the main actor.
    func start(_ body: @escaping @MainActor () async throws -> Value) {
        task = Task { @MainActor in
            do {
                result = .success(try await body())
            } catch {
                result = .failure(error)
            }
        }
    }

    var isFinished: Bool { result != nil }
}
