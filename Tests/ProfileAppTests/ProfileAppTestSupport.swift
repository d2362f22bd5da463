import UserProfile
@testable import ProfileApp

/// The source tree's `Resources/` (the same files `swift run` uses).
let testResources: ResourceLocator = {
    guard let directory = ResourceLocator.sourceTreeResources() else {
        fatalError("Resources/ not found next to Sources/ProfileApp")
    }
    return ResourceLocator(directory: directory)
}()

/// A sample profile for view tests.
let alice = UserData(id: 1, username: "alice", realName: "Alice Example")
