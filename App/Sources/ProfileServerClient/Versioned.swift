import UserProfile

/// A value as the server holds it, with its version: the server's ETag is `"<version>"`, so
/// a revalidation sends the version back and a change says which version it changes.
public struct Versioned<Value: Sendable & Equatable>: Sendable, Equatable {
    public var value: Value
    /// Grows by one with every change on the server; never below 1.
    public var version: Int64

    public init(_ value: Value, version: Int64) {
        self.value = value
        self.version = version
    }

    /// The strong entity tag of this version, as the server writes it.
    public var entityTag: String { "\"\(version)\"" }

    /// The version in a strong entity tag the server wrote (`"7"`), or nil for anything else.
    static func version(ofEntityTag tag: String) -> Int64? {
        guard tag.count >= 3, tag.first == "\"", tag.last == "\"" else { return nil }
        return Int64(tag.dropFirst().dropLast())
    }
}

/// The answer to "is my copy still current?" (`If-None-Match`).
public enum Revalidation<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The server answered 304: the copy with this version is current.
    case unchanged
    /// The server's current value, newer than (or instead of) the copy.
    case changed(Versioned<Value>)
}

/// What became of a username change sent with `If-Match`.
public enum UsernameChangeOutcome: Sendable, Equatable {
    /// Stored; the server's profile after the change.
    case saved(Versioned<UserData>)
    /// The profile changed on the server since the version the change was made on (412):
    /// nothing was stored; the server's current profile, for the person to decide.
    case versionMismatch(current: Versioned<UserData>)
    /// The server refused the username (409: taken, 422: breaks the rules), with its reason.
    case rejected(reason: String)
}
