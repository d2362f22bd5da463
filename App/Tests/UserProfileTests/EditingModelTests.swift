import OpenCombine
import UserProfile
import VSMCombineTesting
import VSMTesting
import XCTest

/// The editor's models (the builder pattern, and the feature requirements' editor states):
/// saving, reloading, their errors with retry and cancel, and following the store — each
/// action's journey of states, in order.
final class EditingModelTests: XCTestCase {
    private let alice = UserData(id: 1, username: "alice", realName: "Alice Liddell")

    private func editor(_ repository: FakeRepository) -> EditUserProfileViewState.EditingModel {
        EditUserProfileViewState.EditingModel(userData: alice, repository: repository)
    }

    // MARK: saveUsername

    func test_initialEditorState_isEditingOpened() {
        let state = EditUserProfileViewState(userData: alice, repository: FakeRepository(alice))
        XCTAssertEqual(summary(state), "editing(opened, alice)")
        XCTAssertEqual(state.usernameForEntry, "alice")
        XCTAssertNil(state.validationMessage)
        XCTAssertTrue(state.isEditable)
    }

    func test_saveValidUsername_emitsSavingThenEditingWithSavedData() async {
        let repository = FakeRepository(alice)
        let save = StateRecorder(recording: editor(repository).saveUsername("  Alice 🐇  "))
        let states = await save.expect(["saving", "editing(saved, Alice 🐇)"], comparing: summary)
        XCTAssertEqual(states.first?.data, alice, "saving keeps the old data")
        XCTAssertEqual(repository.saved, ["Alice 🐇"], "stored trimmed")
        XCTAssertNil(states.last?.validationMessage)
        XCTAssertEqual(states.last?.usernameForEntry, "Alice 🐇")
        XCTAssertFalse(save.isFinished, "after saving the editor keeps following the store")
    }

    func test_saveInvalidUsername_keepsTypedTextAndMessage_andNeverWrites() async throws {
        let repository = FakeRepository(alice)
        let save = StateRecorder(recording: editor(repository).saveUsername("two\nlines"))
        let states = await save.expect(["editing(invalidInput, alice)"], comparing: summary)
        let state = try XCTUnwrap(states.first)
        XCTAssertEqual(state.validationMessage, "A username must fit on one line.")
        XCTAssertEqual(state.usernameForEntry, "two\nlines")
        XCTAssertEqual(state.editingModelForTest?.pendingUsername, "two\nlines")
        XCTAssertEqual(repository.callCount(.save), 0)
        XCTAssertEqual(repository.stored(1), alice)
    }

    func test_afterInvalidInput_userFixesTextAndSaves() async throws {
        let repository = FakeRepository(alice)
        let rejection = await StateRecorder(recording: editor(repository).saveUsername("   "))
            .expect(["editing(invalidInput, alice)"], comparing: summary)
        let rejected = try XCTUnwrap(rejection.first)
        XCTAssertEqual(rejected.validationMessage, "Enter a username.")
        let model = try XCTUnwrap(rejected.editingModelForTest)
        let states = await StateRecorder(recording: model.saveUsername("alice2"))
            .expect(["saving", "editing(saved, alice2)"], comparing: summary)
        XCTAssertNil(states.last?.validationMessage, "a successful save clears the message")
        XCTAssertNil(states.last?.editingModelForTest?.pendingUsername)
    }

    func test_saveFailure_emitsSavingError_thenRetrySucceeds() async throws {
        let repository = FakeRepository(alice)
        repository.fail(.save, with: .storage(detail: "disk full"))
        let states = await expectStates(of: editor(repository).saveUsername("bob"), ["saving", "savingError"],
                                        comparing: summary)
        let errorModel = try XCTUnwrap(states.last?.errorModel)
        XCTAssertTrue(errorModel.message.contains("Could not save the username"), errorModel.message)
        XCTAssertTrue(errorModel.message.contains("disk full"), errorModel.message)
        XCTAssertEqual(states.last?.data, alice)
        XCTAssertFalse(states.last?.isEditable ?? true)

        repository.succeed(.save)
        await StateRecorder(recording: errorModel.retry()).expect(["saving", "editing(saved, bob)"], comparing: summary)
        XCTAssertEqual(repository.stored(1)?.username, "bob")
    }

    func test_saveFailure_cancel_returnsToEditingOldDataKeepingTypedText() async throws {
        let repository = FakeRepository(alice)
        repository.fail(.save, with: .simulated(.save))
        let failed = await expectStates(of: editor(repository).saveUsername("bob"), ["saving", "savingError"],
                                        comparing: summary)
        let errorModel = try XCTUnwrap(failed.last?.errorModel)
        let cancellation = await StateRecorder(recording: errorModel.cancel())
            .expect(["editing(cancelled, alice)"], comparing: summary)
        let cancelled = try XCTUnwrap(cancellation.first)
        XCTAssertEqual(cancelled.usernameForEntry, "bob", "the user keeps what they typed")
        XCTAssertNil(cancelled.validationMessage)
        XCTAssertEqual(repository.stored(1), alice)
    }

