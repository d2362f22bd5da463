// A model that is a class, as many iOS code bases have them: it keeps a cache it mutates, so
// it is not `Sendable`. Its slow lookup is `@concurrent`; the state holding the model is a
// `MutatingCopyable` struct bound to a text field with `bind`.
import VSM

protocol NameIndex {
    func names(matching query: String) -> [String]
}

final class SearchModel {
    private let index: NameIndex
    private var cache: [String: [String]] = [:]
    private(set) var lookups = 0

    init(index: NameIndex) {
        self.index = index
    }

    @StateSequenceBuilder
    func search(_ query: String, from state: SearchViewState) -> StateSequence<SearchViewState> {
        state.copy(mutating: { $0.query = query; $0.results = .searching })
        Next { await self.results(for: query, from: state) }
    }

    func searchAgain(from state: SearchViewState) -> StateSequence<SearchViewState> {
        [
            { state.copy(mutatingPath: \.results, value: .searching) },
            { await self.results(for: state.query, from: state) }
        ]
    }

    @concurrent
    private func results(for query: String, from state: SearchViewState) async -> SearchViewState {
        let found: [String]
        if let cached = cache[query] {
            found = cached
        } else {
            lookups += 1
            found = index.names(matching: query)
            cache[query] = found
        }
        return state.copy(mutating: {
            $0.query = query
            $0.results = found.isEmpty ? .nothingFound : .found(found)
        })
    }
}

struct SearchViewState: MutatingCopyable {
    enum Results: Equatable {
        case idle
        case searching
        case found([String])
        case nothingFound
    }

    var query: String
    var results: Results
    var showsHints: Bool
    let model: SearchModel

    func changeQuery(_ query: String) -> StateSequence<SearchViewState> {
        model.search(query, from: self)
    }

    func toggleHints(_ showsHints: Bool) -> SearchViewState {
        copy(mutating: \.showsHints, value: showsHints)
    }
}

@MainActor
final class SearchViewController {
    @RenderedViewState var state: SearchViewState
    private(set) var lastRenderedResults: SearchViewState.Results?

    init(model: SearchModel) {
        _state = .init(wrappedValue: SearchViewState(query: "", results: .idle, showsHints: true, model: model), render: Self.render)
    }

    var hintsBinding: StateBinding<Bool> {
        $state.bind(\.showsHints, to: SearchViewState.toggleHints)
    }

    var queryBinding: StateBinding<String> {
        $state.bind(\.query, to: SearchViewState.changeQuery)
    }

    var queryBindingWithClosure: StateBinding<String> {
        $state.bind(\.query, to: { state, newValue in state.copy(mutating: { $0.query = newValue }) })
    }

    func didTapSearchAgain() {
        $state.observe(state.model.searchAgain(from: state))
    }

    func render() {
        lastRenderedResults = state.results
    }
}
