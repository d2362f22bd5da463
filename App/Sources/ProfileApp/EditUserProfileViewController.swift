import Adw
import Gtk
import Localization
import UserProfile
import VSM
import VSMCombine
import VSMGtk

/// The editing view: the username entry with Save and Reload; a
/// spinner while saving or reloading (entry and buttons insensitive); an error box with
/// message, Retry and Cancel when a save or reload fails; the validation message next to
/// the entry when the typed name breaks a rule. A successful save is confirmed by the
/// window ("Saved" as a toast), not here.
///
/// The busy look (spinner, text, insensitive controls) comes only once a save or reload
/// has run for ``busyIndicatorDelay``: the store answers most within a few milliseconds,
/// and a spinner shown for one frame tells a person nothing while that frame delays the
/// answer (a frame repaints the whole window where the renderer cannot keep the previous
/// one, as GL on a software rasterizer). Until then the controls look as before but do
/// nothing: Save, Reload and Enter act only in `editing`. Assistive technology hears the
/// editor is busy at once (the accessible busy state paints nothing).
///
/// The entry never loses what the user typed: a change from the store (another
/// window) replaces the text only while the user has not edited it; a rejected or
/// failed save keeps the typed text (the model hands it back as `pendingUsername`);
/// text typed while a save or reload runs, before the busy look, is kept when it ends.
/// Main thread only.
@MainActor
public final class EditUserProfileViewController: BuilderViewController<EditUserProfileViewController.Outlets> {
    /// The widgets of `EditUserProfileView.ui` (UIKit's `@IBOutlet`s), looked up once
    /// when the controller is created.
    public struct Outlets: ViewOutlets {
        let usernameEntry: EntryRow
        let validationLabel: Label
        let reloadButton: Button
        let saveButton: Button
        let progressSpinner: Gtk.Spinner
        let progressLabel: Label
        let liveUpdatesLabel: Label
        let errorView: Box
        let errorLabel: Label
        let retryButton: Button
        let cancelButton: Button

        /// Throws (naming the file and the id) if an outlet is missing or has the wrong type.
        public init(builder: Builder) throws {
            usernameEntry = try builder.object(id: "username_entry")
            validationLabel = try builder.object(id: "validation_label")
            reloadButton = try builder.object(id: "reload_button")
            saveButton = try builder.object(id: "save_button")
            progressSpinner = try builder.object(id: "progress_spinner")
            progressLabel = try builder.object(id: "progress_label")
            liveUpdatesLabel = try builder.object(id: "live_updates_label")
            errorView = try builder.object(id: "error_view")
            errorLabel = try builder.object(id: "error_label")
            retryButton = try builder.object(id: "retry_button")
            cancelButton = try builder.object(id: "cancel_button")
        }
    }

    @RenderedViewState var state: EditUserProfileViewState

    /// The text the view last put in the entry. While the entry still shows it, the
    /// user has not edited it, and live data may replace it.
    private var lastRenderedText: String?
    /// Whether a save or reload ran since the last `editing` render, so the controls may have
    /// been insensitive (to give the entry its focus back after).
    private var wasBusy = false
    /// The entry's text when the running save or reload began; nil while editing.
    private var textWhenBusy: String?

    /// How long a save or reload runs before the editor shows it is busy (`.zero`: at once).
    public let busyIndicatorDelay: Duration
    /// The clock ``busyIndicatorDelay`` is measured on.
    private let clock: any Clock<Duration>
    /// Shows the busy look once ``busyIndicatorDelay`` has passed; cancelled by the next render.
    private var pendingBusyLook: Task<Void, Never>?
    /// Forwards keys to the entry until it has the focus, after the first appearance.
    private var earlyKeystrokes: EarlyKeystrokes?

    /// What the editor reports to the controller that hosts it.
    public enum Output: Equatable, Sendable {
        /// The person started a reload (button, Ctrl+R), after it began: the host reloads
        /// what goes with the profile (the posts).
        case reloadRequested
        /// A state landed: `data` is the profile the editor now stands for (the header
        /// shows it), `commands` what the window's commands can do in it.
        case stateChanged(data: UserData, commands: Commands)
        /// This editor's own save succeeded (reported after its `stateChanged`).
        case saved
    }

