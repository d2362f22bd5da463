import UserProfile
@testable import ProfileApp

/// The app's embedded bundle, registered (the same files the app runs with).
@MainActor
var testResources: AppResources {
    do {
        return try AppResources.load()
    } catch {
        fatalError("the embedded GResource bundle is broken: \(error)")
    }
}

/// A sample profile for view tests.
let alice = UserData(id: 1, username: "alice", realName: "Alice Example")
