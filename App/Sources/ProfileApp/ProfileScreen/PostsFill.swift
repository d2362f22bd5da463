/// How many posts the screen shows while it fills a long list in over a few frames: a
/// screenful in the first frame that shows posts, then one more screenful per frame until
/// GTK has made all its row widgets, then twice as many per frame until all are shown.
///
/// Why: as soon as a list has that many rows, GTK 4.8's list view creates, binds and
/// measures about 200 row widgets before it paints, and the posts' rows format one date
/// each. For 10,000 posts that delayed the first frame showing any post (docs/Benchmarks.md,
/// "Long lists"). Filling in steps puts the first screenful on screen at the
/// cost of a short list; the widgets below it are made in the next frames, a screenful at
/// a time (a frame each), while the user is still
/// looking at the top. Past GTK's 200 widgets a new post costs only its row's data, so
/// the steps double.
///
/// A value type with no timing of its own: the screen applies ``limit`` and calls
/// ``grow(postCount:)`` once per frame after the previous step was painted.
struct PostsFill: Equatable {
    /// The posts shown in the first frame: more than a maximized window shows (a post is
    /// at least 60 px tall) and far fewer than GTK's 200 widgets.
    static let firstScreenful = 40
    /// The row widgets GTK 4.8's list view makes at most, whatever the list's length.
    static let rowWidgetLimit = 200

    /// How many posts (the newest) to show now; `nil` when all of them are shown.
    private(set) var limit: Int?

    /// Whether the list is still being filled in.
    var isFilling: Bool { limit != nil }

    /// Starts filling when there are more than a screenful of posts to show; otherwise
    /// all are shown at once. Returns whether filling started.
    mutating func start(postCount: Int) -> Bool {
        limit = postCount > Self.firstScreenful ? Self.firstScreenful : nil
        return isFilling
    }

    /// The next step: a screenful more while GTK still makes a widget per new row, then
    /// twice as many posts; all of them once that reaches `postCount` (the count may have
    /// changed since the last step). Returns whether filling goes on.
    mutating func grow(postCount: Int) -> Bool {
        guard let limit else { return false }
        let next = limit < Self.rowWidgetLimit ? limit + Self.firstScreenful : limit * 2
        self.limit = next < postCount ? next : nil
        return isFilling
    }

    /// Shows all posts from now on (the posts are no longer `loaded`, or the screen has no
    /// frames to fill them in over).
    mutating func stop() {
        limit = nil
    }
}
