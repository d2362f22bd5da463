import XCTest

final class VSMGtkTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
