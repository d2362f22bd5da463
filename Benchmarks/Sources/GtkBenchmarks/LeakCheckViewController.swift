import Gtk
import VSM
import VSMGtk

/// The loading view shape of the specification, for the leak check: a spinner, an
/// error box (message + Retry) and a content label, from a GtkBuilder document.
enum LeakCheckState {
    case loading(load: @Sendable () async -> LeakCheckState)
    case loadingError(message: String, retry: @Sendable () async -> LeakCheckState)
    case loaded(String)
}

final class LeakCheckViewController: BuilderViewController<LeakCheckViewController.Outlets> {
    struct Outlets: ViewOutlets {
        let spinner: Spinner
        let errorBox: Box
        let errorLabel: Label
        let retryButton: Button
        let contentLabel: Label

        init(builder: Builder) throws {
            spinner = try builder.object(Spinner.self, id: "spinner")
            errorBox = try builder.object(Box.self, id: "error_box")
            errorLabel = try builder.object(Label.self, id: "error_label")
            retryButton = try builder.object(Button.self, id: "retry_button")
            contentLabel = try builder.object(Label.self, id: "content_label")
        }
    }

    static let layout = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface>
      <object class="GtkBox" id="root">
        <property name="orientation">vertical</property>
        <child><object class="GtkSpinner" id="spinner"/></child>
        <child>
          <object class="GtkBox" id="error_box">
            <child><object class="GtkLabel" id="error_label"/></child>
            <child><object class="GtkButton" id="retry_button"><property name="label">Retry</property></object></child>
          </object>
        </child>
        <child><object class="GtkLabel" id="content_label"/></child>
      </object>
    </interface>
    """

    @RenderedViewState var state: LeakCheckState

    init(state: LeakCheckState) throws {
        _state = .init(wrappedValue: state, render: Self.render)
        try super.init(uiString: Self.layout, name: "leak-check.ui", rootID: "root")
    }

    override func viewDidLoad() {
        outlets.retryButton.onClicked { [weak self] _ in
            guard let self else { return }
            if case .loadingError(_, let retry) = self.state {
                self.$state.observeAsync(retry)
            }
        }
    }

    override func viewDidAppear() {
        if case .loading(let load) = state {
            $state.observeAsync(load)
        }
    }

    var isLoaded: Bool {
        if case .loaded = state { return true }
        return false
    }

    var isFailed: Bool {
        if case .loadingError = state { return true }
        return false
    }

    func render() {
        switch state {
        case .loading:
            outlets.errorBox.visible = false
            outlets.contentLabel.visible = false
            outlets.spinner.visible = true
            outlets.spinner.start()
        case .loadingError(let message, _):
            outlets.spinner.stop()
            outlets.spinner.visible = false
            outlets.errorLabel.text = message
            outlets.errorBox.visible = true
        case .loaded(let name):
            outlets.spinner.stop()
            outlets.spinner.visible = false
            outlets.errorBox.visible = false
            outlets.contentLabel.text = name
            outlets.contentLabel.visible = true
        }
    }
}
