import Foundation
import OpenCombine

/// A small view state like a feature's: `Equatable`, so journeys compare directly.
enum LoadState: Equatable, Sendable {
    case initialized
    case loading
    case loaded(String)
    case failed(message: String)
}

/// A state whose model holds a closure, as the specification's states do: not `Equatable`,
/// so its journeys compare through a projection.
enum ModelState: Sendable {
    case idle(load: @Sendable () -> AnyPublisher<ModelState, Never>)
    case loading
    case loaded(String)

    /// The part a test compares.
    var summary: String {
        switch self {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let name): "loaded(\(name))"
        }
    }
}

/// An error a sequence throws in the tests.
struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

/// Hands a value OpenCombine made (a `Future`'s promise) to another thread.
///
/// `@unchecked Sendable` because OpenCombine predates `Sendable`: a promise may be fulfilled
/// from any thread (its `Future` locks), which is what the test exercises.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
