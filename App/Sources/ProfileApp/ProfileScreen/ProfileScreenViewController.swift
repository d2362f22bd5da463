import Foundation
import Gtk
import UserProfile
import VSM
import VSMCombine
import VSMGtk

/// The profile screen with posts: one scrolling list composed from two independent
/// states, the profile's (``LoadUserProfileViewState``, which hands over to the username
/// editor) and the posts' (``PostsViewState``).
///
/// Rows are ``UserViewModel``'s, rendered through `ListViewController`, which diffs them by
/// id: a posts update never rebuilds the header or the editor (the text being typed and
/// the focus survive it), and 10,000 posts cost one screenful of widgets.
///
/// - Kickoff: on its first appearance the screen observes the profile's `load` and the
///   posts' `load`; both run at once, and either may fail without hiding the other.
/// - Actions are unwrapped from the current state when the user asks (Retry on either
///   error row, Reload), never kept from an earlier render.
/// - Reload (the editor's button, Ctrl+R) reloads the posts with the profile.
/// - A long list of posts that replaces a list with none (the first load, a reload) is
///   filled in over a few frames (``PostsFill``): a screenful first, the rest in the next
///   frames. ``isFillingPosts`` says when it is all there.
///
/// Main thread only. The window keeps the screen alive; the screen owns the editor.
@MainActor
public final class ProfileScreenViewController: ViewController {
    /// The profile's state: loading, error, loaded (then the editor owns the profile).
    @RenderedViewState var profileState: LoadUserProfileViewState
    /// The posts' state, independent of the profile's.
    @RenderedViewState var postsState: PostsViewState

    /// The list showing the composed rows.
    public let list: ListViewController<UserViewModel.ViewModelType, ProfileScreenRowView>
    /// The username editor, once the profile is loaded.
    public private(set) var editor: EditUserProfileViewController?
    /// The profile the editor stands for, as it last reported (the header shows it): the
    /// screen learns it from the editor's outputs, never by reading the editor's state.
    private var editorData: UserData?

    /// What the screen reports to the window that hosts it.
    public enum Output: Equatable, Sendable {
        /// The commands the editor offers now (`.none` while there is no editor).
        case commandsChanged(EditUserProfileViewController.Commands)
        /// The editor's own save succeeded.
        case saved
    }

    /// Receives the screen's ``Output``s on the main actor, in order; the window sets it
    /// once, before the profile can load.
    var onOutput: (@MainActor (Output) -> Void)?

    /// Opens a website the user activated (default: the desktop's browser). Tests replace it.
    var openLink: @MainActor (WebsiteLink) -> Void

    private let repository: any UserProfileRepository
    private let resources: AppResources
    private let formatter: ProfileFormatter
    /// The two halves of the screen, each rebuilt only when its own state changes
    /// (formatting 10,000 post dates is the expensive part).
    private var profileRows: ProfileViewModel
    private var postsRows: PostsViewModel
    /// How many posts the list shows while a long list is filled in.
    private var postsFill = PostsFill()
    /// The tick callback that grows the list once per frame while it is filled in.
    private var postsFillTick: UInt32?
    /// The first frame whose tick may take the next step: the one after the frame that
    /// paints the last step.
    private var nextPostsFillFrame = 0

    /// Whether the list still holds only the newest of the loaded posts, the rest to come
    /// in the next frames (main actor; changes only between frames and in renders).
    public var isFillingPosts: Bool { postsFill.isFilling }

    /// What watches what the screen shows (the frame trace, tests); held weakly.
    private var observers: [WeakObserver] = []

    /// Adds `observer` (held weakly) and reports the current states to it at once.
    func addObserver(_ observer: any ProfileScreenObserver) {
        observers.append(WeakObserver(observer: observer))
        observer.profileScreenDidShow(profile: profileState)
        if let editor { observer.profileScreenDidShow(editor: editor.state) }
        observer.profileScreenDidShow(posts: postsState)
    }

    private struct WeakObserver {
        weak var observer: (any ProfileScreenObserver)?
    }

    /// Runs `event` for each observer still alive.
    private func notifyObservers(_ event: (any ProfileScreenObserver) -> Void) {
        for entry in observers { if let observer = entry.observer { event(observer) } }
    }

