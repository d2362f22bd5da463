import XCTest

final class GtkTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
