import VSMGtk
import XCTest

/// The keyed diff behind `ListViewController`, headless.
final class ListDiffTests: XCTestCase {
    private func splices(_ old: [Int], _ new: [Int]) throws -> [ListSplice] {
        let diff = try ListDiff(from: old, to: new)
        XCTAssertEqual(ListDiff<Int>.apply(diff.splices, to: old, from: new), new, "\(old) → \(new)")
        return diff.splices
    }

    func testUnchangedListNeedsNoSplice() throws {
        XCTAssertEqual(try splices([1, 2, 3], [1, 2, 3]), [])
        XCTAssertEqual(try splices([], []), [])
    }

    func testRemovalsAreOneSplicePerRunLastFirst() throws {
        XCTAssertEqual(try splices([1, 2, 3, 4, 5, 6], [1, 4, 6]), [
            ListSplice(position: 4, removed: 1, inserted: 0..<0),
            ListSplice(position: 1, removed: 2, inserted: 0..<0),
        ])
    }

    func testInsertionsAreOneSplicePerRunAtTheirFinalPosition() throws {
        XCTAssertEqual(try splices([1, 4], [0, 1, 2, 3, 4, 5]), [
            ListSplice(position: 0, removed: 0, inserted: 0..<1),
            ListSplice(position: 2, removed: 0, inserted: 2..<4),
            ListSplice(position: 5, removed: 0, inserted: 5..<6),
        ])
    }

    func testAMoveReplacesOnlyTheSpanBetweenTheUnchangedEnds() throws {
        XCTAssertEqual(try splices([1, 2, 3, 4, 5, 6], [1, 2, 5, 3, 4, 6]), [
            ListSplice(position: 2, removed: 3, inserted: 2..<5),
        ])
    }

    func testDuplicateIDsAreRefusedNamingTheIDAndPositions() {
        XCTAssertThrowsError(try ListDiff(from: [1, 2], to: [1, 7, 3, 7])) { error in
            XCTAssertEqual(error as? ListDiffError, .duplicateID(id: "7", firstIndex: 1, secondIndex: 3))
            XCTAssertEqual("\(error)", "duplicate row id 7 at positions 1 and 3: every row needs its own id")
        }
    }

    /// 2,000 random pairs of lists: the splices always rebuild the new list, and lists
    /// without moves never touch a surviving row.
    func testRandomListsAreRebuiltExactly() throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<2_000 {
            let old = Array((0..<Int.random(in: 0...40, using: &generator)).shuffled(using: &generator))
            var new = old.filter { _ in Bool.random(using: &generator) }
            for id in 100..<(100 + Int.random(in: 0...10, using: &generator)) {
                new.insert(id, at: Int.random(in: 0...new.count, using: &generator))
            }
            let shuffleSome = round.isMultiple(of: 3)
            if shuffleSome, new.count > 1 {
                new.swapAt(Int.random(in: 0..<new.count, using: &generator), Int.random(in: 0..<new.count, using: &generator))
            }
            let result = try splices(old, new)
            if !shuffleSome {
                let survivors = Set(old).intersection(new)
                var replayed = old
                for splice in result {
                    let removed = replayed[splice.position..<(splice.position + splice.removed)]
                    XCTAssertTrue(Set(removed).isDisjoint(with: survivors), "a kept row was removed: \(old) → \(new)")
                    replayed.replaceSubrange(splice.position..<(splice.position + splice.removed), with: new[splice.inserted])
                }
            }
        }
    }
}
