import Foundation
import OpenCombine
import UserProfile
import XCTest

/// Two windows on one repository (the app shares one `SQLiteUserProfileRepository`
/// between windows): a save in one shows up in the other without a reload.
final class LiveSyncTests: TemporaryStoreTestCase {
    func test_saveInOneWindow_showsUpInTheOther_andBack() throws {
        let (first, firstFollow) = try openWindow()
        let (_, secondFollow) = try openWindow()

        // Window 1 saves: its own journey is saving → editing(saved); window 2 follows.
        let firstModel = try XCTUnwrap(first.editingModelForTest)
        firstFollow.cancel() // observing a new action cancels the previous one, as the container does
        let firstSave = Recorder(firstModel.saveUsername("from one"))
        XCTAssertEqual(firstSave.waitForValues(2).map(summary), ["saving", "editing(saved, from one)"])
        XCTAssertEqual(secondFollow.waitForValues(1).map(summary), ["editing(storeChanged, from one)"])

        // Window 2 saves from the state it received; window 1 sees it on its save publisher,
        // which kept following the store after the save (and did not repeat its own save).
        let secondModel = try XCTUnwrap(secondFollow.recorded[0].editingModelForTest)
        secondFollow.cancel()
        let secondSave = Recorder(secondModel.saveUsername("from two"))
        XCTAssertEqual(secondSave.waitForValues(2).map(summary), ["saving", "editing(saved, from two)"])
        XCTAssertEqual(firstSave.waitForValues(3).map(summary),
                       ["saving", "editing(saved, from one)", "editing(storeChanged, from two)"])
        XCTAssertEqual(secondSave.recorded.count, 2, "a window is not told about its own save twice")
    }

    func test_validationErrorInOneWindow_isNotDisturbedByTheOthersSave_exceptForData() throws {
        let (first, firstFollow) = try openWindow()
        let (second, secondFollow) = try openWindow()
        firstFollow.cancel()
        secondFollow.cancel()
        let rejected = Recorder(try XCTUnwrap(first.editingModelForTest).saveUsername("bad\u{0}name"))
        XCTAssertEqual(rejected.waitForValues(1).map(summary), ["editing(invalidInput, sample)"])

        let saved = Recorder(try XCTUnwrap(second.editingModelForTest).saveUsername("good"))
        saved.waitForValues(2)
        let changed = rejected.waitForValues(2)[1]
        XCTAssertEqual(summary(changed), "editing(storeChanged, good)")
        XCTAssertEqual(changed.usernameForEntry, "bad\u{0}name", "the user's text stays in the entry")
        XCTAssertNotNil(changed.validationMessage)
    }

    func test_manySubscribers_allSeeEveryChange() throws {
        let followers = try (0..<5).map { _ in try openWindow().1 }
        for name in ["n1", "n2", "n3"] {
            _ = repository.save(try Username(validating: name), userId: 1).collectAll()
            for follower in followers {
                XCTAssertEqual(follower.waitForValues(Int(name.dropFirst())!).last.map(summary), "editing(storeChanged, \(name))")
            }
        }
    }
}
