/// A weak reference that can be passed to a task without keeping its object alive, so a
/// running action never extends the life of its container.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}

extension WeakReference: Sendable where Object: Sendable {}
