import TestSupport
import XCTest
@testable import VSM

/// `bind(_:to:)`: get reads the current state, set observes the action.
final class StateBindingTests: XCTestCase {
    /// A form's view state, a struct as the Apple library's `bind` expects.
    struct FormState: Equatable {
        var username: String
        var isSubscribed = false
        var savedCount = 0

        func changeUsername(_ username: String) -> FormState {
            var copy = self
            copy.username = username.trimmingCharacters(in: .whitespaces)
            return copy
        }

        func saveSubscription(_ isSubscribed: Bool) async -> FormState {
            var copy = self
            copy.isSubscribed = isSubscribed
            copy.savedCount += 1
            return copy
        }

        func changeUsernameLoading(_ username: String) -> StateSequence<FormState> {
            StateSequence(
                synchronousStates: [{ FormState(username: "…") }],
                states: [{ FormState(username: username) }]
            )
        }
    }

    // MARK: Get and set

    @MainActor
    func testGetReadsTheCurrentStateEveryTime() async {
        let container = StateContainer(state: FormState(username: "ada"))
        let binding = container.bind(\.username, to: { state, value in state.changeUsername(value) })

        XCTAssertEqual(binding.wrappedValue, "ada")
        container.observe(FormState(username: "grace"))
        XCTAssertEqual(binding.wrappedValue, "grace", "no cached copy")
    }

    @MainActor
    func testSetObservesTheActionWithTheCurrentStateBeforeReturning() async {
        let container = StateContainer(state: FormState(username: "ada", savedCount: 3))
        let recorder = DidSetRecorder(container)
        var seenStates: [FormState] = []
        let binding = container.bind(\.username, to: { state, value in
            seenStates.append(state)
            return state.changeUsername(value)
        })

        binding.wrappedValue = "  grace "

        XCTAssertEqual(container.state, FormState(username: "grace", savedCount: 3))
        XCTAssertEqual(recorder.states.count, 1, "one change, before the set returned")
        XCTAssertEqual(seenStates, [FormState(username: "ada", savedCount: 3)])
        XCTAssertEqual(binding.wrappedValue, "grace", "get shows what the action made of the value")
    }

    @MainActor
    func testCurriedMethodReference() async {
        let container = StateContainer(state: FormState(username: "ada"))
        let binding = container.bind(\.username, to: FormState.changeUsername)

        binding.set("grace")

        XCTAssertEqual(container.state.username, "grace")
    }

    @MainActor
    func testAsynchronousActionLandsLaterAndANewerSetSupersedesIt() async {
        let container = StateContainer(state: FormState(username: "ada"))
        let gate = Gate()
        let binding = container.bind(\.isSubscribed, to: { state, value in
            if value { await gate.wait() }  // the first set is slow and ignores cancellation
            return await state.saveSubscription(value)
        })

        binding.wrappedValue = true
        XCTAssertFalse(container.state.isSubscribed, "an async action has not landed yet")
        await waitUntil("the slow action to start") { gate.waiterCount == 1 }
        binding.wrappedValue = false
        await waitUntil("the newer action") { container.state.savedCount == 1 }
        gate.open()
        await drainMainActor(rounds: 50)

        XCTAssertEqual(container.state.savedCount, 1, "the superseded set's state never lands")
        XCTAssertFalse(container.state.isSubscribed)
    }

    @MainActor
    func testCurriedAsynchronousMethodReference() async {
        let container = StateContainer(state: FormState(username: "ada"))
        let binding = container.bind(\.isSubscribed, to: FormState.saveSubscription)

        binding.set(true)

        await waitUntil("the saved state") { container.state.isSubscribed }
        XCTAssertEqual(container.state.savedCount, 1)
    }

    @MainActor
    func testSequenceActionLandsItsSynchronousStatesBeforeSetReturns() async {
        let container = StateContainer(state: FormState(username: "ada"))
        let binding = container.bind(\.username, to: FormState.changeUsernameLoading)

        binding.set("grace")

        XCTAssertEqual(container.state.username, "…")
        await waitUntil("the sequence's last state") { container.state.username == "grace" }
    }

