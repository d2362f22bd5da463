import Foundation

/// Values collected from several threads, in the order they arrived.
final class CollectedResults<Element>: @unchecked Sendable {
    // @unchecked Sendable: `values` is only touched under `lock`.
    private let lock = NSLock()
    private var values: [Element] = []

    func add(_ value: Element) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
