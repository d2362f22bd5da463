import VSM

/// The state and action of `NotesViewState.loadFailed`: why the store could not be read,
/// and Retry (after the person moved the foreign file away, say). Nothing was changed on disk.
public struct NotesLoadFailedModel: Sendable {
    /// What went wrong, for the person.
    public let error: NoteStoreError
    /// Reads the store again: `loading`, then the library or the failure again.
    public let retry: @Sendable () -> StateSequence<NotesViewState>

    init(error: NoteStoreError, environment: NotesEnvironment, options: NotesStartOptions) {
        self.error = error
        retry = { NotesLoaderModel.loading(environment, options) }
    }
}
