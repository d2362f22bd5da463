import Foundation
import UserProfile
import UserProfileStore
import XCTest

/// A test case on a real SQLite store in a fresh temporary folder whose sample profile
/// ("sample", "Sample Person") has two posts, "first" and "second"; the folder is removed
/// after each test. Subclass it instead of repeating the set-up.
class PostsStoreTestCase: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
        super.tearDown()
    }

    /// The data folder (the store creates it on first use).
    var dataDirectory: String { directory.appending("data") }
    /// The database file in it.
    var databasePath: String { (dataDirectory as NSString).appendingPathComponent("profile.sqlite") }

    /// A new repository on the folder (each call another connection, as another window
    /// or process would have).
    func makeRepository() throws -> SQLiteUserProfileRepository {
        SQLiteUserProfileRepository(
            location: ProfileStoreLocation(dataDirectory: dataDirectory),
            sampleProfile: SampleProfile(
                username: try Username(validating: "sample"), realName: "Sample Person",
                posts: [
                    SamplePost(date: Date(timeIntervalSince1970: 1_700_000_000), body: "first"),
                    SamplePost(date: Date(timeIntervalSince1970: 1_700_086_400), body: "second"),
                ]
            ),
            busyTimeout: 0.5
        )
    }
}
