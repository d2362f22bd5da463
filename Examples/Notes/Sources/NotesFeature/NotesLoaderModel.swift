import VSM

/// The action of `NotesViewState.initialized`: read the store.
public struct NotesLoaderModel: Sendable {
    /// Shows `loading` at once, then the library or why it could not be read.
    public let load: @Sendable () -> StateSequence<NotesViewState>

    init(environment: NotesEnvironment, options: NotesStartOptions) {
        load = { NotesLoaderModel.loading(environment, options) }
    }

    /// The journey of a load, shared with Retry.
    static func loading(_ environment: NotesEnvironment, _ options: NotesStartOptions) -> StateSequence<NotesViewState> {
        StateSequence(synchronousStates: [{ .loading }], states: [{ () async -> NotesViewState in
            do throws(NoteStoreError) {
                let notes = try await environment.store.loadNotes()
                let selected = options.selectedID.flatMap { id in notes.contains { $0.id == id } ? id : nil }
                return .ready(NotesLibrary(environment: environment, notes: notes, options: options, selectedID: selected))
            } catch {
                return .loadFailed(NotesLoadFailedModel(error: error, environment: environment, options: options))
            }
        }])
    }
}