    func test_saveFailure_retryFailsAgain_thenCancel() async throws {
        let repository = FakeRepository(alice)
        repository.fail(.save, with: .simulated(.save))
        let first = await expectStates(of: editor(repository).saveUsername("bob"), ["saving", "savingError"],
                                       comparing: summary)
        let again = await expectStates(of: try XCTUnwrap(first.last?.errorModel).retry(), ["saving", "savingError"],
                                       comparing: summary)
        await StateRecorder(recording: try XCTUnwrap(again.last?.errorModel).cancel())
            .expect(["editing(cancelled, alice)"], comparing: summary)
        XCTAssertEqual(repository.callCount(.save), 2)
    }

    // MARK: reload

    func test_reload_emitsReloadingThenEditingWithFreshData() async {
        let repository = FakeRepository(alice)
        repository.storeElsewhere(UserData(id: 1, username: "fresh", realName: "Alice Liddell"))
        let states = await StateRecorder(recording: editor(repository).reload())
            .expect(["reloading", "editing(reloaded, fresh)"], comparing: summary)
        XCTAssertEqual(states.first?.data, alice)
        XCTAssertTrue(states.first?.isReloading ?? false)
        XCTAssertTrue(states.first?.isBusy ?? false)
        XCTAssertEqual(repository.callCount(.reload), 1)
    }

    func test_reloadFailure_emitsReloadingError_thenRetrySucceeds() async throws {
        let repository = FakeRepository(alice)
        repository.fail(.reload, with: .databaseLocked(path: "/x/profile.sqlite"))
        let states = await expectStates(of: editor(repository).reload(), ["reloading", "reloadingError"],
                                        comparing: summary)
        let errorModel = try XCTUnwrap(states.last?.errorModel)
        XCTAssertTrue(errorModel.message.contains("Could not reload the profile"), errorModel.message)
        repository.succeed(.reload)
        await StateRecorder(recording: errorModel.retry()).expect(["reloading", "editing(reloaded, alice)"], comparing: summary)
    }

    func test_reloadFailure_cancel_returnsToEditingUnchangedData() async throws {
        let repository = FakeRepository(alice)
        repository.fail(.reload, with: .simulated(.reload))
        let failed = await expectStates(of: editor(repository).reload(), ["reloading", "reloadingError"],
                                        comparing: summary)
        let states = await StateRecorder(recording: try XCTUnwrap(failed.last?.errorModel).cancel())
            .expect(["editing(cancelled, alice)"], comparing: summary)
        XCTAssertEqual(states.first?.usernameForEntry, "alice")
    }

    // MARK: followChanges (kickoff and live sync)

    func test_followChanges_emitsNothingUntilTheStoreChanges_thenEachChange() async {
        let repository = FakeRepository(alice)
        let follow = StateRecorder(recording: editor(repository).followChanges())
        XCTAssertEqual(follow.states.count, 0, "the current value is what the editor shows")
        repository.storeElsewhere(UserData(id: 1, username: "from window 2", realName: "Alice Liddell"))
        repository.storeElsewhere(UserData(id: 1, username: "from window 2", realName: "Alice Liddell"))
        repository.storeElsewhere(UserData(id: 1, username: "again", realName: "Alice Liddell"))
        let states = await follow.expect(["editing(storeChanged, from window 2)", "editing(storeChanged, again)"],
                                         comparing: summary)
        XCTAssertEqual(states.first?.editingCause, .storeChanged)
        XCTAssertFalse(follow.isFinished)
    }

    func test_followChanges_seesCanonicallyEquivalentButDifferentBytes() async throws {
        let precomposed = UserData(id: 1, username: "caf\u{E9}", realName: "")
        let repository = FakeRepository(precomposed)
        let model = EditUserProfileViewState.EditingModel(userData: precomposed, repository: repository)
        let follow = StateRecorder(recording: model.followChanges())
        repository.storeElsewhere(UserData(id: 1, username: "cafe\u{301}", realName: ""))
        let states = await follow.waitForStates(1)
        let state = try XCTUnwrap(states.first)
        XCTAssertEqual(Array(state.data.username.utf8), Array("cafe\u{301}".utf8))
    }

    func test_storeChangeWhileValidationMessageShown_keepsTypedTextAndMessage() async {
        let repository = FakeRepository(alice)
        let save = StateRecorder(recording: editor(repository).saveUsername("\t"))
        await save.expect(["editing(invalidInput, alice)"], comparing: summary)
        repository.storeElsewhere(UserData(id: 1, username: "carol", realName: "Alice Liddell"))
        let changed = await save.expect(["editing(invalidInput, alice)", "editing(storeChanged, carol)"],
                                        comparing: summary).last
        XCTAssertEqual(changed?.validationMessage, "Enter a username.")
        XCTAssertEqual(changed?.usernameForEntry, "\t")
    }

    func test_afterSave_stateKeepsFollowingTheStore_withoutRepeatingOwnSave() async {
        let repository = FakeRepository(alice)
        let save = StateRecorder(recording: editor(repository).saveUsername("bob"))
        await save.expect(["saving", "editing(saved, bob)"], comparing: summary)
        repository.storeElsewhere(UserData(id: 1, username: "dave", realName: "Alice Liddell"))
        await save.expect(["saving", "editing(saved, bob)", "editing(storeChanged, dave)"], comparing: summary)
    }