    // MARK: Debounce

    @MainActor
    func testDebouncedSetRunsOnlyTheLastAndCanBeCancelled() async {
        let clock = ManualClock()
        let container = StateContainer(state: FormState(username: ""), debounceClock: clock)
        let recorder = DidSetRecorder(container)
        let binding = container.bind(\.username, to: FormState.changeUsername)

        for text in ["a", "ad", "ada"] {
            binding.set(text, debounced: 0.3, identifier: "typing")
        }
        XCTAssertTrue(binding.hasPendingSet(identifier: "typing"))
        clock.advance(by: .milliseconds(300))
        await waitUntil("the debounced set") { container.state.username == "ada" }
        XCTAssertEqual(recorder.states.map(\.username), ["ada"])
        XCTAssertFalse(binding.hasPendingSet(identifier: "typing"))

        binding.set("grace", debounced: .milliseconds(300), identifier: "typing")
        binding.cancelPendingSet(identifier: "typing")
        clock.advance(by: .seconds(1))
        await drainMainActor(rounds: 50)
        XCTAssertEqual(recorder.states.map(\.username), ["ada"], "a cancelled set never runs")
    }

    // MARK: Observation

    @MainActor
    func testObserveChangesReportsTheValueAfterEveryChangeUntilCancelled() async {
        let container = StateContainer(state: FormState(username: "ada"))
        let binding = container.bind(\.username, to: FormState.changeUsername)
        var seen: [String] = []
        let token = binding.observeChanges { seen.append($0) }

        binding.set("grace")
        container.observe(FormState(username: "grace", isSubscribed: true))
        token.cancel()
        binding.set("linus")

        XCTAssertEqual(seen, ["grace", "grace"], "every change, even one that keeps the value")
    }

    // MARK: Other shapes

    @MainActor
    func testConstantIgnoresSets() async {
        let binding = StateBinding.constant(42)
        var calls = 0
        let token = binding.observeChanges { _ in calls += 1 }

        binding.wrappedValue = 7

        XCTAssertEqual(binding.wrappedValue, 42)
        XCTAssertEqual(calls, 0)
        token.cancel()
    }

    /// A child component receiving a binding as a property wrapper.
    @MainActor
    struct UsernameField {
        @StateBinding var username: String

        func type(_ text: String) {
            username = text
        }
    }

    @MainActor
    func testPropertyWrapperUse() async {
        let container = StateContainer(state: FormState(username: "ada"))
        let field = UsernameField(username: container.bind(\.username, to: FormState.changeUsername))

        field.type("grace")

        XCTAssertEqual(container.state.username, "grace")
        XCTAssertEqual(field.username, "grace")
        XCTAssertEqual(field.$username.wrappedValue, "grace")
    }

    @MainActor
    final class FormView {
        @RenderedViewState var state: FormState
        private(set) var renders = 0

        init() {
            _state = .init(wrappedValue: FormState(username: "ada"), render: Self.render)
        }

        func render() {
            renders += 1
        }
    }

    @MainActor
    func testRenderedViewStateProjectionBinds() async {
        let view = FormView()
        _ = view.state  // starts rendering
        let binding = view.$state.bind(\.username, to: FormState.changeUsername)

        binding.set("grace")

        XCTAssertEqual(view.state.username, "grace")
        XCTAssertEqual(view.renders, 2, "the initial render and one for the set")
    }

    @MainActor
    func testJourneyRecordsTheBindCallSite() async throws {
        let file = try JourneyFile()
        let journey = try JourneyRecorder(path: file.path)
        let container = StateContainer(state: FormState(username: "ada")).recordJourney(to: journey)
        let binding = container.bind(\.username, to: FormState.changeUsername)

        binding.set("grace")
        journey.flush()

        let records = file.records()
        XCTAssertEqual(records.count, 1)
        XCTAssertEqual(records.first?["function"] as? String, "testJourneyRecordsTheBindCallSite()")
        XCTAssertEqual(records.first?["action"] as? String, "state")
    }
}
