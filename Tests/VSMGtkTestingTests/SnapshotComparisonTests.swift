@testable import VSMGtkTesting
import XCTest

/// The pixel comparison behind snapshots, on images made by hand.
final class SnapshotComparisonTests: XCTestCase {
    /// A `width`×`height` image of one BGRA colour.
    private func image(_ width: Int, _ height: Int, _ bgra: [UInt8] = [255, 255, 255, 255]) -> SnapshotImage {
        SnapshotImage(width: width, height: height, pixels: Array((0..<width * height).map { _ in bgra }.joined()))
    }

    func test_identicalImagesMatch_evenExactly() {
        let comparison = SnapshotComparison(reference: image(10, 10), actual: image(10, 10), tolerance: .exact)
        XCTAssertTrue(comparison.matches)
        XCTAssertEqual(comparison.differingPixels, 0)
    }

    func test_aPixelDiffersOnlyBeyondTheChannelTolerance() {
        var actual = image(10, 10)
        actual.pixels[0] = 255 - 32  // blue channel of pixel 0, by exactly the tolerance
        let within = SnapshotComparison(reference: image(10, 10), actual: actual, tolerance: .default)
        XCTAssertEqual(within.differingPixels, 0)
        XCTAssertEqual(within.largestDifference, 32)
        actual.pixels[0] = 255 - 33
        let beyond = SnapshotComparison(reference: image(10, 10), actual: actual, tolerance: .default)
        XCTAssertEqual(beyond.differingPixels, 1)
    }

    func test_theImageMatchesWhileFewEnoughPixelsDiffer() {
        var actual = image(100, 100)
        for pixel in 0..<100 { actual.pixels[pixel * 4 + 2] = 0 }  // 100 of 10,000 pixels lose their red: 1%
        XCTAssertTrue(SnapshotComparison(reference: image(100, 100), actual: actual, tolerance: .default).matches)
        actual.pixels[100 * 4 + 2] = 0  // one more: 1.01%
        XCTAssertFalse(SnapshotComparison(reference: image(100, 100), actual: actual, tolerance: .default).matches)
        XCTAssertFalse(SnapshotComparison(reference: image(100, 100), actual: actual, tolerance: .exact).matches)
    }

    func test_differentSizesNeverMatch() {
        let comparison = SnapshotComparison(reference: image(10, 10), actual: image(10, 11),
                                            tolerance: SnapshotTolerance(channelDifference: 255, differingPixelFraction: 1))
        XCTAssertFalse(comparison.matches)
        XCTAssertFalse(comparison.sizesMatch)
    }

    func test_theDiffImageIsRedWhereThePixelsDiffer_andGreyElsewhere() {
        var actual = image(2, 1, [0, 0, 0, 255])
        actual.pixels[4...7] = [255, 255, 255, 255]
        let diff = SnapshotComparison(reference: image(2, 1, [0, 0, 0, 255]), actual: actual, tolerance: .default).diffImage
        XCTAssertEqual(Array(diff.pixels[0...3]), [200, 200, 200, 255], "black, unchanged: light grey")
        XCTAssertEqual(Array(diff.pixels[4...7]), [0, 0, 255, 255], "changed: red")
    }

    func test_toleranceFractionsAreClamped() {
        XCTAssertEqual(SnapshotTolerance(channelDifference: 0, differingPixelFraction: 3).differingPixelFraction, 1)
        XCTAssertEqual(SnapshotTolerance(channelDifference: 0, differingPixelFraction: -1).differingPixelFraction, 0)
    }
}