    func test_afterReloadAndCancel_stateKeepsFollowingTheStore() async throws {
        let repository = FakeRepository(alice)
        let reload = StateRecorder(recording: editor(repository).reload())
        await reload.expect(["reloading", "editing(reloaded, alice)"], comparing: summary)
        repository.storeElsewhere(UserData(id: 1, username: "erin", realName: "Alice Liddell"))
        await reload.expect(["reloading", "editing(reloaded, alice)", "editing(storeChanged, erin)"], comparing: summary)

        repository.fail(.save, with: .simulated(.save))
        let failed = await expectStates(of: editor(repository).saveUsername("x"), ["saving", "savingError"],
                                        comparing: summary)
        let cancel = StateRecorder(recording: try XCTUnwrap(failed.last?.errorModel).cancel())
        // The cancelled editor shows alice; the store holds erin, so following reports it.
        let states = await cancel.expect(["editing(cancelled, alice)", "editing(storeChanged, erin)"], comparing: summary)
        XCTAssertEqual(states.last?.usernameForEntry, "x", "typed text survives a store change")
    }

    func test_followFailure_reportsLiveUpdatesErrorAndFinishes() async {
        let repository = FakeRepository(alice)
        let follow = StateRecorder(recording: editor(repository).followChanges())
        repository.failObservers(1, with: .databaseCorrupt(path: "/x", detail: "malformed"))
        let states = await follow.expectFinished(["editing(storeChanged, alice)"], comparing: summary)
        XCTAssertTrue(states.first?.liveUpdatesError?.contains("Live updates stopped") ?? false)
    }

    func test_cancellingTheSubscriptionStopsFollowing() {
        let repository = FakeRepository(alice)
        let follow = StateRecorder(recording: editor(repository).followChanges())
        follow.cancel()
        repository.storeElsewhere(UserData(id: 1, username: "late", realName: ""))
        XCTAssertEqual(follow.states.count, 0)
    }

    // MARK: conveniences and printing

    func test_viewConveniences_coverEveryEditingState() {
        let none: @Sendable () -> AnyPublisher<EditUserProfileViewState, Never> = { Empty().eraseToAnyPublisher() }
        let errorModel = EditUserProfileViewState.ErrorModel(message: "m", retry: none, cancel: none)
        let editing = EditUserProfileViewState.EditingModel(
            pendingUsername: "typed", validationMessage: "bad", saveUsername: { _ in none() }, reload: none, followChanges: none
        )
        let cases: [(EditUserProfileViewState.EditingState, saving: Bool, reloading: Bool, editable: Bool, error: Bool)] = [
            (.editing(editing), false, false, true, false),
            (.saving, true, false, false, false),
            (.savingError(errorModel), false, false, false, true),
            (.reloading, false, true, false, false),
            (.reloadingError(errorModel), false, false, false, true),
        ]
        for (editingState, saving, reloading, editable, error) in cases {
            let state = EditUserProfileViewState(data: alice, editingState: editingState)
            XCTAssertEqual(state.isSaving, saving, "\(state)")
            XCTAssertEqual(state.isReloading, reloading, "\(state)")
            XCTAssertEqual(state.isBusy, saving || reloading, "\(state)")
            XCTAssertEqual(state.isEditable, editable, "\(state)")
            XCTAssertEqual(state.errorModel != nil, error, "\(state)")
            XCTAssertEqual(state.validationMessage, editable ? "bad" : nil)
            XCTAssertEqual(state.usernameForEntry, editable ? "typed" : "alice")
        }
    }

    func test_statesPrintWithoutClosures() {
        let repository = FakeRepository(alice)
        let model = EditUserProfileViewState.EditingModel(
            userData: alice, repository: repository, cause: .invalidInput, pendingUsername: "a\tb", validationMessage: "no"
        )
        XCTAssertEqual(
            String(describing: EditUserProfileViewState(data: alice, editingState: .editing(model))),
            #"EditUserProfileViewState(data: UserData(id: 1, username: "alice", realName: "Alice Liddell"), "#
                + #"editingState: editing(EditingModel(cause: invalidInput, pendingUsername: "a\tb", validationMessage: "no")))"#
        )
        let errorModel = EditUserProfileViewState.ErrorModel(
            savingFailedWith: "failed", username: "b", userData: alice, repository: repository
        )
        XCTAssertEqual(
            String(describing: EditUserProfileViewState(data: alice, editingState: .savingError(errorModel)).editingState),
            #"savingError(ErrorModel(message: "failed"))"#
        )
        XCTAssertEqual(String(describing: EditUserProfileViewState.EditingState.saving), "saving")
        XCTAssertEqual(String(describing: EditUserProfileViewState.EditingState.reloading), "reloading")
        XCTAssertEqual(
            String(describing: EditUserProfileViewState.EditingState.reloadingError(errorModel)),
            #"reloadingError(ErrorModel(message: "failed"))"#
        )
    }
}
