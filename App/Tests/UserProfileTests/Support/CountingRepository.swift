import Foundation
import Locking
import OpenCombine
import UserProfile

/// Passes everything to a real repository and counts the saves that reach it.
final class CountingRepository: UserProfileRepository {
    let wrapped: any UserProfileRepository
    private let saves = Locked(0)

    init(_ wrapped: any UserProfileRepository) {
        self.wrapped = wrapped
    }

    var saveCount: Int { saves.withLock { $0 } }

    func load(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> { wrapped.load(userId: userId) }
    func reload(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> { wrapped.reload(userId: userId) }
    func observe(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> { wrapped.observe(userId: userId) }

    func save(_ username: Username, userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        saves.withLock { $0 += 1 }
        return wrapped.save(username, userId: userId)
    }
}
