import Foundation
import ProfileServerClient
import ProfileSync
import UserProfile
import UserProfileStore
import XCTest

/// The app's server mode on a lab's server: a SQLite cache in a folder of its own (no
/// sample profile), its outbox, the client over libsoup and the synchronizer, as
/// `StoreRegistry` puts them together. ``reopen()`` is the app started again on the same
/// cache (after a quit or a kill).
@MainActor
final class SyncFixture {
    let lab: NetworkLab
    let folder: String
    private(set) var store: SQLiteUserProfileRepository
    private(set) var synchronizer: ProfileSynchronizer
    private(set) var repository: SyncedProfileRepository
    /// What the app's client has sent to the server, by operation (since the last `reopen`).
    private(set) var requests = RequestCounter()

    static let requestTimeout = Duration.seconds(3)

    let token: String?

    /// - Parameter token: what the app sends for changes (default: the lab's user's token).
    init(lab: NetworkLab, folder: String, token: String?? = .none) {
        self.lab = lab
        self.folder = folder
        self.token = token ?? lab.token
        (store, synchronizer, repository) = Self.make(lab: lab, folder: folder, token: self.token, requests: requests)
    }

    /// A new store, client and synchronizer on the same cache file.
    func reopen() {
        requests = RequestCounter()
        (store, synchronizer, repository) = Self.make(lab: lab, folder: folder, token: token, requests: requests)
    }

    private static func make(lab: NetworkLab, folder: String, token: String?, requests: RequestCounter) -> (SQLiteUserProfileRepository, ProfileSynchronizer, SyncedProfileRepository) {
        let store = SQLiteUserProfileRepository(location: ProfileStoreLocation(dataDirectory: folder), sampleProfile: nil)
        let client = ProfileServerClient(serverURL: lab.serverURL, token: token, transport: SoupTransport(requestTimeout: requestTimeout),
                                         middlewares: [requests])
        let synchronizer = ProfileSynchronizer(client: client, cache: ServerCache(repository: store), userId: lab.userID,
                                               eventSilenceLimit: .seconds(3))
        return (store, synchronizer, SyncedProfileRepository(store: store, synchronizer: synchronizer, follows: false))
    }

    /// Another device: its own client of `url` (default the lab's server).
    func otherDevice(_ url: URL? = nil) -> ProfileServerClient {
        ProfileServerClient(serverURL: url ?? lab.serverURL, token: lab.token, transport: SoupTransport(requestTimeout: Self.requestTimeout))
    }

    /// What the server's database holds as the username now.
    func serverUsername() throws -> String {
        try lab.query("SELECT username FROM users WHERE id = \(lab.userID)")
    }
}
