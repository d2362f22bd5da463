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

final class LeakCheckViewController: ViewController {
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
    private var spinner: Spinner!
    private var errorBox: Box!
    private var errorLabel: Label!
    private(set) var retryButton: Button!
    private var contentLabel: Label!

    init(state: LeakCheckState) throws {
        _state = .init(wrappedValue: state, render: Self.render)
        try super.init(uiString: Self.layout, name: "leak-check.ui", rootID: "root")
    }

    override func connectOutlets(from builder: Builder) throws {
        spinner = try builder.object(Spinner.self, id: "spinner")
        errorBox = try builder.object(Box.self, id: "error_box")
        errorLabel = try builder.object(Label.self, id: "error_label")
        retryButton = try builder.object(Button.self, id: "retry_button")
        contentLabel = try builder.object(Label.self, id: "content_label")
    }

    override func viewDidLoad() {
        retryButton.onClicked { [weak self] in
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
            errorBox.isVisible = false
            contentLabel.isVisible = false
            spinner.isVisible = true
            spinner.start()
        case .loadingError(let message, _):
            spinner.stop()
            spinner.isVisible = false
            errorLabel.text = message
            errorBox.isVisible = true
        case .loaded(let name):
            spinner.stop()
            spinner.isVisible = false
            errorBox.isVisible = false
            contentLabel.text = name
            contentLabel.isVisible = true
        }
    }
}
