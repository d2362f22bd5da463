import Foundation
import UserProfile

/// Short names for posts states so tests can compare whole journeys at once: the case,
/// and for `loaded` the ids of the posts in order.
func summary(_ state: PostsViewState) -> String {
    switch state {
    case .initialized: return "initialized"
    case .loading: return "loading"
    case .loaded(let model): return "loaded(\(model.posts.map { String($0.id) }.joined(separator: ",")))"
    case .empty: return "empty"
    case .failed: return "failed"
    }
}

extension PostsViewState {
    var loaderModelForTest: LoaderModel? {
        if case .initialized(let model) = self { return model }
        return nil
    }

    var loadedModelForTest: LoadedModel? {
        if case .loaded(let model) = self { return model }
        return nil
    }

    var emptyModelForTest: EmptyModel? {
        if case .empty(let model) = self { return model }
        return nil
    }

    var errorModelForTest: ErrorModel? {
        if case .failed(let model) = self { return model }
        return nil
    }
}

/// A post with a readable date: `day` days after 2024-01-01T00:00:00Z.
func post(_ id: Int64, userId: Int64 = 1, day: Int, _ body: String) -> Post {
    Post(id: id, userId: userId, date: Date(timeIntervalSince1970: 1_704_067_200 + TimeInterval(day) * 86_400), body: body)
}
