/// A weak reference that can be passed to a task without keeping its object alive, so a
/// running action never extends the life of its container.
@usableFromInline
struct WeakReference<Object: AnyObject> {
    @usableFromInline weak var object: Object?

    @inlinable
    init(_ object: Object) {
        self.object = object
    }
}

extension WeakReference: Sendable where Object: Sendable {}