    /// "Dependent" initializer: the parent passes both initial states.
    public init(
        profileState: LoadUserProfileViewState,
        postsState: PostsViewState,
        repository: any UserProfileRepository,
        resources: AppResources,
        formatter: ProfileFormatter = ProfileFormatter()
    ) {
        self.repository = repository
        self.resources = resources
        self.formatter = formatter
        profileRows = ProfileViewModel(state: profileState, formatter: formatter)
        postsRows = PostsViewModel(state: postsState, formatter: formatter)
        openLink = { _ in }
        // Rows report through this, connected once the screen exists.
        let rowOutputs = ProfileScreenRowOutputs()
        list = ListViewController(
            activatableRows: false,
            makeRow: { ProfileScreenRowView(outputs: rowOutputs) },
            update: { rowView, row in rowView.show(row) }
        )
        _profileState = .init(wrappedValue: profileState, render: Self.renderProfile)
        _postsState = .init(wrappedValue: postsState, render: Self.renderPosts)
        super.init()
        rowOutputs.receiver = { [weak self] output in self?.rowReported(output) }
        openLink = { [weak self] link in
            if let url = link.url { self?.view.window?.showURI(url.absoluteString) }
        }
    }

    /// "Encapsulated" initializer: only the dependencies; the screen builds its
    /// own initial states and loader models.
    public convenience init(environment: ProfileEnvironment, resources: AppResources) {
        self.init(
            profileState: .initialized(.init(userId: environment.userID, repository: environment.repository)),
            postsState: .initialized(.init(userId: environment.userID, repository: environment.posts)),
            repository: environment.repository,
            resources: resources
        )
    }

    /// The list's scrolled window.
    override public func loadView() -> Widget {
        list.view
    }

    /// Starts rendering both states at once (placeholders before anything loads).
    override public func viewDidLoad() {
        super.viewDidLoad()
        list.listView.addCssClass("profile-screen")
        // The profile's error row is a status page, which is only as tall as its minimum
        // (next to nothing: it scrolls its content) unless rows get their natural height.
        list.listView.usesNaturalRowHeights = true
        $profileState.startRendering(on: self)
        $postsState.startRendering(on: self)
    }

    /// Loads the profile and the posts, once per lifetime: only the `initialized` states
    /// have loader models, so a later appearance (the window shown again) finds others.
    override public func viewDidAppear() {
        if case .initialized(let loaderModel) = profileState {
            $profileState.observe(loaderModel.load())
        }
        if case .initialized(let loaderModel) = postsState {
            $postsState.observe(loaderModel.load())
        }
        super.viewDidAppear()
    }

    // MARK: Actions (rows' buttons and the window's accelerators)

    private func rowReported(_ output: ProfileScreenRowOutputs.Output) {
        switch output {
        case .retryProfile: retryProfile()
        case .retryPosts: retryPosts()
        case .open(let link): openLink(link)
        case .editorPlaceShown(let container): embedEditor(in: container)
        }
    }

    /// Retry on the profile's error row: only in `loadingError`.
    func retryProfile() {
        if case .loadingError(let errorModel) = profileState {
            $profileState.observe(errorModel.retry())
        }
    }

    /// Retry on the posts' error row: only in `failed`.
    func retryPosts() {
        if case .failed(let errorModel) = postsState {
            $postsState.observe(errorModel.retry())
        }
    }

    /// Reads the posts again, with the profile's reload: from `loaded` or `empty` (a failed
    /// read retries, one not started starts; one running is left alone).
    func reloadPosts() {
        switch postsState {
        case .initialized(let loaderModel):
            $postsState.observe(loaderModel.load())
        case .loading:
            break
        case .loaded(let loadedModel):
            $postsState.observe(loadedModel.reload())
        case .empty(let emptyModel):
            $postsState.observe(emptyModel.reload())
        case .failed(let errorModel):
            $postsState.observe(errorModel.retry())
        }
    }

    /// Reload (Ctrl+R, F5): the editor's reload, which reloads the posts too.
    func reload() {
        editor?.reload()
    }

    // MARK: Rendering

    func renderProfile() {
        var editorIsNew = false
        switch profileState {
        case .initialized, .loading, .loadingError:
            removeEditor()
        case .loaded(let userData):
            editorIsNew = showEditor(for: userData)
        }
        rebuildProfileRows()
        notifyObservers { $0.profileScreenDidShow(profile: profileState) }
        // A new editor's first state lands with the profile's `loaded`.
        if editorIsNew, let editor { notifyObservers { $0.profileScreenDidShow(editor: editor.state) } }
    }

    func renderPosts() {
        let wasFilling = postsFill.isFilling
        startOrStopPostsFill()
        showPosts()
        notifyObservers { $0.profileScreenDidShow(posts: postsState) }
        if postsFill.isFilling, !wasFilling { notifyObservers { $0.profileScreenDidShow(postsFillStep: postsRows.viewModels.count) } }
    }

