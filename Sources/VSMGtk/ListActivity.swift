/// Counts what a ``ListViewController`` does, for tests and benchmarks: how many row widgets
/// it made and how many times it showed a row's value in one (for a ``ColumnViewController``:
/// cell widgets made, and cells shown). A list counts only while one is installed in
/// ``ListViewController/activity`` (none by default), so an app pays one `nil` check per
/// event.
///
/// Instrumentation, not API: it and the `activity` properties are `@_spi(Instrumentation)`, so
/// an app's code does not see them; a test or benchmark imports VSMGtk with
/// `@_spi(Instrumentation) import VSMGtk`. Main thread only, like the list.
@_spi(Instrumentation)
@MainActor
public final class ListActivity {
    /// Row widgets made since installation (calls of `makeRow`; GTK recycles them).
    public internal(set) var rowWidgetsCreated = 0
    /// `update` calls since installation (a widget shown a row's new value).
    public internal(set) var rowUpdates = 0

    /// Counters at zero.
    public init() {}
}
