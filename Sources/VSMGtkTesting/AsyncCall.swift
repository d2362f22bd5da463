import VSMTesting

/// The result of an asynchronous call made from a synchronous test on the main thread: the
/// call runs in a task on the main actor, and the test waits for its end with ``waitUntil(_:timeout:fileID:filePath:line:column:_:)``,
/// which runs the GLib main loop meanwhile (where GIO's and libsoup's callbacks, and so the
/// call's continuations, arrive). Main actor only.
@MainActor
public final class AsyncCall<Value> {
    /// How the call ended; nil while it runs.
    public private(set) var result: Result<Value, any Error>?
    /// The call's task once ``start(_:)`` made it (cancel it to cancel the call).
    public private(set) var task: Task<Void, Never>?

    public init() {}

    /// Whether the call has ended.
    public var isFinished: Bool { result != nil }

    /// Starts `body` in a task on the main actor; it runs once the main loop turns.
    public func start(_ body: @escaping @MainActor () async throws -> Value) {
        task = Task { @MainActor in await run(body) }
    }

    /// Runs `body` to its end in the calling task and keeps how it ended.
    public func run(_ body: @MainActor () async throws -> Value) async {
        do {
            result = .success(try await body())
        } catch {
            result = .failure(error)
        }
    }

    /// Starts `body` and waits, running the main loop, until it has ended; a call that has
    /// not ended after `timeout` is a test failure at the caller's line (and nil).
    public static func wait(
        _ description: @autoclosure () -> String = "the call to end",
        timeout: Duration = TestTimeout.default,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: @escaping @MainActor () async throws -> Value
    ) -> Result<Value, any Error>? {
        let call = AsyncCall()
        call.start(body)
        waitUntil(description(), timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column) { call.isFinished }
        return call.result
    }
}
