import CGtk
import Gtk
import UserProfile
@testable import ProfileApp

/// GLib refused to register a test application; `message` is GLib's reason.
struct ApplicationRegistrationError: Error {
    let message: String
}

/// A `ProfileApplication` over `repository`, registered with GLib (which emits
/// `startup`, installing the style sheet, actions and accelerators) without running its
/// main loop. Throws when registration fails. Call `requireDisplay()` first.
///
/// `applicationID` must differ between live applications: a registered GApplication
/// exports itself on the session bus (when there is one) under its id, even when
/// non-unique.
@MainActor
func registeredApplication(
    _ repository: any UserProfileRepository, applicationID: String
) throws -> ProfileApplication {
    let app = ProfileApplication(
        resources: testResources,
        environment: ProfileEnvironment(repository: repository),
        applicationID: applicationID
    )
    var error: UnsafeMutablePointer<GError>?
    let gApplication = UnsafeMutableRawPointer(app.application.gObject).assumingMemoryBound(to: GApplication.self)
    if g_application_register(gApplication, nil, &error) == 0 {
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown"
        throw ApplicationRegistrationError(message: message)
    }
    return app
}
