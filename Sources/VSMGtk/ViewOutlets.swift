import Gtk

/// The typed outlets of a GtkBuilder layout, looked up once: the counterpart of a
/// storyboard's `@IBOutlet`s, without optionals or force unwraps.
///
/// ```swift
/// struct Outlets: ViewOutlets {
///     let spinner: Spinner
///     let retryButton: Button
///     init(builder: Builder) throws {
///         spinner = try builder.object(id: "spinner")
///         retryButton = try builder.object(id: "retry_button")
///     }
/// }
/// ```
///
/// `BuilderViewController` builds the outlets in its initializer, right after loading the
/// layout: a missing id or a wrong type fails the controller's initializer with a
/// `BuilderLookupError` naming the file, the id and the types. Built on the main actor.
public protocol ViewOutlets {
    /// Looks up every outlet in `builder`; throws `BuilderLookupError` on the first missing or
    /// mistyped object.
    @MainActor init(builder: Builder) throws
}

/// Outlets of a layout whose controller needs no widget but the root.
public struct NoOutlets: ViewOutlets {
    /// Looks up nothing.
    public init(builder: Builder) throws {}
}