    /// Which of the window's commands the current state offers, so their accelerators are
    /// inactive otherwise (Escape then reaches the widgets as usual).
    public struct Commands: Equatable, Sendable {
        /// Save (Ctrl+S) and Reload (Ctrl+R, F5): only while editing.
        public var canSave, canReload: Bool
        /// Cancel (Escape): only after a failed save or reload.
        public var canCancel: Bool

        /// No command: no editor yet (the profile is not loaded).
        public static let none = Commands(canSave: false, canReload: false, canCancel: false)

        /// The commands `state` offers.
        public init(_ state: EditUserProfileViewState) {
            self.init(canSave: state.isEditable, canReload: state.isEditable, canCancel: state.errorModel != nil)
        }

        init(canSave: Bool, canReload: Bool, canCancel: Bool) {
            self.canSave = canSave
            self.canReload = canReload
            self.canCancel = canCancel
        }
    }

    /// Receives the editor's ``Output``s: on the main actor, in the order the states land,
    /// one `stateChanged` per state set after it is assigned. The host sets it right after
    /// creating the editor and reads ``commands`` for the state it starts in.
    var onOutput: (@MainActor (Output) -> Void)?

    /// What the window's commands can do in the current state.
    var commands: Commands { Commands(state) }

    /// Reports every state that lands to ``onOutput``.
    private var outputToken: StateObservationToken?

    /// How long a save or reload runs before the editor shows it by default: below what a
    /// person notices as a wait, above what most saves take.
    public static let defaultBusyIndicatorDelay = Duration.milliseconds(200)

    /// "Dependent" initializer: the parent passes the initial state.
    /// `busyIndicatorDelay` on `clock` decides when a running save or reload shows its
    /// spinner (``defaultBusyIndicatorDelay`` on the continuous clock unless a test says
    /// otherwise).
    public init(
        state: EditUserProfileViewState,
        resources: AppResources,
        busyIndicatorDelay: Duration = defaultBusyIndicatorDelay,
        clock: any Clock<Duration> = ContinuousClock()
    ) throws {
        self.busyIndicatorDelay = busyIndicatorDelay
        self.clock = clock
        _state = .init(wrappedValue: state, render: Self.render)
        try super.init(uiResource: resources.path(for: "EditUserProfileView.ui"), rootID: "root")
        outputToken = $state.observeDidSet { [weak self] state in self?.report(state) }
    }

    private func report(_ state: EditUserProfileViewState) {
        guard let onOutput else { return }
        onOutput(.stateChanged(data: state.data, commands: Commands(state)))
        if case .editing(let model) = state.editingState, case .saved = model.cause {
            onOutput(.saved)
        }
    }

    /// "Encapsulated" initializer: the loaded data and the dependencies.
    public convenience init(
        userData: UserData,
        repository: any UserProfileRepository,
        resources: AppResources,
        busyIndicatorDelay: Duration = defaultBusyIndicatorDelay,
        clock: any Clock<Duration> = ContinuousClock()
    ) throws {
        try self.init(
            state: EditUserProfileViewState(userData: userData, repository: repository), resources: resources,
            busyIndicatorDelay: busyIndicatorDelay, clock: clock
        )
    }

    /// Wires the signal handlers, then renders the current state at once.
    override public func viewDidLoad() {
        super.viewDidLoad()
        setUpViews()
        $state.startRendering(on: self)
    }

