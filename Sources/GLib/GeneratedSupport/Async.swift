import CGLib

/// The `GCancellable` of one asynchronous call, which Swift task cancellation cancels.
///
/// `@unchecked Sendable` because a task's cancellation handler runs on whichever thread
/// cancels the task, not on the main actor: GLib documents `g_cancellable_cancel` as
/// thread-safe (GCancellable is the GIO object meant to be cancelled from another thread),
/// and the box only holds its reference, released once in `deinit` (`g_object_unref` is
/// thread-safe too). Nothing else about the object is touched through the box.
@_spi(GeneratedBindings) public final class GIRCancellable: @unchecked Sendable {
    /// The cancellable, owned by the box.
    public let pointer: UnsafeMutablePointer<GCancellable>

    /// A new cancellable (`g_cancellable_new`).
    public init() { pointer = g_cancellable_new() }

    /// `g_cancellable_cancel`: the operation completes with `G_IO_ERROR_CANCELLED`.
    public func cancel() { g_cancellable_cancel(pointer) }

    deinit { g_object_unref(pointer) }
}

/// The user data of one `_async` call: what the ready callback resumes. Non-generic so
/// the one C thunk (`girAsyncReady`) can complete any call.
@_spi(GeneratedBindings) @MainActor public class GIRAsyncCallBase {
    var continuation: CheckedContinuation<Void, Never>?

    func complete(source: UnsafeMutablePointer<GObject>?, result: OpaquePointer?) {}

    func resume() {
        let continuation = self.continuation
        self.continuation = nil
        continuation?.resume()
    }
}

/// One call: calls the `_finish` function with the `GAsyncResult` and keeps its outcome
/// for the awaiting caller (read on the main actor, so no value crosses an isolation).
@MainActor final class GIRAsyncCall<Value>: GIRAsyncCallBase {
    let finish: @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) throws -> Value
    var outcome: Result<Value, any Error>?

    init(finish: @escaping @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) throws -> Value) {
        self.finish = finish
    }

    override func complete(source: UnsafeMutablePointer<GObject>?, result: OpaquePointer?) {
        outcome = Result { try finish(source, result) }
        resume()
    }
}

/// The `GAsyncReadyCallback` of every generated `async` method. GLib calls it on the
/// thread-default main context of the caller, the main loop, so on the main actor. The user
/// data is the call's box, passed retained by `girAsync` and released here, exactly once.
@_spi(GeneratedBindings) public var girAsyncReady: GAsyncReadyCallback {
    { source, result, data in
        // Addresses as integers: pointers are not Sendable, and this C function is not
        // isolated, though GLib runs it on the main thread.
        let call = UInt(bitPattern: data)
        guard call != 0 else { return }
        let sourceAddress = UInt(bitPattern: source)
        let resultAddress = UInt(bitPattern: result)
        MainActor.assumeIsolated {
            Unmanaged<GIRAsyncCallBase>.fromOpaque(UnsafeRawPointer(bitPattern: call)!).takeRetainedValue()
                .complete(source: UnsafeMutablePointer(bitPattern: sourceAddress), result: OpaquePointer(bitPattern: resultAddress))
        }
    }
}

/// Runs an `_async`/`_finish` pair: `start` calls the `_async` function with the
/// cancellable (`nil` without one), `girAsyncReady` and the user data it is given; the
/// ready callback calls `finish`, whose value or error is this function's.
///
/// Task cancellation cancels the cancellable; the operation then fails with GLib's
/// `G_IO_ERROR_CANCELLED`, which is thrown as `CancellationError` when the task was
/// cancelled (any other error, and a cancellation GLib reports on its own, stay `GLibError`).
@_spi(GeneratedBindings) @MainActor
public func girAsync<Value>(
    cancellable: Bool,
    start: (UnsafeMutablePointer<GCancellable>?, UnsafeMutableRawPointer) -> Void,
    finish: @escaping @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) throws -> Value
) async throws -> Value {
    let outcome = await girRun(cancellable: cancellable, start: start, finish: finish)
    do {
        return try outcome.get()
    } catch let error as GLibError where Task.isCancelled && error.isCancellation {
        throw CancellationError()
    }
}

/// `girAsync` for a `_finish` function without an error: cancellation reaches the
/// cancellable, and the value is whatever `finish` returns.
@_spi(GeneratedBindings) @MainActor
public func girAsyncValue<Value>(
    cancellable: Bool,
    start: (UnsafeMutablePointer<GCancellable>?, UnsafeMutableRawPointer) -> Void,
    finish: @escaping @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Value
) async -> Value {
    let outcome = await girRun(cancellable: cancellable, start: start, finish: finish)
    switch outcome {
    case .success(let value): return value
    case .failure(let error): fatalError("a finish function without errors threw \(error)")
    }
}

@MainActor
private func girRun<Value>(
    cancellable: Bool,
    start: (UnsafeMutablePointer<GCancellable>?, UnsafeMutableRawPointer) -> Void,
    finish: @escaping @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) throws -> Value
) async -> Result<Value, any Error> {
    let call = GIRAsyncCall(finish: finish)
    let box = cancellable ? GIRCancellable() : nil
    await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
            call.continuation = continuation
            start(box?.pointer, Unmanaged.passRetained(call as GIRAsyncCallBase).toOpaque())
        }
    } onCancel: {
        box?.cancel()
    }
    withExtendedLifetime(box) {}
    return call.outcome ?? .failure(GLibError(domain: "gir-swift", code: 0, message: "no result"))
}

extension GLibError {
    /// Whether this is `G_IO_ERROR_CANCELLED`.
    var isCancellation: Bool {
        domain == "g-io-error-quark" && code == Int32(G_IO_ERROR_CANCELLED.rawValue)
    }
}
