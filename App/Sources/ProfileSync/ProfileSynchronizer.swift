import Foundation
import OpenCombine
import ProfileServerClient
import UserProfile
import UserProfileStore

/// Keeps the app's SQLite cache of one user's profile and posts in step with the profile
/// server, and sends the usernames saved while the server could not be reached.
///
/// Guarantees:
/// - **The cache is the truth the window shows.** Everything the server says is written to
///   the cache first; the window observes the cache. A username saved while offline is in
///   the cache and in its outbox in one transaction, so quitting or a kill loses nothing.
/// - **A failed request is what says "offline"**, never a guess: ``status`` turns offline when
///   a request could not reach the server and online when one got an answer.
/// - **Retries** back off exponentially with jitter, never sooner than the server's
///   `Retry-After`; ``networkChanged()`` (the desktop's network monitor) retries at once.
/// - **No lost update.** A pending username is sent with `If-Match` on the version it was
///   typed on. A 412 whose current username is ours is success (an earlier answer was lost);
///   any other 412 becomes a ``UsernameConflict`` for the person to decide.
/// - Any task may call it (an actor); the cache's transactions run on its own queue.
public actor ProfileSynchronizer {
    public let userId: Int64
    let client: ProfileServerClient
    let cache: ServerCache
    let broadcast: SyncStatusBroadcast
    var backoff = Backoff()
    var random = SystemRandomNumberGenerator()
    /// Wakes the follower loop early (network changed, a request failed while it streamed).
    let wakeSignal = WakeSignal()
    /// How long the server last asked to wait (`Retry-After` of a 503), until the next attempt.
    var serverRetryAfter: Duration?
    /// Where the event stream resumes after a break (`Last-Event-ID`).
    var lastEventID: String?
    /// How long an event stream may stay silent (the server's heartbeats included).
    let eventSilenceLimit: Duration
    /// The profile and posts requests on their way, which callers asking meanwhile join.
    var profileRequest = SharedRequest<UserData?>()
    var postsRequest = SharedRequest<Void>()

    public init(client: ProfileServerClient, cache: ServerCache, userId: Int64, eventSilenceLimit: Duration = .seconds(45)) {
        self.client = client
        self.cache = cache
        self.userId = userId
        self.eventSilenceLimit = eventSilenceLimit
        let pending = try? cache.pendingChange(userId: userId)
        broadcast = SyncStatusBroadcast(SyncStatus(pending: pending ?? nil))
    }

    /// The current status, then every change (any thread).
    public nonisolated var status: AnyPublisher<SyncStatus, Never> { broadcast.publisher }

    /// The status now.
    public nonisolated var currentStatus: SyncStatus { broadcast.current }

    /// The server version of the cached `resource` (nil: none cached, or the cache fails).
    public nonisolated func cachedVersion(of resource: ServerResource) -> Int64? {
        (try? cache.version(of: resource, userId: userId)) ?? nil
    }

    /// The desktop says the network changed: try now rather than at the next backoff.
    public nonisolated func networkChanged() {
        wakeSignal.signal()
    }

    // MARK: Reading

    /// Asks the server whether the cached profile is current and stores its answer.
    /// Connectivity failures mark the status offline and leave the cache as it is.
    ///
    /// - Parameter joining: when a profile request is already on its way, wait for its
    ///   answer rather than send another (a window's first load, its posts and the follower
    ///   all ask at once on a cold start). False when the answer must be newer than this
    ///   call, because the server said it changed.
    @discardableResult
    public func revalidateProfile(joining: Bool = true) async throws(UserProfileRepositoryError) -> UserData? {
        let request = profileRequest.request(joining: joining) {
            Task { do throws(UserProfileRepositoryError) { return .success(try await fetchProfile()) } catch { return .failure(error) } }
        }
        let result = await request.value
        profileRequest.answered(request)
        return try result.get()
    }

    /// Asks the server whether the cached posts are current and stores its answer. The
    /// profile must be cached first (posts belong to it).
    ///
    /// - Parameter joining: as for ``revalidateProfile(joining:)``.
    public func revalidatePosts(joining: Bool = true) async throws(UserProfileRepositoryError) {
        let request = postsRequest.request(joining: joining) {
            Task { do throws(UserProfileRepositoryError) { return .success(try await fetchPosts()) } catch { return .failure(error) } }
        }
        let result = await request.value
        postsRequest.answered(request)
        try result.get()
    }

    private func fetchProfile() async throws(UserProfileRepositoryError) -> UserData? {
        let known = try? cache.version(of: .profile, userId: userId)
        let answer: Revalidation<UserData>
        do {
            answer = try await client.profile(userId: userId, knownVersion: known ?? nil)
        } catch {
            record(error)
            throw .serverUnreachable(detail: error.description)
        }
        markOnline()
        switch answer {
        case .unchanged:
            return nil
        case .changed(let profile):
            return try cache.storeProfile(profile.value, version: profile.version)
        }
    }

    private func fetchPosts() async throws(UserProfileRepositoryError) {
        let known = try? cache.version(of: .posts, userId: userId)
        let answer: Revalidation<[Post]>
        do {
            answer = try await client.posts(userId: userId, knownVersion: known ?? nil)
        } catch {
            record(error)
            throw .serverUnreachable(detail: error.description)
        }
        markOnline()
        if case .changed(let posts) = answer {
            try cache.storePosts(posts.value, userId: userId, version: posts.version)
        }
    }

    // MARK: Sending

    /// Saves `username` in the cache and its outbox (one transaction), then tries to send
    /// it once, unless the server is already known to be unreachable (then it returns at
    /// once and the follower sends it). Throws only when the cache cannot be written.
    public func save(_ username: Username) async throws(UserProfileRepositoryError) -> (UserData, SendOutcome) {
        let queued = try cache.queueUsername(username, userId: userId)
        refreshPending()
        if currentStatus.isOffline {
            // Known unreachable: the save is done here and now; the follower tries at once
            // rather than after its backoff, and sends it when it gets through.
            wakeSignal.signal()
            return (queued, .stillPending)
        }
        let outcome = await sendPending()
        switch outcome {
        case .sent(let stored): return (stored, outcome)
        case .nothingPending, .stillPending, .conflict, .refused, .failed: return (queued, outcome)
        }
    }

    /// Sends the pending username, if any, with `If-Match` on the version it was typed on.
    @discardableResult
    public func sendPending() async -> SendOutcome {
        guard let pending = try? cache.pendingChange(userId: userId) else { return .nothingPending }
        guard let base = pending.baseVersion else {
            // Typed before any server copy: learn the server's version, then send on it.
            do { try await revalidateProfile() } catch { return .stillPending }
            guard let version = cachedVersion(of: .profile), (try? cache.rebaseChange(userId: userId, onto: version)) != nil
            else { return .stillPending }
            return await sendPending()
        }
        if let conflict = currentStatus.conflict { return .conflict(conflict) }
        let outcome: UsernameChangeOutcome
        do {
            outcome = try await client.changeUsername(userId: userId, to: pending.username, version: base)
        } catch {
            // Either way it stays in the outbox and goes again with the next attempt; an
            // answer that cannot be used is also said, since waiting will not fix it.
            record(error)
            return error.isConnectivity ? .stillPending : .failed(reason: error.description)
        }
        markOnline()
        switch outcome {
        case .saved(let profile):
            let stored = (try? cache.completeChange(sent: pending.username, userId: userId, stored: profile.value, version: profile.version)) ?? profile.value
            if let newer = (try? cache.pendingChange(userId: userId)) ?? nil,
               !newer.username.utf8.elementsEqual(pending.username.utf8) {
                // Typed while this one was on its way: it follows our own change, not another
                // device's, so it goes on the version just stored.
                try? cache.rebaseChange(userId: userId, onto: profile.version)
                refreshPending()
                return await sendPending()
            }
            refreshPending()
            return .sent(stored)
        case .versionMismatch(let current):
            if current.value.username.utf8.elementsEqual(pending.username.utf8) {
                // Our earlier request was stored; only its answer was lost.
                let stored = (try? cache.completeChange(sent: pending.username, userId: userId, stored: current.value, version: current.version)) ?? current.value
                refreshPending()
                return .sent(stored)
            }
            let conflict = UsernameConflict(mine: pending.username, theirs: current.value, version: current.version)
            broadcast.update { $0.conflict = conflict }
            return .conflict(conflict)
        case .rejected(let reason):
            if let server = try? await revalidateServerCopy() {
                _ = try? cache.discardChange(userId: userId, server: server.value, version: server.version)
            }
            refreshPending()
            return .refused(reason: reason)
        }
    }

    /// The person's answer to a ``UsernameConflict``: keep the username typed here (sent
    /// again on the server's current version) or take the server's.
    public func resolveConflict(keepMine: Bool) async {
        guard let conflict = currentStatus.conflict else { return }
        if keepMine {
            try? cache.rebaseChange(userId: userId, onto: conflict.version)
        } else {
            _ = try? cache.discardChange(userId: userId, server: conflict.theirs, version: conflict.version)
        }
        broadcast.update { $0.conflict = nil }
        refreshPending()
        if keepMine { await sendPending() }
    }

    /// The server's current profile, ignoring the cached version (to restore after a refusal).
    private func revalidateServerCopy() async throws(ServerClientError) -> Versioned<UserData>? {
        if case .changed(let profile) = try await client.profile(userId: userId, knownVersion: nil) { return profile }
        return nil
    }

    // MARK: Status

    func markOnline() {
        backoff.reset()
        broadcast.update { $0.connection = .online }
    }

    /// A failed request: offline when it did not reach the server. The follower loop is
    /// woken so that a stream that looks open on a dead link is replaced.
    func record(_ error: ServerClientError) {
        guard error.isConnectivity else { return }
        if case .unavailable(let seconds?) = error { serverRetryAfter = .seconds(seconds) }
        broadcast.update { status in
            if case .offline = status.connection { return }
            status.connection = .offline(reason: error.description, retryAt: nil)
        }
        wakeSignal.signal()
    }

    func refreshPending() {
        let pending = try? cache.pendingChange(userId: userId)
        broadcast.update { $0.pending = pending ?? nil }
    }

}
