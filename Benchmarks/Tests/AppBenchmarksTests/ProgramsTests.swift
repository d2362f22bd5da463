import Glibc
import XCTest
@testable import AppBenchmarks

/// The scratch folders the benchmark parts make their stores in.
final class ProgramsTests: XCTestCase {
    func testAStoreNameUsedTwiceInOneRunGetsItsOwnFolder() throws {
        var template = Array("/tmp/programs-tests.XXXXXX".utf8CString)
        let scratch = String(cString: try XCTUnwrap(mkdtemp(&template)))
        let programs = Programs(app: "", profileBaseline: "", baseline: "", adwaitaBaseline: "", commitBaseline: "", scratch: scratch)
        defer { programs.removeScratch(environment: ["PATH": "/usr/bin:/bin"]) }

        // The posts part and the scroll part both make a 10,000-post store.
        let first = try programs.newStoreDirectory("posts-store-10000")
        let second = try programs.newStoreDirectory("posts-store-10000")
        let third = try programs.newStoreDirectory("posts-store-10000")
        XCTAssertEqual([first, second, third], ["/posts-store-10000", "/posts-store-10000-2", "/posts-store-10000-3"].map { scratch + $0 })
        for folder in [first, second, third] {
            var status = stat()
            XCTAssertEqual(stat(folder, &status), 0, folder)
        }

        let missing = Programs(app: "", profileBaseline: "", baseline: "", adwaitaBaseline: "", commitBaseline: "", scratch: scratch + "/nowhere/deeper")
        XCTAssertThrowsError(try missing.newStoreDirectory("store"), "a folder that cannot be made is an error, not a loop") { error in
            XCTAssertTrue("\(error)".contains("cannot create"), "\(error)")
        }
    }
}
