import TestSupport
import XCTest
@testable import VSM

// Code written as for the Apple library's 2.0: each test calls a name or signature that
// library declares, so that a port of it compiles here with its imports changed only.

/// A state that is not `Sendable`: its loaded case carries a class.
final class UpstreamProfile {
    var name: String
    init(name: String) { self.name = name }
}

enum UpstreamProfileState {
    case initialized
    case loading
    case loaded(UpstreamProfile)
}

/// 2.0 code names the container's type, here in an extension.
extension AsyncStateContainer where State == LoadState {
    func startLoading() {
        observe(.loading)
    }
}

final class UpstreamSourceCompatibilityTests: XCTestCase {
    // MARK: AsyncStateContainer

    @MainActor
    func testAsyncStateContainer_isTheStateContainer() async {
        let container: AsyncStateContainer<LoadState> = StateContainer(state: .initialized)
        container.startLoading()
        XCTAssertEqual(container.state, .loading)

        await container.refresh(state: { .loaded("ada") })
        XCTAssertEqual(container.state, .loaded("ada"))
    }

    @MainActor
    func testAsyncStateContainer_isSendableForAnyState() {
        let container = AsyncStateContainer<UpstreamProfileState>(state: .initialized)
        let sendable: any Sendable = container
        XCTAssertTrue(sendable as AnyObject === container)
    }

    @MainActor
    func testAsyncStateContainer_isTheTypeOfARenderedViewStateContainer() {
        let view = DidSetViewController(state: .initialized)
        let container: AsyncStateContainer<LoadState> = view.$state.stateContainer
        container.observe(.loading)
        XCTAssertEqual(view.state, .loading)
    }
}
