import Foundation
import Gtk
import VSM
import VSMGtk

/// The three-state view state of the test controller, shaped like the specification's
/// loading view: the actions live on the models inside the states.
enum ThreeState {
    case loading(LoaderModel)
    case loadingError(ErrorModel)
    case loaded(String)

    struct LoaderModel {
        let load: @Sendable () async -> ThreeState
    }

    struct ErrorModel {
        let message: String
        let retry: @Sendable () -> AsyncStream<ThreeState>
    }

    var name: String {
        switch self {
        case .loading: "loading"
        case .loadingError: "loadingError"
        case .loaded: "loaded"
        }
    }
}

/// A render record: which state, whether it ran on the main thread and whether it ran
/// from the GLib loop (through the main-loop bridge).
struct RenderRecord: Equatable {
    let state: String
    let onMainThread: Bool
    let fromGLibLoop: Bool
}

/// The test controller: spinner for loading, error box (message + Retry) for errors,
/// a label for the loaded content. Layout from a GtkBuilder document.
final class ThreeStateViewController: BuilderViewController<ThreeStateViewController.Outlets> {
    struct Outlets: ViewOutlets {
        let spinner: Spinner
        let errorBox: Box
        let errorLabel: Label
        let retryButton: Button
        let contentLabel: Label
        let childrenBox: Box

        init(builder: Builder) throws {
            spinner = try builder.object(Spinner.self, id: "spinner")
            errorBox = try builder.object(Box.self, id: "error_box")
            errorLabel = try builder.object(Label.self, id: "error_label")
            retryButton = try builder.object(Button.self, id: "retry_button")
            contentLabel = try builder.object(Label.self, id: "content_label")
            childrenBox = try builder.object(Box.self, id: "children_box")
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
        <child><object class="GtkBox" id="children_box"/></child>
      </object>
    </interface>
    """

    @RenderedViewState var state: ThreeState
    private(set) var renders: [RenderRecord] = []
    private(set) var lifecycle: [String] = []

    init(state: ThreeState, layout: String = ThreeStateViewController.layout) throws {
        _state = .init(wrappedValue: state, render: Self.render)
        try super.init(uiString: layout, name: "three-state.ui", rootID: "root")
    }

    override func viewDidLoad() {
        lifecycle.append("viewDidLoad")
        outlets.retryButton.onClicked { [weak self] _ in
            guard let self else { return }
            if case .loadingError(let errorModel) = self.state {
                self.$state.observe(errorModel.retry())
            }
        }
    }

    override func viewDidAppear() {
        lifecycle.append("viewDidAppear")
        if case .loading(let loader) = state {
            $state.observeAsync(loader.load)
        }
    }

    override func viewWillAppear() {
        lifecycle.append("viewWillAppear")
    }

    override func viewWillDisappear() {
        lifecycle.append("viewWillDisappear")
    }

    override func viewDidDisappear() {
        lifecycle.append("viewDidDisappear")
    }

    func render() {
        renders.append(RenderRecord(state: state.name, onMainThread: Thread.isMainThread,
                                    fromGLibLoop: MainLoopBridge.isDispatchingFromGLib))
        switch state {
        case .loading:
            outlets.errorBox.visible = false
            outlets.contentLabel.visible = false
            outlets.spinner.visible = true
            outlets.spinner.start()
        case .loadingError(let errorModel):
            outlets.spinner.stop()
            outlets.spinner.visible = false
            outlets.contentLabel.visible = false
            outlets.errorLabel.text = errorModel.message
            outlets.errorBox.visible = true
        case .loaded(let name):
            outlets.spinner.stop()
            outlets.spinner.visible = false
            outlets.errorBox.visible = false
            outlets.contentLabel.text = name
            outlets.contentLabel.visible = true
        }
    }

    /// Which of the three state areas are visible, for assertions.
    var visibleAreas: [String] {
        [("spinner", outlets.spinner as Widget), ("error", outlets.errorBox), ("content", outlets.contentLabel)]
            .filter { $0.1.visible }.map(\.0)
    }
}
