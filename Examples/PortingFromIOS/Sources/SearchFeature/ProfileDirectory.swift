import Synchronization

/// The search feature's model: a class, as many iOS code bases have them, holding a cache
/// that it fills. Not `Sendable`, and it needs not be: actions hand it over (`sending`).
///
/// Its async method is a plain `async` method, as the Apple library's 2.0 writes them: an
/// action runs it off the main actor. A search superseded by a newer one may still be
/// finishing while the newer one runs, so the cache and the count are behind a lock.
public final class ProfileDirectory {
    private let names: [String]
    private let memory = Mutex<(cache: [String: [String]], lookups: Int)>(([:], 0))

    /// How many searches reached the directory (cached answers do not count).
    public var lookups: Int { memory.withLock { $0.lookups } }

    /// A directory of `names`.
    public init(names: [String]) {
        self.names = names
    }

    /// The names containing `query`, case-insensitively, sorted; every name for an empty query.
    public func search(_ query: String) async -> [String] {
        let key = query.lowercased()
        if let cached = memory.withLock({ $0.cache[key] }) { return cached }
        await Task.yield()  // a real suspension point, as a network call would have
        let found = key.isEmpty ? names.sorted() : names.filter { $0.lowercased().contains(key) }.sorted()
        memory.withLock { memory in
            memory.lookups += 1
            memory.cache[key] = found
        }
        return found
    }
}
