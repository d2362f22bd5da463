import Adw
import Foundation
import Gio
import Gtk
import Localization
import OpenCombine
import ProfileSync
import VSM
import VSMCombine
import VSMGtk

/// The strip under the header bar that says what the window knows about the profile
/// server (``ConnectionViewState``): hidden while the data shown is the server's; "Offline"
/// with Try Again while it may be stale; a note while a new username waits to be sent; and,
/// after a version conflict, a question over the window: keep the username typed here, or
/// use the other device's.
///
/// An `AdwBanner` where libadwaita has it (1.3 and newer); on 1.2 a revealer holding a label
/// and a button, styled like one. The desktop's network monitor only wakes the synchronizer
/// (a change of network is a reason to try now, never proof of being online).
///
/// Main thread only; the window owns it.
@MainActor
public final class ConnectionBannerViewController: ViewController {
    @RenderedViewState var state: ConnectionViewState

    /// Every state to show, as the synchronizer's status changes.
    private let states: AnyPublisher<ConnectionViewState, Never>
    /// Tells the synchronizer the desktop's network changed.
    private let networkChanged: @Sendable () -> Void
    let banner = BannerView()
    /// Closes the conflict question while it is shown.
    private var closeConflictDialog: (() -> Void)?
    private var networkChanges: SignalConnection?

    /// "Dependent" initializer: the first state, the states to follow and what a change of
    /// network does (tests give their own).
    public init(state: ConnectionViewState, states: AnyPublisher<ConnectionViewState, Never>,
                networkChanged: @escaping @Sendable () -> Void) {
        self.states = states
        self.networkChanged = networkChanged
        _state = .init(wrappedValue: state, render: Self.render)
        super.init()
    }

    /// "Encapsulated" initializer: the synchronizer's status, as it changes.
    public convenience init(synchronizer: ProfileSynchronizer) {
        self.init(state: ConnectionViewState(status: synchronizer.currentStatus, synchronizer: synchronizer),
                  states: ConnectionViewState.states(of: synchronizer),
                  networkChanged: { synchronizer.networkChanged() })
    }

    override public func loadView() -> Widget {
        banner.widget
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        banner.onButtonClicked = { [weak self] in self?.retry() }
        $state.startRendering(on: self)
        $state.observe(states)
        if let monitor = networkMonitorGetDefault() {
            let networkChanged = networkChanged
            networkChanges = monitor.onNetworkChanged { _, _ in networkChanged() }
        }
    }

    /// Retry on the offline mark: only in `offline`.
    func retry() {
        if case .offline(let model) = state { model.retry() }
    }

    /// The person's answer to the conflict question: only in `conflict`.
    func answerConflict(keepMine: Bool) {
        guard case .conflict(let model) = state else { return }
        if keepMine { model.keepMine() } else { model.useTheirs() }
    }

    func render() {
        switch state {
        case .current, .revalidating:
            banner.hide()
            closeConflictQuestion()
        case .offline(let model):
            let title = if let pending = model.pendingUsername {
                localized("Offline: your new username “\(pending)” will be sent when the server can be reached.")
            } else {
                localized("Offline: showing the copy saved on this computer; it may be out of date.")
            }
            // Not "Retry": the editor's hidden Retry (a failed save) has that name already.
            banner.show(title: title, buttonLabel: localized("_Try Again"))
            closeConflictQuestion()
        case .pending(let model):
            banner.show(title: localized("Your new username “\(model.username)” is waiting to be sent."), buttonLabel: nil)
            closeConflictQuestion()
        case .conflict(let model):
            banner.show(title: localized("Your username was changed on another device."), buttonLabel: nil)
            askAboutConflict(model)
        }
    }

    private func askAboutConflict(_ model: ConnectionViewState.ConflictModel) {
        guard closeConflictDialog == nil, let window = view.window else { return }
        let heading = localized("Username Changed Elsewhere")
        let body = localized("While your new username “\(model.mine)” waited to be sent, it was changed to “\(model.theirs)” on another device. Which one do you want to keep?")
        // libadwaita 1.5 replaces the message dialog (a window) with the alert dialog (a
        // widget over the window); the question and its answers are the same.
        #if ADW_1_5
        let dialog = AlertDialog(heading: heading, body: body)
        #else
        let dialog = MessageDialog(parent: window, heading: heading, body: body)
        #endif
        // A response's label marks its mnemonic with "_": the names' own underscores are
        // doubled, or "ada_lovelace" would show as "adalovelace" with an underlined l.
        let theirs = model.theirs.replacingOccurrences(of: "_", with: "__")
        let mine = model.mine.replacingOccurrences(of: "_", with: "__")
        dialog.addResponse(id: "theirs", label: localized("Use “\(theirs)”"))
        dialog.addResponse(id: "mine", label: localized("Keep “\(mine)”"))
        dialog.setResponseAppearance(id: "mine", appearance: .suggested)
        dialog.closeResponse = "theirs"
        dialog.onResponse { [weak self] _, response in
            self?.closeConflictDialog = nil
            self?.answerConflict(keepMine: response == "mine")
        }
        #if ADW_1_5
        closeConflictDialog = { dialog.forceClose() }
        dialog.present(window)
        #else
        closeConflictDialog = { dialog.close() }
        dialog.present()
        #endif
    }

    private func closeConflictQuestion() {
        let close = closeConflictDialog
        closeConflictDialog = nil
        close?()
    }
}
