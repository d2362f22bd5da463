import OpenCombine
import UserProfile
import XCTest

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

    func test_saveValidUsername_emitsSavingThenEditingWithSavedData() {
        let repository = FakeRepository(alice)
        let recorder = Recorder(editor(repository).saveUsername("  Alice 🐇  "))
        let states = recorder.waitForValues(2)
        XCTAssertEqual(states.map(summary), ["saving", "editing(saved, Alice 🐇)"])
        XCTAssertEqual(states[0].data, alice, "saving keeps the old data")
        XCTAssertEqual(repository.saved, ["Alice 🐇"], "stored trimmed")
        XCTAssertNil(states[1].validationMessage)
        XCTAssertEqual(states[1].usernameForEntry, "Alice 🐇")
        XCTAssertFalse(recorder.isFinished, "after saving the editor keeps following the store")
    }

    func test_saveInvalidUsername_keepsTypedTextAndMessage_andNeverWrites() throws {
        let repository = FakeRepository(alice)
        let recorder = Recorder(editor(repository).saveUsername("two\nlines"))
        let state = try XCTUnwrap(recorder.waitForValues(1).first)
        XCTAssertEqual(summary(state), "editing(invalidInput, alice)")
        XCTAssertEqual(state.validationMessage, "A username must fit on one line.")
        XCTAssertEqual(state.usernameForEntry, "two\nlines")
        XCTAssertEqual(state.editingModelForTest?.pendingUsername, "two\nlines")
        XCTAssertEqual(repository.callCount(.save), 0)
        XCTAssertEqual(repository.stored(1), alice)
    }

    func test_afterInvalidInput_userFixesTextAndSaves() throws {
        let repository = FakeRepository(alice)
        let rejected = try XCTUnwrap(Recorder(editor(repository).saveUsername("   ")).waitForValues(1).first)
        XCTAssertEqual(rejected.validationMessage, "Enter a username.")
        let model = try XCTUnwrap(rejected.editingModelForTest)
        let states = Recorder(model.saveUsername("alice2")).waitForValues(2)
        XCTAssertEqual(states.map(summary), ["saving", "editing(saved, alice2)"])
        XCTAssertNil(states[1].validationMessage, "a successful save clears the message")
        XCTAssertNil(states[1].editingModelForTest?.pendingUsername)
    }

    func test_saveFailure_emitsSavingError_thenRetrySucceeds() throws {
        let repository = FakeRepository(alice)
        repository.fail(.save, with: .storage(detail: "disk full"))
        let states = editor(repository).saveUsername("bob").collectAll()
        XCTAssertEqual(states.map(summary), ["saving", "savingError"])
        let errorModel = try XCTUnwrap(states.last?.errorModel)
        XCTAssertTrue(errorModel.message.contains("Could not save the username"), errorModel.message)
        XCTAssertTrue(errorModel.message.contains("disk full"), errorModel.message)
        XCTAssertEqual(states.last?.data, alice)
        XCTAssertFalse(states.last?.isEditable ?? true)

        repository.succeed(.save)
        let retried = Recorder(errorModel.retry()).waitForValues(2)
        XCTAssertEqual(retried.map(summary), ["saving", "editing(saved, bob)"])
        XCTAssertEqual(repository.stored(1)?.username, "bob")
    }

    func test_saveFailure_cancel_returnsToEditingOldDataKeepingTypedText() throws {
        let repository = FakeRepository(alice)
        repository.fail(.save, with: .simulated(.save))
        let errorModel = try XCTUnwrap(editor(repository).saveUsername("bob").collectAll().last?.errorModel)
        let cancelled = try XCTUnwrap(Recorder(errorModel.cancel()).waitForValues(1).first)
        XCTAssertEqual(summary(cancelled), "editing(cancelled, alice)")
        XCTAssertEqual(cancelled.usernameForEntry, "bob", "the user keeps what they typed")
        XCTAssertNil(cancelled.validationMessage)
        XCTAssertEqual(repository.stored(1), alice)
    }

    func test_saveFailure_retryFailsAgain_thenCancel() throws {
        let repository = FakeRepository(alice)
        repository.fail(.save, with: .simulated(.save))
        let first = try XCTUnwrap(editor(repository).saveUsername("bob").collectAll().last?.errorModel)
        let again = first.retry().collectAll()
        XCTAssertEqual(again.map(summary), ["saving", "savingError"])
        let cancelled = Recorder(try XCTUnwrap(again.last?.errorModel).cancel()).waitForValues(1)
        XCTAssertEqual(cancelled.map(summary), ["editing(cancelled, alice)"])
        XCTAssertEqual(repository.callCount(.save), 2)
    }

    // MARK: reload

    func test_reload_emitsReloadingThenEditingWithFreshData() {
        let repository = FakeRepository(alice)
        repository.storeElsewhere(UserData(id: 1, username: "fresh", realName: "Alice Liddell"))
        let recorder = Recorder(editor(repository).reload())
        XCTAssertEqual(recorder.waitForValues(2).map(summary), ["reloading", "editing(reloaded, fresh)"])
        XCTAssertEqual(recorder.recorded[0].data, alice)
        XCTAssertTrue(recorder.recorded[0].isReloading)
        XCTAssertTrue(recorder.recorded[0].isBusy)
        XCTAssertEqual(repository.callCount(.reload), 1)
    }

    func test_reloadFailure_emitsReloadingError_thenRetrySucceeds() throws {
        let repository = FakeRepository(alice)
        repository.fail(.reload, with: .databaseLocked(path: "/x/profile.sqlite"))
        let states = editor(repository).reload().collectAll()
        XCTAssertEqual(states.map(summary), ["reloading", "reloadingError"])
        let errorModel = try XCTUnwrap(states.last?.errorModel)
        XCTAssertTrue(errorModel.message.contains("Could not reload the profile"), errorModel.message)
        repository.succeed(.reload)
        XCTAssertEqual(Recorder(errorModel.retry()).waitForValues(2).map(summary), ["reloading", "editing(reloaded, alice)"])
    }

    func test_reloadFailure_cancel_returnsToEditingUnchangedData() throws {
        let repository = FakeRepository(alice)
        repository.fail(.reload, with: .simulated(.reload))
        let errorModel = try XCTUnwrap(editor(repository).reload().collectAll().last?.errorModel)
        let states = Recorder(errorModel.cancel()).waitForValues(1)
        XCTAssertEqual(states.map(summary), ["editing(cancelled, alice)"])
        XCTAssertEqual(states[0].usernameForEntry, "alice")
    }

    // MARK: followChanges (kickoff and live sync)

    func test_followChanges_emitsNothingUntilTheStoreChanges_thenEachChange() {
        let repository = FakeRepository(alice)
        let recorder = Recorder(editor(repository).followChanges())
        XCTAssertEqual(recorder.recorded.count, 0, "the current value is what the editor shows")
        repository.storeElsewhere(UserData(id: 1, username: "from window 2", realName: "Alice Liddell"))
        repository.storeElsewhere(UserData(id: 1, username: "from window 2", realName: "Alice Liddell"))
        repository.storeElsewhere(UserData(id: 1, username: "again", realName: "Alice Liddell"))
        let states = recorder.waitForValues(2)
        XCTAssertEqual(states.map(summary), ["editing(storeChanged, from window 2)", "editing(storeChanged, again)"])
        XCTAssertEqual(states[0].editingCause, .storeChanged)
        XCTAssertFalse(recorder.isFinished)
    }

    func test_followChanges_seesCanonicallyEquivalentButDifferentBytes() {
        let precomposed = UserData(id: 1, username: "caf\u{E9}", realName: "")
        let repository = FakeRepository(precomposed)
        let model = EditUserProfileViewState.EditingModel(userData: precomposed, repository: repository)
        let recorder = Recorder(model.followChanges())
        repository.storeElsewhere(UserData(id: 1, username: "cafe\u{301}", realName: ""))
        let state = recorder.waitForValues(1)[0]
        XCTAssertEqual(Array(state.data.username.utf8), Array("cafe\u{301}".utf8))
    }

    func test_storeChangeWhileValidationMessageShown_keepsTypedTextAndMessage() throws {
        let repository = FakeRepository(alice)
        let recorder = Recorder(editor(repository).saveUsername("\t"))
        XCTAssertEqual(recorder.waitForValues(1).map(summary), ["editing(invalidInput, alice)"])
        repository.storeElsewhere(UserData(id: 1, username: "carol", realName: "Alice Liddell"))
        let changed = recorder.waitForValues(2)[1]
        XCTAssertEqual(summary(changed), "editing(storeChanged, carol)")
        XCTAssertEqual(changed.validationMessage, "Enter a username.")
        XCTAssertEqual(changed.usernameForEntry, "\t")
    }

    func test_afterSave_stateKeepsFollowingTheStore_withoutRepeatingOwnSave() {
        let repository = FakeRepository(alice)
        let recorder = Recorder(editor(repository).saveUsername("bob"))
        XCTAssertEqual(recorder.waitForValues(2).map(summary), ["saving", "editing(saved, bob)"])
        repository.storeElsewhere(UserData(id: 1, username: "dave", realName: "Alice Liddell"))
        XCTAssertEqual(recorder.waitForValues(3).map(summary), ["saving", "editing(saved, bob)", "editing(storeChanged, dave)"])
    }

    func test_afterReloadAndCancel_stateKeepsFollowingTheStore() throws {
        let repository = FakeRepository(alice)
        let reloaded = Recorder(editor(repository).reload())
        reloaded.waitForValues(2)
        repository.storeElsewhere(UserData(id: 1, username: "erin", realName: "Alice Liddell"))
        XCTAssertEqual(reloaded.waitForValues(3).map(summary).last, "editing(storeChanged, erin)")

        repository.fail(.save, with: .simulated(.save))
        let errorModel = try XCTUnwrap(editor(repository).saveUsername("x").collectAll().last?.errorModel)
        let cancelled = Recorder(errorModel.cancel())
        // The cancelled editor shows alice; the store holds erin, so following reports it.
        XCTAssertEqual(cancelled.waitForValues(2).map(summary), ["editing(cancelled, alice)", "editing(storeChanged, erin)"])
        XCTAssertEqual(cancelled.recorded[1].usernameForEntry, "x", "typed text survives a store change")
    }

    func test_followFailure_reportsLiveUpdatesErrorAndFinishes() {
        let repository = FakeRepository(alice)
        let recorder = Recorder(editor(repository).followChanges())
        repository.failObservers(1, with: .databaseCorrupt(path: "/x", detail: "malformed"))
        let result = recorder.waitForCompletion()
        XCTAssertEqual(result.values.map(summary), ["editing(storeChanged, alice)"])
        XCTAssertTrue(result.values[0].liveUpdatesError?.contains("Live updates stopped") ?? false)
    }

    func test_cancellingTheSubscriptionStopsFollowing() {
        let repository = FakeRepository(alice)
        let recorder = Recorder(editor(repository).followChanges())
        recorder.cancel()
        repository.storeElsewhere(UserData(id: 1, username: "late", realName: ""))
        XCTAssertEqual(recorder.recorded.count, 0)
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
