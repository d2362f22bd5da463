/// Where preferences are kept: GSettings in the app, memory in tests. Main actor, as
/// GSettings is.
@MainActor
public protocol PreferencesStore: AnyObject {
    /// What is stored now.
    func read() -> NotesPreferences
    /// Stores `preferences`; throws when the system refuses (a key locked down by the administrator).
    func write(_ preferences: NotesPreferences) throws
}

/// A `PreferencesStore` in memory: for tests, and for a run without the installed schema.
@MainActor
public final class InMemoryPreferencesStore: PreferencesStore {
    public private(set) var stored: NotesPreferences
    /// The error every write throws from now on (`nil`: writes succeed).
    public var failure: (any Error)?

    public init(_ preferences: NotesPreferences = NotesPreferences()) { stored = preferences }

    public func read() -> NotesPreferences { stored }

    public func write(_ preferences: NotesPreferences) throws {
        if let failure { throw failure }
        stored = preferences
    }
}
