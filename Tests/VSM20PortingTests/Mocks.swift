import Foundation
import TestSupport

/// How often each mocked call was made, and how many of those ran on the main thread: what
/// the tests check to prove `@concurrent` work runs off it.
final class CallLog: Sendable {
    private let entries = Locked<[String: (total: Int, onMainThread: Int)]>([:])

    func record(_ call: String) {
        let onMainThread = Thread.isMainThread
        entries.withLock { entries in
            let entry = entries[call] ?? (0, 0)
            entries[call] = (entry.total + 1, entry.onMainThread + (onMainThread ? 1 : 0))
        }
    }

    func calls(_ call: String) -> Int {
        entries.withLock { $0[call]?.total ?? 0 }
    }

    func callsOnMainThread(_ call: String) -> Int {
        entries.withLock { $0[call]?.onMainThread ?? 0 }
    }
}

struct MockError: Error, CustomStringConvertible, LocalizedError {
    let message: String
    var description: String { message }
    var errorDescription: String? { message }
}

// MARK: Items

final class MockItemsRepository: ItemsRepository, Sendable {
    let log = CallLog()
    private let storage: Locked<(items: [Item], failingLoads: Int)>

    init(items: [Item], failingLoads: Int = 0) {
        storage = Locked((items, failingLoads))
    }

    func setItems(_ items: [Item]) {
        storage.withLock { $0.items = items }
    }

    func loadItems() throws -> [Item] {
        log.record("loadItems")
        return try storage.withLock { storage in
            if storage.failingLoads > 0 {
                storage.failingLoads -= 1
                throw MockError(message: "offline")
            }
            return storage.items
        }
    }

    func removeItem(id: Int) throws -> [Item] {
        log.record("removeItem")
        return storage.withLock { storage in
            storage.items.removeAll { $0.id == id }
            return storage.items
        }
    }
}

struct MockItemsDependencies: ItemsDependencies {
    let itemsRepository: ItemsRepository
}

// MARK: User profile

/// Answers loads and saves from scripted results, in order; a closed `gate` holds every
/// call until it opens, and `cancelled` is set when a held call's task is cancelled.
final class MockUserDataRepository: UserDataProviding, UserDataStore, Sendable {
    let log = CallLog()
    let gate: Gate?
    let cancelled = Flag()
    /// Calls that have returned (or thrown) to the model.
    let returned = Counter()
    private let results: Locked<(loads: [Result<UserData, MockError>], saves: [Result<UserData, MockError>])>

    init(
        loads: [Result<UserData, MockError>] = [],
        saves: [Result<UserData, MockError>] = [],
        gate: Gate? = nil
    ) {
        self.results = Locked((loads, saves))
        self.gate = gate
    }

    func load(userId: Int) async throws -> UserData {
        try await load()
    }

    func load() async throws -> UserData {
        log.record("load")
        await gate?.wait(reportingCancellationTo: cancelled)
        defer { returned.increment() }
        return try results.withLock { $0.loads.removeFirst() }.get()
    }

    func save(username: String, userId: Int) async throws -> UserData {
        log.record("save")
        await gate?.wait(reportingCancellationTo: cancelled)
        defer { returned.increment() }
        return try results.withLock { $0.saves.removeFirst() }.get()
    }
}

struct MockUserDependencies: UserDataProvidingDependency, UserDataStoreDependency {
    let repository: MockUserDataRepository
    var userDataRepository: UserDataProviding { repository }
    var userDataStore: UserDataStore { repository }
}

// MARK: Cart

final class MockCartStore: CartStore, CheckoutStore, Sendable {
    let log = CallLog()
    private let storage: Locked<(products: [CartProduct], failingCalls: Int)>

    init(products: [CartProduct], failingCalls: Int = 0) {
        storage = Locked((products, failingCalls))
    }

    private func failIfAsked() throws {
        try storage.withLock { storage in
            if storage.failingCalls > 0 {
                storage.failingCalls -= 1
                throw MockError(message: "cart unavailable")
            }
        }
    }

    func getCartProducts() async throws -> [CartProduct] {
        log.record("getCartProducts")
        try failIfAsked()
        return storage.withLock { $0.products }
    }

    func removeProduct(id: Int) async throws {
        log.record("removeProduct")
        try failIfAsked()
        storage.withLock { $0.products.removeAll { $0.id == id } }
    }

    func checkout() async throws {
        log.record("checkout")
        try failIfAsked()
        storage.withLock { $0.products = [] }
    }
}

struct MockCartDependencies: CartStoreDependency {
    let cartStore: CartStore
}

final class MockFavorites: FavoritesRecording, Sendable {
    private let toggled = Locked<[Int]>([])
    var toggledIds: [Int] { toggled.withLock { $0 } }

    func toggleFavorite(productId: Int) {
        toggled.withLock { $0.append(productId) }
    }
}

// MARK: Search

final class MockNameIndex: NameIndex, Sendable {
    let log = CallLog()
    private let names: [String]

    init(names: [String]) {
        self.names = names
    }

    func names(matching query: String) -> [String] {
        log.record("names")
        return names.filter { $0.lowercased().contains(query.lowercased()) }.sorted()
    }
}
