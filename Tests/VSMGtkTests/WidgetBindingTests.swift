import Gtk
import VSMGtkTesting
import TestSupport
import VSM
import VSMGtk
import XCTest

/// A form's view state: what the widget bindings bind to.
private struct ProfileForm: Equatable {
    var username = "ada"
    var isPublic = false
    var age = 36.0
    var rejection: String?
    var unrelated = 0

    /// Takes any name without digits; a name with digits is refused and kept out of the state.
    func changeUsername(_ name: String) -> ProfileForm {
        var copy = self
        if name.contains(where: \.isNumber) {
            copy.rejection = "no digits"
        } else {
            copy.username = name
            copy.rejection = nil
        }
        return copy
    }

    func changePublic(_ isPublic: Bool) -> ProfileForm {
        var copy = self
        copy.isPublic = isPublic
        return copy
    }

    func changeAge(_ age: Double) -> ProfileForm {
        var copy = self
        copy.age = age
        return copy
    }
}

/// Counts and records the values an action was called with.
@MainActor
private final class ActionLog<Value> {
    private(set) var values: [Value] = []

    func record(_ value: Value) {
        values.append(value)
    }
}

final class WidgetBindingTests: XCTestCase {
    // MARK: Entry

    func testEntryShowsTheStateAndARenderNeverCallsTheAction() throws { try onMainActor(Self.checkEntryShowsTheStateAndARenderNeverCallsTheAction) }
    @MainActor private static func checkEntryShowsTheStateAndARenderNeverCallsTheAction() throws {
        try requireDisplay()
        let container = StateContainer(state: ProfileForm())
        let calls = ActionLog<String>()
        let entry = Entry()
        entry.bind(text: container.bind(\.username, to: { state, name in
            calls.record(name)
            return state.changeUsername(name)
        }))

        XCTAssertEqual(entry.text, "ada", "bound: shows the state's value")
        container.observe(ProfileForm(username: "grace"))
        XCTAssertEqual(entry.text, "grace", "follows the state")
        container.observe(ProfileForm(username: "linus", isPublic: true))
        XCTAssertEqual(entry.text, "linus")
        XCTAssertEqual(calls.values, [], "showing a state never calls the action: no feedback loop")
    }

    func testEntryEditCallsTheActionOnceWithTheText() throws { try onMainActor(Self.checkEntryEditCallsTheActionOnceWithTheText) }
    @MainActor private static func checkEntryEditCallsTheActionOnceWithTheText() throws {
        try requireDisplay()
        let container = StateContainer(state: ProfileForm())
        let calls = ActionLog<String>()
        let entry = Entry()
        entry.bind(text: container.bind(\.username, to: { state, name in
            calls.record(name)
            return state.changeUsername(name)
        }))

        entry.text = "grace"  // what typing does: the entry changes, then emits `changed`

        XCTAssertEqual(container.state.username, "grace", "a synchronous action lands at once")
        XCTAssertEqual(calls.values, ["grace"], "once: the action's own state does not call it again")
        XCTAssertEqual(entry.text, "grace")
    }

    func testRejectedTextStaysOnScreenUntilTheStateChangesTheValue() throws { try onMainActor(Self.checkRejectedTextStaysOnScreenUntilTheStateChangesTheValue) }
    @MainActor private static func checkRejectedTextStaysOnScreenUntilTheStateChangesTheValue() throws {
        try requireDisplay()
        let container = StateContainer(state: ProfileForm())
        let entry = Entry()
        entry.bind(text: container.bind(\.username, to: ProfileForm.changeUsername))

        entry.text = "ada2"
        XCTAssertEqual(container.state.rejection, "no digits")
        XCTAssertEqual(container.state.username, "ada")
        XCTAssertEqual(entry.text, "ada2", "what the user typed is not replaced by the unchanged value")

        var unrelated = container.state
        unrelated.unrelated += 1
        container.observe(unrelated)
        XCTAssertEqual(entry.text, "ada2", "a change elsewhere in the state leaves the entry alone")

        container.observe(container.state.changeUsername("grace"))
        XCTAssertEqual(entry.text, "grace", "a change of the bound value wins")
    }

