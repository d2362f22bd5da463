import XCTest

final class UserProfileTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
