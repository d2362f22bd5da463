/// The comparison of a rendering with its reference under a ``SnapshotTolerance``, and the
/// diff image that shows where they differ.
struct SnapshotComparison {
    let reference: SnapshotImage
    let actual: SnapshotImage
    let tolerance: SnapshotTolerance

    var sizesMatch: Bool { reference.width == actual.width && reference.height == actual.height }

    /// How many pixels differ beyond the tolerance's channel difference (sizes equal).
    let differingPixels: Int
    /// The largest channel difference seen (0–255).
    let largestDifference: UInt8

    init(reference: SnapshotImage, actual: SnapshotImage, tolerance: SnapshotTolerance) {
        self.reference = reference
        self.actual = actual
        self.tolerance = tolerance
        var differing = 0
        var largest: UInt8 = 0
        if reference.width == actual.width, reference.height == actual.height {
            for pixel in stride(from: 0, to: actual.pixels.count, by: 4) {
                let difference = Self.difference(reference.pixels, actual.pixels, at: pixel)
                largest = max(largest, difference)
                if difference > tolerance.channelDifference { differing += 1 }
            }
        }
        differingPixels = differing
        largestDifference = largest
    }

    var pixelCount: Int { actual.width * actual.height }

    var matches: Bool {
        sizesMatch && Double(differingPixels) <= tolerance.differingPixelFraction * Double(pixelCount)
    }

    /// The actual image faded to a light grey, with every differing pixel in solid red: where
    /// to look, at a glance.
    var diffImage: SnapshotImage {
        var pixels = [UInt8](repeating: 0, count: actual.pixels.count)
        for pixel in stride(from: 0, to: actual.pixels.count, by: 4) {
            if sizesMatch, Self.difference(reference.pixels, actual.pixels, at: pixel) > tolerance.channelDifference {
                pixels[pixel] = 0; pixels[pixel + 1] = 0; pixels[pixel + 2] = 255; pixels[pixel + 3] = 255  // BGRA red
            } else {
                let blue = Int(actual.pixels[pixel]), green = Int(actual.pixels[pixel + 1])
                let red = Int(actual.pixels[pixel + 2])
                let grey = UInt8(200 + (red * 3 + green * 6 + blue) / 10 * 55 / 255)
                pixels[pixel] = grey; pixels[pixel + 1] = grey; pixels[pixel + 2] = grey; pixels[pixel + 3] = 255
            }
        }
        return SnapshotImage(width: actual.width, height: actual.height, pixels: pixels)
    }

    private static func difference(_ lhs: [UInt8], _ rhs: [UInt8], at pixel: Int) -> UInt8 {
        var largest: UInt8 = 0
        for channel in pixel..<pixel + 4 {
            let difference = lhs[channel] > rhs[channel] ? lhs[channel] - rhs[channel] : rhs[channel] - lhs[channel]
            largest = max(largest, difference)
        }
        return largest
    }
}
