import Foundation
import Locking
import OpenCombine
import UserProfile

/// A repository's publisher, as the tests hold them.
typealias AnyPublisherOf<Output> = AnyPublisher<Output, UserProfileRepositoryError>

/// A fresh folder for a test's cache, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("ProfileSyncTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Every username an observation of the profile delivers, in order (any thread).
final class ObservedNames {
    private let state = Locked<[String]>([])
    private var subscription: AnyCancellable?

    init(_ publisher: AnyPublisherOf<UserData>) {
        subscription = publisher.sink(receiveCompletion: { _ in }, receiveValue: { [state] profile in
            state.withLock { $0.append(profile.username) }
        })
    }

    var names: [String] { state.withLock { $0 } }
}