    func testNormalizingActionIsShownAndCalledOnce() throws { try onMainActor(Self.checkNormalizingActionIsShownAndCalledOnce) }
    @MainActor private static func checkNormalizingActionIsShownAndCalledOnce() throws {
        try requireDisplay()
        let container = StateContainer(state: ProfileForm())
        let calls = ActionLog<String>()
        let entry = Entry()
        entry.bind(text: container.bind(\.username, to: { state, name in
            calls.record(name)
            return state.changeUsername(name.uppercased())
        }))

        entry.text = "grace"

        XCTAssertEqual(entry.text, "GRACE", "the entry shows what the action made of the text")
        XCTAssertEqual(calls.values, ["grace"], "showing the normalized text does not call the action again")
    }

    func testDebouncedEntrySetsOnlyTheLastTextAfterThePause() throws { try onMainActor(Self.checkDebouncedEntrySetsOnlyTheLastTextAfterThePause) }
    @MainActor private static func checkDebouncedEntrySetsOnlyTheLastTextAfterThePause() throws {
        try requireDisplay()
        let container = StateContainer(state: ProfileForm())
        let calls = ActionLog<String>()
        let entry = Entry()
        entry.bind(text: container.bind(\.username, to: { state, name in
            calls.record(name)
            return state.changeUsername(name)
        }), debounced: 0.05)

        for text in ["g", "gr", "gra", "grace"] {
            entry.text = text
        }
        XCTAssertEqual(calls.values, [], "nothing before the pause")
        var unrelated = container.state
        unrelated.unrelated += 1
        container.observe(unrelated)
        XCTAssertEqual(entry.text, "grace", "a state change meanwhile does not undo the waiting edit")

        waitUntil("the debounced edit") { container.state.username == "grace" }
        drainMainLoop()
        XCTAssertEqual(calls.values, ["grace"], "only the last text is set")
    }

    func testAStateChangeOfTheValueDropsAWaitingEdit() throws { try onMainActor(Self.checkAStateChangeOfTheValueDropsAWaitingEdit) }
    @MainActor private static func checkAStateChangeOfTheValueDropsAWaitingEdit() throws {
        try requireDisplay()
        let container = StateContainer(state: ProfileForm())
        let calls = ActionLog<String>()
        let entry = Entry()
        entry.bind(text: container.bind(\.username, to: { state, name in
            calls.record(name)
            return state.changeUsername(name)
        }), debounced: .milliseconds(50))

        entry.text = "typed"
        container.observe(ProfileForm(username: "from another window"))
        XCTAssertEqual(entry.text, "from another window")

        MainContext.iterate(for: .milliseconds(150))  // past the due time
        XCTAssertEqual(calls.values, [], "the waiting edit was older than the state's change: dropped")
        XCTAssertEqual(container.state.username, "from another window")
    }

    func testFlushSetsAWaitingEditNow() throws { try onMainActor(Self.checkFlushSetsAWaitingEditNow) }
    @MainActor private static func checkFlushSetsAWaitingEditNow() throws {
        try requireDisplay()
        let container = StateContainer(state: ProfileForm())
        let entry = Entry()
        let binding = entry.bind(text: container.bind(\.username, to: ProfileForm.changeUsername), debounced: .seconds(60))

        entry.text = "grace"
        XCTAssertEqual(container.state.username, "ada")
        binding.flush()
        XCTAssertEqual(container.state.username, "grace", "set at once, as before a Save")
        binding.flush()  // nothing waits any more: no second set
        XCTAssertEqual(container.state.username, "grace")
    }

    func testUnbindStopsBothDirections() throws { try onMainActor(Self.checkUnbindStopsBothDirections) }
    @MainActor private static func checkUnbindStopsBothDirections() throws {
        try requireDisplay()
        let container = StateContainer(state: ProfileForm())
        let entry = Entry()
        let binding = entry.bind(text: container.bind(\.username, to: ProfileForm.changeUsername))
        XCTAssertTrue(binding.isBound)

        binding.unbind()
        binding.unbind()  // idempotent
        XCTAssertFalse(binding.isBound)
        entry.text = "grace"
        container.observe(ProfileForm(username: "linus"))

        XCTAssertEqual(container.state.username, "linus")
        XCTAssertEqual(entry.text, "grace")
    }

