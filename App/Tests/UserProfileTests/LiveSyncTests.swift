import Foundation
import OpenCombine
import UserProfile
import VSMCombineTesting
import VSMTesting
import XCTest

/// Two windows on one repository (the app shares one `SQLiteUserProfileRepository`
/// between windows): a save in one shows up in the other without a reload.
final class LiveSyncTests: TemporaryStoreTestCase {
    func test_saveInOneWindow_showsUpInTheOther_andBack() async throws {
        let (first, firstFollow) = try openWindow()
        let (_, secondFollow) = try openWindow()

        // Window 1 saves: its own journey is saving → editing(saved); window 2 follows.
        let firstModel = try XCTUnwrap(first.editingModelForTest)
        firstFollow.cancel() // observing a new action cancels the previous one, as the container does
        let firstSave = StateRecorder(recording: firstModel.saveUsername("from one"))
        await firstSave.expect(["saving", "editing(saved, from one)"], comparing: summary)
        let followed = await secondFollow.expect(["editing(storeChanged, from one)"], comparing: summary)

        // Window 2 saves from the state it received; window 1 sees it on its save publisher,
        // which kept following the store after the save (and did not repeat its own save).
        let secondModel = try XCTUnwrap(followed.first?.editingModelForTest)
        secondFollow.cancel()
        let secondSave = StateRecorder(recording: secondModel.saveUsername("from two"))
        await secondSave.expect(["saving", "editing(saved, from two)"], comparing: summary)
        await firstSave.expect(["saving", "editing(saved, from one)", "editing(storeChanged, from two)"],
                               comparing: summary)
        XCTAssertEqual(secondSave.states.count, 2, "a window is not told about its own save twice")
    }

    func test_validationErrorInOneWindow_isNotDisturbedByTheOthersSave_exceptForData() async throws {
        let (first, firstFollow) = try openWindow()
        let (second, secondFollow) = try openWindow()
        firstFollow.cancel()
        secondFollow.cancel()
        let rejected = StateRecorder(recording: try XCTUnwrap(first.editingModelForTest).saveUsername("bad\u{0}name"))
        await rejected.expect(["editing(invalidInput, sample)"], comparing: summary)

        let saved = StateRecorder(recording: try XCTUnwrap(second.editingModelForTest).saveUsername("good"))
        await saved.expect(["saving", "editing(saved, good)"], comparing: summary)
        let changed = await rejected.expect(["editing(invalidInput, sample)", "editing(storeChanged, good)"],
                                            comparing: summary).last
        XCTAssertEqual(changed?.usernameForEntry, "bad\u{0}name", "the user's text stays in the entry")
        XCTAssertNotNil(changed?.validationMessage)
    }

    func test_manySubscribers_allSeeEveryChange() async throws {
        let followers = try (0..<5).map { _ in try openWindow().1 }
        var journey: [String] = []
        for name in ["n1", "n2", "n3"] {
            _ = repository.save(try Username(validating: name), userId: 1).collectAll()
            journey.append("editing(storeChanged, \(name))")
            for follower in followers {
                await follower.expect(journey, comparing: summary)
            }
        }
    }
}
