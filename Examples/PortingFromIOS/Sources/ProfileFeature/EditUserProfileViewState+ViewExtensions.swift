// The specification's view-state extensions (docs/Specification.md, "View-state extensions"),
// on the builder-pattern models' types.
//
// These are not verbatim, and no library could make them so: copied as written, Swift rejects
// them against the builder-pattern declarations with three errors that involve no VSM API at
// all:
//
//   error: switch must be exhaustive                       (001's EditingState has a third
//                                                           case, savingError)
//   error: type 'EditUserProfileViewState.EditingState' has no member 'loadingError'
//                                                          (001 names it savingError)
//   error: cannot find type 'ErrorModel' in scope           (001 nests the model in
//                                                           EditUserProfileViewState)
//
// Each fix below is the smallest one for its error; the rest is the article's text. (The
// article's third snippet, `saveUsername` returning `{ _ in }`, is its own example of what not
// to do.)

extension EditUserProfileViewState {
    var isSaving: Bool {
        switch editingState {
        case .editing:
            return false
        case .saving:
            return true
        case .savingError:  // not in the article: see above
            return false
        }
    }
}

extension EditUserProfileViewState {
    var errorModel: ErrorModel? {
        if case .savingError(let errorModel) = editingState {  // the article: .loadingError
            return errorModel
        }
        return nil
    }
}

extension EditUserProfileViewState.ErrorModel: Identifiable {  // the article: extension ErrorModel
    var id: String { message }
}
