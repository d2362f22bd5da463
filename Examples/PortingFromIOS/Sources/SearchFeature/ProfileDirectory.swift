/// The search feature's model: a class, as many iOS code bases have them, holding a cache
/// that it mutates. Not `Sendable`, and it needs not be: VSM runs actions on the main actor
/// until they await work isolated elsewhere.
///
/// Its async method is `nonisolated(nonsending)` (Swift 6.2): it runs where its caller runs,
/// the main actor for an action, so a main-actor value may call it.
public final class ProfileDirectory {
    private let names: [String]
    private var cache: [String: [String]] = [:]
    /// How many searches reached the directory (cached answers do not count).
    public private(set) var lookups = 0

    /// A directory of `names`.
    public init(names: [String]) {
        self.names = names
    }

    /// The names containing `query`, case-insensitively, sorted; every name for an empty query.
    nonisolated(nonsending) public func search(_ query: String) async -> [String] {
        let key = query.lowercased()
        if let cached = cache[key] { return cached }
        lookups += 1
        await Task.yield()  // a real suspension point, as a network call would have
        let found = key.isEmpty ? names.sorted() : names.filter { $0.lowercased().contains(key) }.sorted()
        cache[key] = found
        return found
    }
}
