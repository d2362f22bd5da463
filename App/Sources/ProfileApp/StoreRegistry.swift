import Foundation
import ProfileServerClient
import ProfileSync
import UserProfile
import UserProfileStore
import UserProfileFaultInjection

/// The stores a running app has open, one `SQLiteUserProfileRepository` per database file,
/// so every window on the same store shares one repository (one connection, one
/// observation) while a window on another `--data-dir` gets its own.
///
/// A launch handled by the running instance is resolved against the *launching* process:
/// a relative `--data-dir` against its working directory, the default store against its
/// `XDG_DATA_HOME` / `HOME`. Stores are held weakly: once no window uses one it closes.
/// Main thread only.
@MainActor
public final class StoreRegistry {
    private var stores: [String: WeakStore] = [:]
    private var syncedStores: [String: WeakSynced] = [:]

    /// An empty registry.
    public init() {}

    /// The environment of a window for `options`: the shared store for its data folder,
    /// wrapped in fault injection when a simulate flag asks for it, and its profile id.
    ///
    /// - Parameters:
    ///   - workingDirectory: the launching process's working directory as bytes (nil: this process's).
    ///   - environmentBytes: the launching process's environment, values as bytes (empty:
    ///     this process's). Bytes, so a path that is not valid UTF-8 is refused, never repaired.
    /// With a server (`--server`, else the `server-url` setting), the store is that server's
    /// cache in the data folder and the environment has the synchronizer that fills it.
    ///
    /// - Throws: ``LaunchProblem`` when the token file cannot be used.
    public func environment(
        for options: LaunchOptions,
        workingDirectory: [UInt8]? = nil,
        environmentBytes: [String: [UInt8]] = [:]
    ) throws(LaunchProblem) -> ProfileEnvironment {
        let location = location(for: options, workingDirectory: workingDirectory, environmentBytes: environmentBytes)
        let userID = options.userID ?? SampleProfile.defaultUserId
        guard let server = options.server ?? ServerSetting.url() else {
            return ProfileEnvironment(store: store(at: location), faultInjection: options.faultInjection, userID: userID)
        }
        // An explicit --token-file wins; otherwise the desktop's Secret Service, if it runs.
        var token: String?
        if options.tokenFile == nil { token = SecretServiceToken.lookUp(server: server) }
        if var path = options.tokenFile {
            if !path.hasPrefix("/"), let workingDirectory, let directory = PathBytes.decode(workingDirectory) {
                path = directory + "/" + path
            }
            do {
                token = try TokenFile.read(path)
            } catch {
                throw LaunchProblem(description: error.description)
            }
        }
        let synced = self.synced(server: server, token: token, cacheFolder: location.dataDirectory, userID: userID)
        return ProfileEnvironment(store: synced, synchronizer: synced.synchronizer,
                                  faultInjection: options.faultInjection, userID: userID)
    }

    /// The shared client of `server` for profile `userID`, created on first use, with its
    /// cache under `cacheFolder/servers/`.
    public func synced(server: URL, token: String?, cacheFolder: String, userID: Int64) -> SyncedProfileRepository {
        let cache = ProfileStoreLocation(dataDirectory: cacheFolder + "/servers/" + Self.folderName(for: server))
        let key = "\((cache.databasePath as NSString).standardizingPath)#\(userID)"
        if let synced = syncedStores[key]?.repository { return synced }
        syncedStores = syncedStores.filter { $0.value.repository != nil }
        let store = self.store(at: cache, sample: nil)
        let client = ProfileServerClient(serverURL: server, token: token, transport: SoupTransport())
        let synchronizer = ProfileSynchronizer(client: client, cache: ServerCache(repository: store), userId: userID)
        let synced = SyncedProfileRepository(store: store, synchronizer: synchronizer)
        syncedStores[key] = WeakSynced(repository: synced)
        return synced
    }

    /// A folder name for a server's cache: its host and port, readable and safe in a path.
    static func folderName(for server: URL) -> String {
        let port = server.port ?? (server.scheme?.lowercased() == "https" ? 443 : 80)
        let path = server.path.isEmpty || server.path == "/" ? "" : server.path
        let name = "\(server.scheme?.lowercased() ?? "http")-\(server.host ?? "")-\(port)\(path)"
        return String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
    }

    /// The shared repository for `location`, created on first use; a new database gets
    /// `sample` (a server's cache: none).
    public func store(at location: ProfileStoreLocation, sample: SampleProfile? = .currentUser()) -> SQLiteUserProfileRepository {
        let key = (location.databasePath as NSString).standardizingPath
        if let store = stores[key]?.store { return store }
        stores = stores.filter { $0.value.store != nil }
        let store = SQLiteUserProfileRepository(location: location, sampleProfile: sample)
        stores[key] = WeakStore(store: store)
        return store
    }

    /// The stores some window still uses (diagnostics and tests).
    public var openStores: [SQLiteUserProfileRepository] {
        stores.values.compactMap(\.store)
    }

    private func location(
        for options: LaunchOptions,
        workingDirectory: [UInt8]?,
        environmentBytes: [String: [UInt8]]
    ) -> ProfileStoreLocation {
        if let directory = options.dataDirectory {
            if let workingDirectory, !directory.hasPrefix("/") {
                return .resolving(directory, against: workingDirectory)
            }
            return ProfileStoreLocation(dataDirectory: directory)
        }
        return environmentBytes.isEmpty
            ? .standard()
            : .standard(environmentBytes: environmentBytes)
    }
}

/// A server's client held weakly, as the stores are.
private struct WeakSynced {
    weak var repository: SyncedProfileRepository?
}

/// A store held weakly: the windows own their repositories, the registry only finds them.
private struct WeakStore {
    weak var store: SQLiteUserProfileRepository?
}
