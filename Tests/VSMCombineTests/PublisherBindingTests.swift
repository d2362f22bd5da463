import OpenCombine
import TestSupport
import VSM
import VSMCombine
import XCTest

/// `bind(_:to:)` with actions that return publishers, as the Apple library's 1.x overloads.
final class PublisherBindingTests: XCTestCase {
    struct ProfileState: Equatable {
        var username: String
        var isSaving = false

        func saveUsername(_ username: String) -> AnyPublisher<ProfileState, Never> {
            Just(ProfileState(username: username, isSaving: true))
                .append(Just(ProfileState(username: username)))
                .eraseToAnyPublisher()
        }
    }

    @MainActor
    func testSetObservesThePublisherTheActionReturns() async {
        let container = StateContainer(state: ProfileState(username: "ada"))
        var seen: [ProfileState] = []
        let token = container.observeDidSet { seen.append($0) }
        let binding = container.bind(\.username, to: { state, value in state.saveUsername(value) })

        binding.wrappedValue = "grace"

        XCTAssertEqual(seen, [ProfileState(username: "grace", isSaving: true), ProfileState(username: "grace")])
        XCTAssertEqual(binding.wrappedValue, "grace")
        token.cancel()
    }

    @MainActor
    func testCurriedMethodAndCancellationByANewerSet() async {
        let container = StateContainer(state: ProfileState(username: "ada"))
        let subject = PassthroughSubject<ProfileState, Never>()
        let binding = container.bind(\.username, to: { (_: ProfileState, _: String) in subject })
        let curried = container.bind(\.username, to: ProfileState.saveUsername)

        binding.set("ignored")
        curried.set("grace")
        subject.send(ProfileState(username: "stale"))
        await drainMainActor()

        XCTAssertEqual(container.state, ProfileState(username: "grace"), "the first set's subscription was cancelled")
    }
}
