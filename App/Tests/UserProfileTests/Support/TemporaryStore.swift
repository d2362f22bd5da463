import UserProfile
import UserProfileStore

/// The real SQLite store in a fresh temporary directory, which creates profile 1 from the
/// given sample on first use. `remove()` deletes the directory and everything in it.
final class TemporaryStore {
    let directory: TemporaryDirectory
    let repository: SQLiteUserProfileRepository

    /// - Parameter inMemory: put the directory on tmpfs when available (see
    ///   `TemporaryDirectory`), for tests doing thousands of commits.
    init(username: String = "sample", realName: String = "Sample", inMemory: Bool = false) throws {
        let directory = try TemporaryDirectory(inMemory: inMemory)
        self.directory = directory
        do {
            repository = SQLiteUserProfileRepository(
                location: ProfileStoreLocation(dataDirectory: directory.path),
                sampleProfile: SampleProfile(username: try Username(validating: username), realName: realName)
            )
        } catch {
            directory.remove()
            throw error
        }
    }

    func remove() {
        directory.remove()
    }
}
