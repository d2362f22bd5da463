/// The identifier of a debounced `observe` call that names no explicit identifier: the
/// source location of the call, so each call site debounces independently.
public struct DebounceCallSite: Hashable, Sendable {
    /// The file of the call (`#file`), as the compiler spelled it.
    public let file: String
    /// The line of the call (`#line`).
    public let line: UInt

    /// The call site `file`:`line` (pass `#file` and `#line` through default arguments).
    public init(file: String, line: UInt) {
        self.file = file
        self.line = line
    }
}
