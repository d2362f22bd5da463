import Foundation
import UserProfile

/// A post written into a new database on first run, together with the sample profile.
public struct SamplePost: Sendable, Equatable {
    /// When it was posted.
    public let date: Date
    /// Its text.
    public let body: String

    /// A sample post (tests, demos).
    public init(date: Date, body: String) {
        self.date = date
        self.body = body
    }

    /// The posts a first run shows: a few short notes dated shortly before `now`, newest
    /// first, that say what the screen demonstrates.
    public static func introduction(now: Date = Date()) -> [SamplePost] {
        let hour: TimeInterval = 3600
        return [
            SamplePost(
                date: now.addingTimeInterval(-2 * hour),
                body: "Welcome! This is a sample post. Posts load on their own, independently of the profile above."
            ),
            SamplePost(
                date: now.addingTimeInterval(-26 * hour),
                body: "Try --simulate-failures posts: the profile stays on screen and only the posts show an error with Retry."
            ),
            SamplePost(
                date: now.addingTimeInterval(-74 * hour),
                body: "Change your username in the editor; your posts stay as they are."
            ),
        ]
    }
}
