/// How different a rendering may be from its reference and still match.
///
/// Fonts, hinting and Mesa's software renderer differ between machines, so a snapshot test
/// that demands identical pixels fails on a machine that renders text a shade differently.
/// A pixel *differs* when one of its channels (red, green, blue, alpha, 0–255) differs by
/// more than ``channelDifference``; the snapshot *matches* when at most
/// ``differingPixelFraction`` of its pixels differ. Sizes must always be equal.
public struct SnapshotTolerance: Sendable, Equatable {
    /// The largest channel difference a pixel may have and still count as the same.
    public var channelDifference: UInt8
    /// The largest fraction (0…1) of pixels that may differ.
    public var differingPixelFraction: Double

    /// A tolerance; `differingPixelFraction` is clamped to 0…1.
    public init(channelDifference: UInt8, differingPixelFraction: Double) {
        self.channelDifference = channelDifference
        self.differingPixelFraction = min(max(differingPixelFraction, 0), 1)
    }

    /// Antialiasing and subpixel shifts pass; a changed label, colour or layout fails: a
    /// pixel differs beyond 32/255 on a channel, and at most 1% of pixels may.
    public static let `default` = SnapshotTolerance(channelDifference: 32, differingPixelFraction: 0.01)

    /// Identical pixels only (for images the test draws itself).
    public static let exact = SnapshotTolerance(channelDifference: 0, differingPixelFraction: 0)
}