    /// The editor's kickoff, on its first appearance only: when editing, follows the
    /// store from now on (live sync between windows); puts the keyboard focus in the
    /// entry at the start of the second frame after (before that frame is painted). A later
    /// appearance (the window shown again) must not restart the action that is running,
    /// which could be a save.
    override public func viewDidAppear() {
        guard isFirstAppearance else { return super.viewDidAppear() }
        if case .editing(let editingModel) = state.editingState {
            $state.observe(editingModel.followChanges())
        }
        // Not at once: the editor appears while a list binds its row, and GTK's list view
        // breaks (a row left unallocated) if focus moves into a row it is still setting up.
        // Nor on the next turn of the main loop, which can come before the list has laid out
        // the rows above: it then scrolls to the focused row by estimated heights, and the
        // window opened with the avatar and the name cut off. The editor appears in the
        // layout of a frame; GTK 4.8's list view has laid out the rows above it by the start
        // of the second frame after (at the first, it still scrolled in some launches).
        // Keys typed meanwhile go into the entry all the same.
        earlyKeystrokes = EarlyKeystrokes(entry: outlets.usernameEntry)
        var frames = 0
        _ = view.addTickCallback { [weak self] _, _ in
            frames += 1
            guard frames >= 2 else { return true }
            if let self {
                if let early = earlyKeystrokes { early.finish() } else { _ = outlets.usernameEntry.grabFocus() }
                earlyKeystrokes = nil
            }
            return false
        }
        super.viewDidAppear()
    }

    override public func viewDidDisappear() {
        earlyKeystrokes?.cancel()
        earlyKeystrokes = nil
        super.viewDidDisappear()
    }

    // MARK: Actions (buttons, Enter, and the window's accelerators)

    /// Save (button, Enter, Ctrl+S): only in `editing`, with the entry's text.
    func save() {
        if case .editing(let editingModel) = state.editingState {
            $state.observe(editingModel.saveUsername(outlets.usernameEntry.text))
        }
    }

    /// Reload (button, Ctrl+R, F5): only in `editing`.
    func reload() {
        if case .editing(let editingModel) = state.editingState {
            $state.observe(editingModel.reload())
            onOutput?(.reloadRequested)
        }
    }

    /// Retry the failed save or reload.
    func retry() {
        switch state.editingState {
        case .savingError(let errorModel), .reloadingError(let errorModel):
            $state.observe(errorModel.retry())
        case .editing, .saving, .reloading:
            break
        }
    }

    /// Cancel (button, Escape): give up a failed save or reload.
    func cancelSave() {
        switch state.editingState {
        case .savingError(let errorModel), .reloadingError(let errorModel):
            $state.observe(errorModel.cancel())
        case .editing, .saving, .reloading:
            break
        }
    }

    private func setUpViews() {
        // Each control is announced once, by its accessible label ("Save username"), not
        // also by its visible mnemonic text.
        for control in [outlets.saveButton, outlets.reloadButton, outlets.retryButton, outlets.cancelButton,
                        outlets.usernameEntry] as [Widget] {
            control.useAccessibleLabelAsName()
        }
        outlets.saveButton.onClicked { [weak self] _ in self?.save() }
        outlets.usernameEntry.onEntryActivated { [weak self] _ in self?.save() }
        outlets.reloadButton.onClicked { [weak self] _ in self?.reload() }
        outlets.retryButton.onClicked { [weak self] _ in self?.retry() }
        outlets.cancelButton.onClicked { [weak self] _ in self?.cancelSave() }
    }

    // MARK: Rendering

    func render() {
        pendingBusyLook?.cancel()
        pendingBusyLook = nil
        switch state.editingState {
        case .editing(let editingModel):
            view.setAccessibleBusy(false)
            outlets.errorView.visible = false
            showProgress(nil)
            setControlsEnabled(true)
            renderEntry(editingModel)
            renderValidation(editingModel.validationMessage)
            renderLiveUpdatesError(editingModel.liveUpdatesError)
            // Back from busy: an insensitive entry lost the focus, so give it back; one that
            // kept it (a save over before the busy look) is left alone, as grabbing the focus
            // again selects the text, and the next key typed would replace it.
            if wasBusy && !outlets.usernameEntry.stateFlags.contains(.focusWithin) {
                _ = outlets.usernameEntry.grabFocus()
            }
            wasBusy = false
            textWhenBusy = nil
        case .saving:
            view.setAccessibleBusy(true)
            outlets.errorView.visible = false
            renderValidation(nil)
            showBusyLook(localized("Saving…"))
        case .reloading:
            view.setAccessibleBusy(true)
            outlets.errorView.visible = false
            renderValidation(nil)
            showBusyLook(localized("Reloading…"))
        case .savingError(let errorModel), .reloadingError(let errorModel):
            view.setAccessibleBusy(false)
            showProgress(nil)
            renderValidation(nil)
            setControlsEnabled(false)
            outlets.errorLabel.text = errorModel.message
            outlets.errorView.visible = true
            _ = outlets.retryButton.grabFocus()
            wasBusy = true
        }
    }

