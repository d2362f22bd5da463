/// Holds a Swift closure for C: passed as a callback's user data, so a C thunk (which
/// cannot capture anything) finds the closure to run.
@_spi(GeneratedBindings) public final class GIRClosure<Function> {
    /// The closure.
    public let function: Function

    /// A box for `function`.
    public init(_ function: Function) { self.function = function }
}

/// The destroy-notify of callbacks with scope `notified`: releases the box that
/// `Unmanaged.passRetained` gave to C, exactly once, when C is done with the callback.
@_spi(GeneratedBindings) public var girReleaseClosure: @convention(c) (UnsafeMutableRawPointer?) -> Void {
    { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }
}
