import Foundation
import Logging
import Synchronization
import VSM
import XCTest
@testable import ProfileFeature

/// The enum case name of a state, for comparing journeys of states that hold closures.
func caseName(_ state: LoadUserProfileViewState) -> String {
    switch state {
    case .initialized: "initialized"
    case .loading: "loading"
    case .loadingError: "loadingError"
    case .loaded(let data): "loaded(\(data.username))"
    }
}

func caseName(_ state: EditUserProfileViewState) -> String {
    switch state.editingState {
    case .editing: "editing(\(state.data.username))"
    case .saving: "saving"
    case .savingError: "savingError"
    }
}

/// Every state a container sets, in order.
@MainActor
final class StateLog<State> {
    private(set) var states: [State] = []
    private var token: StateObservationToken?

    init(_ container: StateContainer<State>) {
        token = container.observeDidSet { [weak self] in self?.states.append($0) }
    }
}

/// A swift-log handler keeping the messages it gets (VSM logs through swift-log).
struct MessageLog: LogHandler {
    let sink: @Sendable (String) -> Void
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    func log(event: LogEvent) {
        sink(event.message.description)
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
}