    /// Marks the editor busy: at once when ``busyIndicatorDelay`` is zero, otherwise when it
    /// has passed and no other state has been rendered since.
    private func showBusyLook(_ text: String) {
        wasBusy = true
        textWhenBusy = textWhenBusy ?? outlets.usernameEntry.text
        guard busyIndicatorDelay > .zero else { return applyBusyLook(text) }
        let (clock, delay) = (clock, busyIndicatorDelay)
        pendingBusyLook = Task { [weak self] in
            guard (try? await clock.sleep(for: delay)) != nil, !Task.isCancelled else { return }
            self?.applyBusyLook(text)
        }
    }

    private func applyBusyLook(_ text: String) {
        setControlsEnabled(false)
        showProgress(text)
    }

    /// Puts the right text in the entry without clobbering the user's typing.
    private func renderEntry(_ editingModel: EditUserProfileViewState.EditingModel) {
        let wanted = editingModel.pendingUsername ?? state.data.username
        let userHasEdited = lastRenderedText.map { outlets.usernameEntry.text != $0 } ?? false
        switch editingModel.cause {
        case .storeChanged:
            // Someone else saved: take it only if the user is not in the middle of a change.
            if userHasEdited { return }
        case .saved, .reloaded, .cancelled:
            // The outcome of this editor's own action: show what the model says, unless the
            // user typed after it began (before the busy look made the entry insensitive).
            if let textWhenBusy, outlets.usernameEntry.text != textWhenBusy {
                lastRenderedText = wanted
                return
            }
        case .opened, .invalidInput:
            break
        }
        // Same text: leave the entry (and its cursor and selection) alone.
        if outlets.usernameEntry.text != wanted {
            outlets.usernameEntry.text = wanted
        }
        lastRenderedText = wanted
    }

    private func renderValidation(_ message: String?) {
        if let message {
            outlets.validationLabel.text = message
            outlets.validationLabel.visible = true
            outlets.usernameEntry.addCssClass("error")
            outlets.usernameEntry.setAccessibleDescription(message)
        } else {
            outlets.validationLabel.visible = false
            outlets.usernameEntry.removeCssClass("error")
            outlets.usernameEntry.setAccessibleDescription("")
        }
    }

    private func renderLiveUpdatesError(_ message: String?) {
        outlets.liveUpdatesLabel.text = message ?? ""
        outlets.liveUpdatesLabel.visible = message != nil
    }

    private func setControlsEnabled(_ enabled: Bool) {
        outlets.usernameEntry.sensitive = enabled
        // Its text field too: GTK 4.18 tells assistive technology about the field, whose own
        // state does not follow the row's, so a screen reader found it enabled while saving.
        (outlets.usernameEntry.delegate as? Gtk.Text)?.sensitive = enabled
        outlets.saveButton.sensitive = enabled
        outlets.reloadButton.sensitive = enabled
    }

    private func showProgress(_ text: String?) {
        if let text {
            outlets.progressLabel.text = text
            outlets.progressLabel.visible = true
            outlets.progressSpinner.visible = true
            outlets.progressSpinner.start()
        } else {
            outlets.progressSpinner.stop()
            outlets.progressSpinner.visible = false
            outlets.progressLabel.visible = false
        }
    }
}
