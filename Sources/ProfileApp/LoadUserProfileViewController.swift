import Gtk
import Localization
import UserProfile
import VSM
import VSMCombine
import VSMGtk

/// The loader screen of seed 000: a spinner while the profile loads, an error box
/// (message + Retry) when loading fails, and the editor as a child controller once
/// the profile is loaded.
///
/// The state changes only through `$state.observe(…)` of an action unwrapped from the
/// current state; `render()` configures every widget for every state (exhaustive
/// switch, no `default`). Main thread only. With `VSM_DEBUG=1` every transition is
/// logged as `vsm[<secs>] LoadUserProfileViewState didSet …`.
@MainActor
public final class LoadUserProfileViewController: BuilderViewController<LoadUserProfileViewController.Outlets> {
    /// The widgets of `LoadUserProfileView.ui` (seed 000's `@IBOutlet`s), looked up once
    /// when the controller is created.
    public struct Outlets: ViewOutlets {
        let loadingView: Box
        let loadingSpinner: Spinner
        let errorView: Box
        let errorLabel: Label
        let retryButton: Button
        let contentView: Box

        /// Throws (naming the file and the id) if an outlet is missing or has the wrong type.
        public init(builder: Builder) throws {
            loadingView = try builder.object(id: "loading_view")
            loadingSpinner = try builder.object(id: "loading_spinner")
            errorView = try builder.object(id: "error_view")
            errorLabel = try builder.object(id: "error_label")
            retryButton = try builder.object(id: "retry_button")
            contentView = try builder.object(id: "content_view")
        }
    }

    @RenderedViewState var state: LoadUserProfileViewState

    /// The repository handed to the editor once loaded (shared by every window).
    private let repository: any UserProfileRepository
    private let resources: AppResources

    /// The editor child, once the profile is loaded.
    public private(set) var editor: EditUserProfileViewController?

    /// "Dependent" initializer (seed 000): the parent passes the initial state.
    public init(
        state: LoadUserProfileViewState,
        repository: any UserProfileRepository,
        resources: AppResources
    ) throws {
        self.repository = repository
        self.resources = resources
        _state = .init(wrappedValue: state, render: Self.render)
        try super.init(uiResource: resources.path(for: "LoadUserProfileView.ui"), rootID: "root")
    }

    /// "Encapsulated" initializer (seed 000): only the dependencies; the controller
    /// builds its own initial state and loader model.
    public convenience init(
        userID: Int64,
        repository: any UserProfileRepository,
        resources: AppResources
    ) throws {
        let loaderModel = LoadUserProfileViewState.LoaderModel(userId: userID, repository: repository)
        try self.init(state: .initialized(loaderModel), repository: repository, resources: resources)
    }

    /// Wires the signal handlers, then renders the current state (the spinner) at once.
    override public func viewDidLoad() {
        super.viewDidLoad()
        setUpViews()
        // Option B of seed 000: render the `initialized` state (the spinner) right away.
        $state.startRendering(on: self)
    }

    /// Loads the profile, once per lifetime: only the `initialized` state has a loader
    /// model, and a later appearance (the window shown again) finds another state.
    override public func viewDidAppear() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.load())
        }
        super.viewDidAppear()
    }

    private func setUpViews() {
        // Announced once, as "Retry loading", not also by its visible text.
        outlets.retryButton.useAccessibleLabelAsName()
        outlets.retryButton.onClicked { [weak self] in
            guard let self else { return }
            if case .loadingError(let errorModel) = self.state {
                self.$state.observe(errorModel.retry())
            }
        }
    }

    func render() {
        // Assistive technology hears the screen is busy while the profile loads.
        view.setAccessibleBusy(state.isLoading)
        switch state {
        case .initialized, .loading:
            outlets.errorView.isVisible = false
            outlets.contentView.isVisible = false
            outlets.loadingView.isVisible = true
            if !outlets.loadingSpinner.isSpinning {
                outlets.loadingSpinner.start()
            }
        case .loadingError(let errorModel):
            outlets.loadingSpinner.stop()
            outlets.loadingView.isVisible = false
            outlets.contentView.isVisible = false
            outlets.errorLabel.text = errorModel.message
            outlets.errorView.isVisible = true
            outlets.retryButton.grabFocus()
        case .loaded(let userData):
            outlets.errorView.isVisible = false
            outlets.loadingSpinner.stop()
            outlets.loadingView.isVisible = false
            showEditor(for: userData)
            outlets.contentView.isVisible = true
        }
    }

    /// Builds the editor for `userData` and embeds it as a child; a previous editor
    /// (a second `loaded`, which the journey does not produce today) is removed first.
    private func showEditor(for userData: UserData) {
        if let previous = editor {
            previous.removeFromParent()
            editor = nil
        }
        do {
            let child = try EditUserProfileViewController(
                userData: userData,
                repository: repository,
                resources: resources
            )
            addChild(child, in: outlets.contentView)
            editor = child
        } catch {
            // A broken EditUserProfileView.ui: say which file and id, instead of crashing.
            outlets.errorLabel.text = localized("The editor cannot be shown: \(error.localizedDescription)")
            outlets.errorView.isVisible = true
            outlets.retryButton.isVisible = false
        }
    }
}
