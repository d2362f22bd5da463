import OpenCombine

/// An error row (the profile screen's `ErrorViewModel`): the message, the button's title, and
/// the action the button runs, which returns states of `State`, the state type of the container
/// the view must observe it on (``LoadUserProfileViewState`` for the profile's error,
/// ``PostsViewState`` for the posts'). The type keeps the view from observing the posts' Retry
/// on the profile's container.
///
/// **Equality compares content, not the action.** Closures cannot be compared, and two rows
/// with the same message and title are the same row to the user, so a list keeps the row's
/// widget when a failure repeats. The action is the one of the model the row was made from,
/// like a builder-pattern model's action; rebuilt models carry equivalent actions (same
/// profile, same repository). A view should still read the action from the row it shows *now*
/// when the button is clicked (e.g. `ListViewController.rows`), never keep the closure of the
/// row it was first given.
public struct ErrorViewModel<State>: Sendable, Equatable, CustomStringConvertible {
    /// What failed and why, as a sentence.
    public let message: String
    /// The button's title ("Retry").
    public let actionTitle: String
    /// What the button does; observe it on the container of `State`.
    public let action: @Sendable () -> AnyPublisher<State, Never>

    /// An error row with these values.
    public init(message: String, actionTitle: String, action: @escaping @Sendable () -> AnyPublisher<State, Never>) {
        self.message = message
        self.actionTitle = actionTitle
        self.action = action
    }

    /// Same message and title (the action is not compared; see the type's notes).
    public static func == (lhs: ErrorViewModel, rhs: ErrorViewModel) -> Bool {
        lhs.message == rhs.message && lhs.actionTitle == rhs.actionTitle
    }

    /// `ErrorViewModel(message: "…", actionTitle: "Retry")`, for test failure messages.
    public var description: String {
        "ErrorViewModel(message: \(message.debugDescription), actionTitle: \(actionTitle.debugDescription))"
    }
}
