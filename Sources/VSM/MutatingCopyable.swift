/// Copy-and-change in one expression, for view states and models that are structs
/// (the Apple library's `MutatingCopyable`):
///
/// ```swift
/// struct EditingModel: MutatingCopyable { var draft: String; … }
/// let next = model.copy(mutating: { $0.draft = text })
/// let same = model.copy(mutatingPath: \.draft, value: text)
/// ```
///
/// Guarantees: `self` is never changed; the result is `self` with only the given change.
/// Conform by declaring it: every member is provided. Meant for value types; on a class the
/// "copy" is the same instance, so the change is visible through every reference.
public protocol MutatingCopyable {}

extension MutatingCopyable {
    /// A copy of `self` after `mutator` has changed it. `mutator` runs once, synchronously,
    /// on the calling thread; an error it throws is rethrown and no copy is returned.
    public func copy(mutating mutator: (inout Self) throws -> Void) rethrows -> Self {
        var copy = self
        try mutator(&copy)
        return copy
    }

    /// A copy of `self` with the property at `keyPath` set to `value`.
    public func copy<Value>(mutatingPath keyPath: WritableKeyPath<Self, Value>, value: Value) -> Self {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }

    /// The Apple library's other spelling of ``copy(mutatingPath:value:)``.
    public func copy<Value>(mutating keyPath: WritableKeyPath<Self, Value>, value: Value) -> Self {
        copy(mutatingPath: keyPath, value: value)
    }
}
