// Seed 003's view-state extensions (docs/Specification.md), on seed 001's types.
//
// These are not verbatim, and no library could make them so: copied as written, Swift rejects
// them against seed 001's declarations with three errors that involve no VSM API at all:
//
//   error: switch must be exhaustive                       (001's EditingState has a third
//                                                           case, savingError)
//   error: type 'EditUserProfileViewState.EditingState' has no member 'loadingError'
//                                                          (001 names it savingError)
//   error: cannot find type 'ErrorModel' in scope           (001 nests the model in
//                                                           EditUserProfileViewState)
//
// Each fix below is the smallest one for its error; the rest is the seed's text. (The seed's
// third snippet, `saveUsername` returning `{ _ in }`, is its own example of what not to do.)

extension EditUserProfileViewState {
    var isSaving: Bool {
        switch editingState {
        case .editing:
            return false
        case .saving:
            return true
        case .savingError:  // not in the seed: see above
            return false
        }
    }
}

extension EditUserProfileViewState {
    var errorModel: ErrorModel? {
        if case .savingError(let errorModel) = editingState {  // the seed: .loadingError
            return errorModel
        }
        return nil
    }
}

extension EditUserProfileViewState.ErrorModel: Identifiable {  // the seed: extension ErrorModel
    var id: String { message }
}
