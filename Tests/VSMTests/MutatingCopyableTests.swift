import XCTest
import VSM

/// `MutatingCopyable`: the copy changes, the original never does.
final class MutatingCopyableTests: XCTestCase {
    private struct Draft: MutatingCopyable, Equatable {
        var username: String
        var isSaving: Bool
    }

    private struct RejectedEdit: Error {}

    func testCopyMutatingChangesOnlyTheCopy() {
        let original = Draft(username: "ada", isSaving: false)

        let copy = original.copy(mutating: {
            $0.username = "grace"
            $0.isSaving = true
        })

        XCTAssertEqual(copy, Draft(username: "grace", isSaving: true))
        XCTAssertEqual(original, Draft(username: "ada", isSaving: false))
    }

    func testCopyMutatingPathSetsOneProperty() {
        let original = Draft(username: "ada", isSaving: false)

        XCTAssertEqual(original.copy(mutatingPath: \.isSaving, value: true), Draft(username: "ada", isSaving: true))
        XCTAssertEqual(original.copy(mutating: \.username, value: "grace"), Draft(username: "grace", isSaving: false))
        XCTAssertEqual(original, Draft(username: "ada", isSaving: false))
    }

    func testAThrowingMutatorRethrowsAndReturnsNoCopy() {
        let original = Draft(username: "ada", isSaving: false)

        XCTAssertThrowsError(try original.copy(mutating: { draft in
            draft.username = ""
            throw RejectedEdit()
        })) { error in
            XCTAssertTrue(error is RejectedEdit)
        }
        XCTAssertEqual(original.username, "ada")
    }
}
