import XCTest

final class VSMCombineTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
