import XCTest

final class VSMTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
