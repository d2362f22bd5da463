import Foundation
import Logging
import OpenCombine
import Synchronization
import VSM
import VSMCombine
import VSMTesting
import XCTest
@testable import ProfileFeature

/// The builder-pattern load models, observed as the specification's view does
/// (`$state.observe(loaderModel.load())`).
final class LoadUserProfileModelTests: XCTestCase {
    override func setUp() {
        UserDataRepository.backend = .init(userData: UserData(userId: 7, username: "ada"))
    }

    @MainActor
    func testLoadShowsLoadingAtOnceThenTheData() async {
        let container = StateContainer(state: LoadUserProfileViewState.initialized(.init(userId: 7)))
        let log = StateLog(container)
        guard case .initialized(let loaderModel) = container.state else { return XCTFail() }

        container.observe(loaderModel.load())

        // `Just(.loading).merge(with:)`: Just emits on subscription, on the main thread.
        XCTAssertEqual(log.states.map(caseName), ["loading"], "set before observe returned")
        await waitUntil("the data") { log.states.count == 2 }
        XCTAssertEqual(log.states.map(caseName), ["loading", "loaded(ada)"])
    }

    @MainActor
    func testFailedLoadShowsTheErrorAndRetryLoadsAgain() async {
        UserDataRepository.backend.loadError = RepositoryError(message: "The server is down.")
        let container = StateContainer(state: LoadUserProfileViewState.initialized(.init(userId: 7)))
        let log = StateLog(container)
        guard case .initialized(let loaderModel) = container.state else { return XCTFail() }

        container.observe(loaderModel.load())
        await waitUntil("the error") { log.states.count == 2 }
        guard case .loadingError(let errorModel) = container.state else {
            return XCTFail("expected loadingError, got \(caseName(container.state))")
        }
        XCTAssertEqual(errorModel.message, "The server is down.", "the error's localizedDescription")

        UserDataRepository.backend.loadError = nil
        container.observe(errorModel.retry())
        await waitUntil("the retried load") { log.states.count == 4 }
        XCTAssertEqual(log.states.map(caseName), ["loading", "loadingError", "loading", "loaded(ada)"])
    }

    @MainActor
    func testANewerActionCancelsTheLoad() async {
        UserDataRepository.backend.latency = .milliseconds(50)
        let container = StateContainer(state: LoadUserProfileViewState.initialized(.init(userId: 7)))
        let log = StateLog(container)
        guard case .initialized(let loaderModel) = container.state else { return XCTFail() }

        container.observe(loaderModel.load())
        container.observe(.initialized(loaderModel))
        try? await Task.sleep(for: .milliseconds(200))

        XCTAssertEqual(log.states.map(caseName), ["loading", "initialized"], "merge's second upstream was cancelled")
    }

    @MainActor
    func testAppleDebugOptionNamesLogCaseLabels() async {
        let messages = Mutex<[String]>([])
        let previous = VSMLogging.logger
        VSMLogging.logger = Logger(label: VSMLogging.label) { _ in
            MessageLog(sink: { message in messages.withLock { $0.append(message) } }, logLevel: .warning)
        }
        defer { VSMLogging.logger = previous }
        let container = StateContainer(state: LoadUserProfileViewState.initialized(.init(userId: 7)))
            ._debug(options: _StateContainerDebugOptions.enumDefaults)
        let labelled = StateContainer(state: 0)._debug(options: [.didSet, .enumLabel, .print, .event])
        guard case .initialized(let loaderModel) = container.state else { return XCTFail() }

        container.observe(loaderModel.load())
        labelled.observe(1)
        await waitUntil("the data") { messages.withLock { $0.count } == 3 }

        XCTAssertEqual(messages.withLock { $0 }, [
            "LoadUserProfileViewState didSet loading",
            "Int didSet 1",
            "LoadUserProfileViewState didSet loaded",
        ])
    }
}