    func testTheWidgetOwnsTheBindingAndNothingLeaks() throws { try onMainActor(Self.checkTheWidgetOwnsTheBindingAndNothingLeaks) }
    @MainActor private static func checkTheWidgetOwnsTheBindingAndNothingLeaks() throws {
        try requireDisplay()
        weak var weakContainer: StateContainer<ProfileForm>?
        weak var weakEntry: Entry?
        do {
            let container = StateContainer(state: ProfileForm())
            weakContainer = container
            let window = Window()
            let entry = Entry()
            weakEntry = entry
            window.child = entry
            entry.bind(text: container.bind(\.username, to: ProfileForm.changeUsername))  // handle dropped
            window.present()
            entry.text = "grace"
            XCTAssertEqual(container.state.username, "grace", "dropping the handle does not unbind")
            window.destroy()
        }
        waitUntil("the window's widgets to be finalized") { weakEntry == nil }
        XCTAssertNil(weakContainer, "the entry held the container only through its binding")
    }

    // MARK: CheckButton

    func testCheckButtonBothDirectionsWithoutLoop() throws { try onMainActor(Self.checkCheckButtonBothDirectionsWithoutLoop) }
    @MainActor private static func checkCheckButtonBothDirectionsWithoutLoop() throws {
        try requireDisplay()
        let container = StateContainer(state: ProfileForm())
        let calls = ActionLog<Bool>()
        let window = Window()
        defer { window.destroy() }
        let check = CheckButton(label: "Public profile")
        window.child = check
        window.present()
        check.bind(active: container.bind(\.isPublic, to: { state, isPublic in
            calls.record(isPublic)
            return state.changePublic(isPublic)
        }))

        container.observe(container.state.changePublic(true))
        XCTAssertTrue(check.active, "follows the state")
        XCTAssertEqual(calls.values, [], "showing the state does not call the action")

        XCTAssertTrue(check.performClick())
        XCTAssertFalse(container.state.isPublic, "a click sets the binding")
        XCTAssertEqual(calls.values, [false])
    }

    func testDebouncedCheckButtonSetsTheLastValue() throws { try onMainActor(Self.checkDebouncedCheckButtonSetsTheLastValue) }
    @MainActor private static func checkDebouncedCheckButtonSetsTheLastValue() throws {
        try requireDisplay()
        let container = StateContainer(state: ProfileForm())
        let calls = ActionLog<Bool>()
        let check = CheckButton()
        check.bind(active: container.bind(\.isPublic, to: { state, isPublic in
            calls.record(isPublic)
            return state.changePublic(isPublic)
        }), debounced: 0.05)

        check.active = true
        check.active = false
        check.active = true
        waitUntil("the debounced toggle") { container.state.isPublic }
        drainMainLoop()
        XCTAssertEqual(calls.values, [true])
    }

    // MARK: SpinButton

    func testSpinButtonBothDirectionsWithoutLoop() throws { try onMainActor(Self.checkSpinButtonBothDirectionsWithoutLoop) }
    @MainActor private static func checkSpinButtonBothDirectionsWithoutLoop() throws {
        try requireDisplay()
        let container = StateContainer(state: ProfileForm())
        let calls = ActionLog<Double>()
        let spin = SpinButton(range: 0...120, step: 1)
        spin.bind(value: container.bind(\.age, to: { state, age in
            calls.record(age)
            return state.changeAge(age)
        }))

        XCTAssertEqual(spin.value, 36)
        container.observe(container.state.changeAge(40))
        XCTAssertEqual(spin.value, 40)
        container.observe(container.state.changeAge(500))
        XCTAssertEqual(spin.value, 120, "shown clamped to the range")
        XCTAssertEqual(calls.values, [], "showing (even clamping) the state does not call the action")

        spin.stepDown()
        XCTAssertEqual(calls.values, [119])
        XCTAssertEqual(container.state.age, 119)
    }
}
