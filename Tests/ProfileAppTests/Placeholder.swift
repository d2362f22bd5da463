import XCTest

final class ProfileAppTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
