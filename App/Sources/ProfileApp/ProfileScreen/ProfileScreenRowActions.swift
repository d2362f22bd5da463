import Foundation
import Gtk

/// How a row of the profile screen reaches its screen: Retry, opening a website, hosting
/// the editor. Rows are made by the list before the screen finishes initializing, so they
/// get this link, which the screen fills in; it holds the screen weakly (the screen owns
/// the list, which owns the rows). Main actor.
@MainActor
final class ProfileScreenRowActions {
    weak var screen: ProfileScreenViewController?

    init() {}

    func retryProfile() { screen?.retryProfile() }
    func retryPosts() { screen?.retryPosts() }
    func open(_ url: URL) { screen?.openLink(url) }
    func embedEditor(in container: Box) { screen?.embedEditor(in: container) }
}
