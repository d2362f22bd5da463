/// A text that may still be loading (the profile screen's): before loading it is blank, while
/// loading the view shimmers a placeholder, once loaded it shows `text` (nil: nothing to show).
///
/// The text is data, never markup: views show it literally ("<b>" stays "<b>").
public struct LoadingTextViewModel: Sendable, Equatable, CustomStringConvertible {
    /// Where the text is in its journey.
    public enum State: Sendable, Equatable {
        /// Nothing requested yet: a still, blank placeholder.
        case initialized
        /// Being read: a shimmering placeholder.
        case loading
        /// Read: the text, or nil when there is none.
        case loaded(String?)
    }

    /// Where the text is in its journey.
    public let state: State

    /// A text in `state`.
    public init(state: State) {
        self.state = state
    }

    /// A blank placeholder (nothing requested yet).
    public static let initialized = LoadingTextViewModel(state: .initialized)
    /// A shimmering placeholder.
    public static let loading = LoadingTextViewModel(state: .loading)
    /// A loaded text.
    public static func loaded(_ text: String?) -> LoadingTextViewModel { LoadingTextViewModel(state: .loaded(text)) }

    /// True while the view should shimmer.
    public var isLoading: Bool {
        switch state {
        case .loading: return true
        case .initialized, .loaded: return false
        }
    }

    /// The text to show once loaded, else nil.
    public var text: String? {
        switch state {
        case .loaded(let text): return text
        case .initialized, .loading: return nil
        }
    }

    /// `initialized`, `loading` or `loaded("…")`, for test failure messages.
    public var description: String {
        switch state {
        case .initialized: return "initialized"
        case .loading: return "loading"
        case .loaded(let text): return "loaded(\(text.map(\.debugDescription) ?? "nil"))"
        }
    }
}
