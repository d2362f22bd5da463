import Foundation
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

    /// An empty registry.
    public init() {}

    /// The environment of a window for `options`: the shared store for its data folder,
    /// wrapped in fault injection when a simulate flag asks for it, and its profile id.
    ///
    /// - Parameters:
    ///   - workingDirectory: the launching process's working directory as bytes (nil: this process's).
    ///   - environmentBytes: the launching process's environment, values as bytes (empty:
    ///     this process's). Bytes, so a path that is not valid UTF-8 is refused, never repaired.
    public func environment(
        for options: LaunchOptions,
        workingDirectory: [UInt8]? = nil,
        environmentBytes: [String: [UInt8]] = [:]
    ) -> ProfileEnvironment {
        let store = self.store(at: location(for: options, workingDirectory: workingDirectory,
                                            environmentBytes: environmentBytes))
        return ProfileEnvironment(
            store: store,
            faultInjection: options.faultInjection,
            userID: options.userID ?? SampleProfile.defaultUserId
        )
    }

    /// The shared repository for `location`, created on first use.
    public func store(at location: ProfileStoreLocation) -> SQLiteUserProfileRepository {
        let key = (location.databasePath as NSString).standardizingPath
        if let store = stores[key]?.store { return store }
        stores = stores.filter { $0.value.store != nil }
        let store = SQLiteUserProfileRepository(location: location)
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

/// A store held weakly: the windows own their repositories, the registry only finds them.
private struct WeakStore {
    weak var store: SQLiteUserProfileRepository?
}
