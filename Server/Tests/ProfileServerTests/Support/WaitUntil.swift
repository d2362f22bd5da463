import Foundation

/// Checks `condition` every 20 ms until it holds; throws when it has not held within `seconds`.
/// The tests' one way to wait for something another process does.
func waitUntil(_ what: String, within seconds: TimeInterval = 20, _ condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        guard Date() < deadline else { throw HTTPTestClient.Failure(description: "not within \(seconds) s: \(what)") }
        usleep(20_000)
    }
}
