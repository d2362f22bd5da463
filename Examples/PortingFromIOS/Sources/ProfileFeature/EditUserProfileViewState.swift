// The builder pattern's final listing (docs/Specification.md, "Implementing the models"),
// verbatim. Only the imports below are ours
// (on iOS: `import Combine`; `merge(with:)` comes from VSMCombine here).
import OpenCombine

struct EditUserProfileViewState {
    var data: UserData
    var editingState: EditingState
    
    enum EditingState {
        case editing(EditingModel)
        case saving
        case savingError(ErrorModel)
    }
    
    struct EditingModel {
        let saveUsername: (String) -> AnyPublisher<EditUserProfileViewState, Never>
    }
    
    struct ErrorModel {
        let message: String
        let retry: () -> AnyPublisher<EditUserProfileViewState, Never>
        let cancel: () -> AnyPublisher<EditUserProfileViewState, Never>
    }
}