    private func showPosts() {
        postsRows = PostsViewModel(state: postsState, formatter: formatter, firstPosts: postsFill.limit)
        applyRows()
    }

    // MARK: Filling a long list in

    /// Starts a fill when loaded posts replace a list that shows none; stops it when the
    /// posts are no longer loaded. A change during a fill (a live update) keeps filling.
    private func startOrStopPostsFill() {
        guard case .loaded(let loadedModel) = postsState else { return stopPostsFill() }
        if postsFill.isFilling || postsRowsShowPosts { return }
        // Not in a window yet (no frame clock): nothing is painted, so show them all.
        guard let clock = list.view.frameClock, postsFill.start(postCount: loadedModel.posts.count) else { return }
        // Renders run between frames: the frame counter is the last painted frame's, the
        // next frame paints this screenful, the one after it may grow the list.
        nextPostsFillFrame = clock.frameCounter + 2
        postsFillTick = list.view.addTickCallback { [weak self] _, clock in
            self?.growPostsFill(atFrame: clock.frameCounter) ?? false
        }
    }

    /// One step per frame, at the start of the frame, so the frame lays it out and paints it.
    /// Returns whether to tick again at the next frame.
    private func growPostsFill(atFrame frame: Int) -> Bool {
        guard frame >= nextPostsFillFrame else { return true }
        guard case .loaded(let loadedModel) = postsState else {
            postsFillTick = nil
            postsFill.stop()
            return false
        }
        let goesOn = postsFill.grow(postCount: loadedModel.posts.count)
        if !goesOn { postsFillTick = nil }
        showPosts()
        notifyObservers { $0.profileScreenDidShow(postsFillStep: postsRows.viewModels.count) }
        nextPostsFillFrame = frame + 1
        return goesOn
    }

    private func stopPostsFill() {
        postsFill.stop()
        if let tick = postsFillTick {
            postsFillTick = nil
            list.view.removeTickCallback(tick)
        }
    }

    private var postsRowsShowPosts: Bool {
        if case .post? = postsRows.viewModels.first { return true }
        return false
    }

    /// The profile's half again: header and attributes show the editor's current data
    /// (a save, a change from another window).
    private func rebuildProfileRows() {
        profileRows = ProfileViewModel(state: profileState, editorData: editorData, formatter: formatter)
        applyRows()
    }

    private func applyRows() {
        // Assistive technology hears the screen is busy while either half loads.
        view.setAccessibleBusy(profileState.isLoading || postsState.isLoading)
        do {
            try list.apply(UserViewModel(profileViewModel: profileRows, postsViewModel: postsRows).viewModels)
        } catch {
            // Ids are unique by construction (posts by primary key); say so if that breaks.
            AppLog.logger.error("profile screen rows not shown: \(error)")
        }
    }

    /// Builds the editor for `userData` once (the loader is `loaded` once per journey); it
    /// is shown by the editor row. Returns whether it made a new one.
    @discardableResult
    private func showEditor(for userData: UserData) -> Bool {
        if editor != nil, editorData == userData { return false }
        removeEditor()
        do {
            let child = try EditUserProfileViewController(
                userData: userData,
                repository: repository,
                resources: resources
            )
            child.onOutput = { [weak self] output in self?.editorReported(output) }
            editor = child
            editorData = userData
            onOutput?(.commandsChanged(child.commands))
            return true
        } catch {
            // A broken EditUserProfileView.ui: the header still shows; say which file and id.
            AppLog.logger.error("the editor cannot be shown: \(error)")
            return false
        }
    }

    private func removeEditor() {
        guard let editor else { return }
        editor.onOutput = nil
        editor.removeFromParent()
        self.editor = nil
        editorData = nil
        onOutput?(.commandsChanged(.none))
    }

    private func editorReported(_ output: EditUserProfileViewController.Output) {
        switch output {
        case .reloadRequested:
            reloadPosts()
        case .stateChanged(let data, let commands):
            editorData = data
            rebuildProfileRows()
            if let editor { notifyObservers { $0.profileScreenDidShow(editor: editor.state) } }
            onOutput?(.commandsChanged(commands))
        case .saved:
            onOutput?(.saved)
        }
    }

    /// Puts the editor's view in `container` (the row bound to the editor now) as a child
    /// controller of this screen.
    func embedEditor(in container: Box) {
        guard let editor else { return }
        // Already there (the row shown again): moving it would drop the focus.
        if let parent = editor.view.parent, parent.isSameWidget(as: container) { return }
        addChild(editor, in: container)
    }
}
