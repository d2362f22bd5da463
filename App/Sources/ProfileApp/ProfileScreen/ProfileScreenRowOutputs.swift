import Foundation
import Gtk
import UserProfile

/// Carries what the profile screen's rows report to the screen. The list makes rows before
/// the screen has finished initializing, so each row reports into this, and the screen
/// connects to it once it exists. Main actor; outputs are delivered at once, in order, and
/// dropped while nothing is connected.
@MainActor
final class ProfileScreenRowOutputs {
    /// What a row reports.
    enum Output {
        /// Retry on the profile's error row.
        case retryProfile
        /// Retry on the posts' error row.
        case retryPosts
        /// A website the person activated.
        case open(WebsiteLink)
        /// The row now shows the editor's place: the editor goes into `container`.
        case editorPlaceShown(in: Box)
    }

    /// The screen's handler, set once the screen exists.
    var receiver: (@MainActor (Output) -> Void)?

    init() {}

    func send(_ output: Output) {
        receiver?(output)
    }
}
