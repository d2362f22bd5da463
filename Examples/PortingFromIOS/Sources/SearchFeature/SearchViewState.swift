import VSM

/// The search screen's view state, written with the Apple library's 2.0 idioms.
///
/// It holds its model, a class (``ProfileDirectory``), so it is not `Sendable`.
public struct SearchViewState: MutatingCopyable {
    /// What the results area shows.
    public enum Results: Equatable {
        case idle
        case searching
        case found([String])
        case nothingFound
    }

    /// The text of the search field.
    public var query: String
    /// What the last search found.
    public var results: Results
    /// The model that answers searches.
    public let directory: ProfileDirectory

    /// A screen with an empty query that has not searched yet.
    public init(directory: ProfileDirectory, query: String = "", results: Results = .idle) {
        self.directory = directory
        self.query = query
        self.results = results
    }
}

extension SearchViewState {
    /// The search field's bound action (`bind(\.query, to: SearchViewState.search)`): the
    /// new query and `.searching` at once, then what the directory finds.
    @StateSequenceBuilder
    public func search(_ query: String) -> StateSequence<SearchViewState> {
        First { self.copy(mutating: { $0.query = query; $0.results = .searching }) }
        Next { await self.results(for: query) }
    }

    /// Searches the current query again (a Retry / Refresh button).
    @StateSequenceBuilder
    public func searchAgain() -> StateSequence<SearchViewState> {
        self.copy(mutatingPath: \.results, value: .searching)
        Next { await self.results(for: self.query) }
    }

    private func results(for query: String) async -> SearchViewState {
        let names = await directory.search(query)
        return copy(mutating: {
            $0.query = query
            $0.results = names.isEmpty ? .nothingFound : .found(names)
        })
    }
}
