import Foundation
import NotesFeature
import VSM

/// A note stamped `minutes` after a fixed moment (created and modified alike).
func note(_ id: Int64, _ title: String, body: String = "", pinned: Bool = false, minutes: Double = 0) -> Note {
    let date = Date(timeIntervalSince1970: 1_700_000_000 + minutes * 60)
    return Note(id: id, title: title, body: body, isPinned: pinned, created: date, modified: date)
}

/// The ready library of `store`, loaded through the real load action.
func loadedLibrary(_ store: InMemoryNoteStore, options: NotesStartOptions = NotesStartOptions()) async -> NotesLibrary? {
    guard case .initialized(let loader) = NotesViewState(store: store, options: options) else { return nil }
    var last: NotesViewState?
    for await state in loader.load() { last = state }
    return last?.library
}

/// The last state of a sequence of states (an action's outcome).
func outcome(_ states: StateSequence<NotesViewState>) async -> NotesViewState? {
    var last: NotesViewState?
    for await state in states { last = state }
    return last
}

/// The library `store` loads to, or a thrown failure when it does not load.
func load(_ store: InMemoryNoteStore, options: NotesStartOptions = NotesStartOptions()) async throws -> NotesLibrary {
    guard let library = await loadedLibrary(store, options: options) else { throw NotReady() }
    return library
}

/// The library an action ends in, or a thrown failure when it ends elsewhere.
func finalLibrary(_ states: StateSequence<NotesViewState>) async throws -> NotesLibrary {
    guard let library = await outcome(states)?.library else { throw NotReady() }
    return library
}

/// An action did not end in the ready state.
struct NotReady: Error {}
