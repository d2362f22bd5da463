import Foundation
import ProfileServerClient
import UserProfileStore

extension ProfileSynchronizer {
    /// Follows the server until the calling task is cancelled: opens the user's event stream,
    /// revalidates the profile and posts and sends what is pending each time it (re)connects,
    /// revalidates what each event says changed (a `resync`: both), and resumes after a break
    /// with `Last-Event-ID`. Between failed attempts it waits with ``Backoff`` (or until
    /// ``networkChanged()``), and the status says when it tries next.
    public func follow() async {
        while !Task.isCancelled {
            let generation = wakeSignal.generation
            do {
                let changes = try await client.events(userId: userId, after: lastEventID, silenceLimit: eventSilenceLimit)
                markOnline()
                await catchUp()
                try await consume(changes)
            } catch let error as ServerClientError {
                record(error)
            } catch {
                // Cancelled: the loop ends.
            }
            if Task.isCancelled { break }
            if case .online = currentStatus.connection { backoff.reset() }
            let delay = backoff.next(retryAfter: serverRetryAfter, using: &random)
            serverRetryAfter = nil
            let retryAt = Date().addingTimeInterval(Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18)
            broadcast.update { status in
                if case .offline(let reason, _) = status.connection { status.connection = .offline(reason: reason, retryAt: retryAt) }
            }
            await wakeSignal.wait(after: generation, atMost: delay)
        }
    }

    /// After a (re)connection: the server may have changed anything while we were away.
    private func catchUp() async {
        _ = try? await revalidateProfile()
        try? await revalidatePosts()
        await sendPending()
    }

    /// Applies the stream's changes until it ends, breaks, or a request elsewhere found the
    /// server unreachable (the stream may look open on a dead link: it is replaced).
    private func consume(_ changes: AsyncThrowingStream<ServerChange, any Error>) async throws {
        let generation = wakeSignal.generation
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { [self] in
                for try await change in changes {
                    await apply(change)
                }
                throw ServerClientError.unreachable(detail: "the server ended the event stream")
            }
            group.addTask { [self] in
                var seen = generation
                while !Task.isCancelled {
                    await wakeSignal.wait(after: seen)
                    seen = wakeSignal.generation
                    if currentStatus.isOffline { return }
                }
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    /// Revalidates what a change names when the cache does not have that version yet, and
    /// remembers where to resume.
    private func apply(_ change: ServerChange) async {
        switch change {
        case .profile(let version, let eventID):
            if cachedVersion(of: .profile).map({ $0 < version }) ?? true { _ = try? await revalidateProfile(joining: false) }
            lastEventID = eventID ?? lastEventID
        case .posts(let version, let eventID):
            if cachedVersion(of: .posts).map({ $0 < version }) ?? true { try? await revalidatePosts(joining: false) }
            lastEventID = eventID ?? lastEventID
        case .resync(let eventID):
            _ = try? await revalidateProfile(joining: false)
            try? await revalidatePosts(joining: false)
            lastEventID = eventID ?? lastEventID
        }
    }

}
