import Gtk
import SearchFeature
import VSM
import VSMGtk

/// The search screen: a search field bound to the state (`entry.bind(text:)`, debounced like
/// an iOS search field's `.debounced(0.3)`), the results, and a Search Again button.
@MainActor
public final class SearchViewController: ViewController {
    @RenderedViewState var state: SearchViewState
    public let queryEntry = Entry()
    public let resultsLabel = Label()
    public let searchAgainButton = Button(label: "Search Again")
    public private(set) var queryBinding: WidgetBinding?

    /// A screen showing `state`; `loggingEnabled` logs each change it renders, as on iOS.
    public init(state: SearchViewState, loggingEnabled: Bool = false) {
        _state = .init(wrappedValue: state, render: Self.render, loggingEnabled: loggingEnabled)
        super.init()
    }

    override public func viewDidLoad() {
        let root = view.as(Box.self)
        root?.setMargins(12)
        queryEntry.placeholderText = "Search people"
        queryEntry.setAccessibleLabel("Search people")
        resultsLabel.wrap = true
        resultsLabel.xalign = 0
        [queryEntry, resultsLabel, searchAgainButton].forEach { root?.append($0) }

        // Two-way: typing searches 0.3 s after the last keystroke; the field shows the query.
        queryBinding = queryEntry.bind(text: $state.bind(\.query, to: SearchViewState.search), debounced: 0.3)
        // Enter searches at once (the waiting keystrokes first).
        queryEntry.onActivate { [weak self] _ in self?.queryBinding?.flush() }
        // Rapid clicks run one search: the last within 0.3 s.
        searchAgainButton.onClicked { [weak self] _ in
            guard let self else { return }
            $state.observe(self.state.searchAgain(), debounced: 0.3)
        }
        $state.startRendering(on: self)
    }

    func render() {
        switch state.results {
        case .idle:
            resultsLabel.text = "Type a name."
        case .searching:
            resultsLabel.text = "Searching…"
        case .found(let names):
            resultsLabel.text = names.joined(separator: "\n")
        case .nothingFound:
            resultsLabel.text = "Nobody is called “\(state.query)”."
        }
        searchAgainButton.sensitive = state.results != .searching
    }
}
