import Gtk
import UserProfile
@testable import ProfileApp

/// A `ProfileApplication` over `repository` and `posts` (three posts by default), registered with GLib (which emits
/// `startup`, installing the style sheet, actions and accelerators) without running its
/// main loop. Throws when registration fails. Call `requireDisplay()` first.
///
/// `applicationID` must differ between live applications: a registered GApplication
/// exports itself on the session bus (when there is one) under its id, even when
/// non-unique.
@MainActor
func registeredApplication(
    _ repository: any UserProfileRepository,
    posts: any PostsRepository = ScriptedPostsRepository(answering: samplePosts(3)),
    applicationID: String
) throws -> ProfileApplication {
    let app = ProfileApplication(
        resources: testResources,
        environment: ProfileEnvironment(repository: repository, posts: posts),
        applicationID: applicationID
    )
    try app.register()
    return app
}
