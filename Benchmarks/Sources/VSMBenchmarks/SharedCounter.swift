import Synchronization

/// A counter a producer thread bumps (or adds to) and the main thread reads (relaxed: the benchmark only
/// needs a value that is never ahead of the truth by more than the in-flight increment).
final class SharedCounter: Sendable {
    private let storage = Atomic<Int>(0)

    func increment() {
        storage.add(1, ordering: .relaxed)
    }

    func add(_ amount: Int) {
        storage.wrappingAdd(amount, ordering: .relaxed)
    }

    var value: Int {
        storage.load(ordering: .relaxed)
    }
}
