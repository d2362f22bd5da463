import Gtk

/// A view controller whose layout is a GtkBuilder `.ui` file (the storyboard of this
/// world), with its outlets in a typed struct.
///
/// ```swift
/// final class ProfileViewController: BuilderViewController<ProfileViewController.Outlets> {
///     struct Outlets: ViewOutlets {
///         let spinner: Spinner
///         init(builder: Builder) throws { spinner = try builder.object(id: "spinner") }
///     }
///     @RenderedViewState var state: ProfileViewState
///
///     init(state: ProfileViewState, uiFile: String) throws {
///         _state = .init(wrappedValue: state, render: Self.render)
///         try super.init(uiFile: uiFile, rootID: "root")
///     }
///     override func viewDidAppear() {
///         if case .initialized(let loader) = state { $state.observe(loader.load()) }
///     }
///     func render() { switch state { … outlets.spinner.start() … } }
/// }
/// ```
///
/// Guarantees: the initializer parses the layout, finds the root widget and builds
/// `outlets`, and throws a `BuilderLookupError` naming the file and the id when any of that
/// fails, so a controller that exists has every outlet. It calls no override: the
/// lifecycle (`viewDidLoad()` and the appearance calls) is that of `ViewController` and
/// starts on the first access of `view`. Main actor only.
@MainActor
open class BuilderViewController<Outlets: ViewOutlets>: ViewController {
    /// The typed outlets of the layout, built in the initializer.
    public let outlets: Outlets

    /// The builder the layout came from. It keeps the file's top-level objects alive
    /// while the controller exists.
    public let builder: Builder

    private let rootWidget: Widget

    /// Loads the layout from the GtkBuilder file at `uiFile`; the root widget is the
    /// object with id `rootID`. Throws `BuilderLookupError` (naming the file and the id) when
    /// the file cannot be loaded, the root is missing or not a widget, or an outlet is
    /// missing or mistyped.
    public init(uiFile: String, rootID: String) throws {
        let builder = try Builder.load(file: uiFile)
        self.builder = builder
        rootWidget = try builder.object(Widget.self, id: rootID)
        outlets = try Outlets(builder: builder)
        super.init()
    }

    /// Loads the layout from the GtkBuilder file at `uiResource` in the registered GResource
    /// bundles (`/io/github/…/ui/View.ui`, see `Resource.register()`), as
    /// `init(uiFile:rootID:)`; errors name it as `resource://<path>`.
    public init(uiResource: String, rootID: String) throws {
        let builder = try Builder.load(resource: uiResource)
        self.builder = builder
        rootWidget = try builder.object(Widget.self, id: rootID)
        outlets = try Outlets(builder: builder)
        super.init()
    }

    /// Loads the layout from a GtkBuilder document in a string (`name` is used in error
    /// messages), as `init(uiFile:rootID:)`.
    public init(uiString: String, name: String, rootID: String) throws {
        let builder = try Builder.load(string: uiString, name: name)
        self.builder = builder
        rootWidget = try builder.object(Widget.self, id: rootID)
        outlets = try Outlets(builder: builder)
        super.init()
    }

    /// Returns the layout's root widget. Subclasses do not override this.
    override public final func loadView() -> Widget { rootWidget }
}
