import Foundation
import Gtk
import VSMTesting

/// Renders `widget` (a window includes its title bar) as it shows after its next frame and
/// compares it with the reference PNG `name`, under `tolerance`. Returns whether it matched.
///
/// On a mismatch the failure message gives the numbers (differing pixels, largest channel
/// difference, or the two sizes) and the paths of `<name>.actual.png` and `<name>.diff.png`
/// (the actual image in grey, differing pixels in red), written to the settings' artifacts
/// folder. With no reference yet, or with `VSM_RECORD_SNAPSHOTS=1`, the rendering becomes
/// the reference and the expectation fails, asking to look at it and run again. Failures go
/// to the running test (through IssueReporting) at the caller's line; `name` must be a plain file name
/// (letters, digits, `.`, `-`, `_`).
@MainActor
@discardableResult
public func expectSnapshot(
    of widget: Widget,
    named name: String,
    tolerance: SnapshotTolerance = .default,
    settings: SnapshotSettings = .fromEnvironment,
    timeout: Duration = TestTimeout.default,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    func fail(_ message: String) -> Bool {
        reportFailure("Snapshot “\(name)”: \(message)", at: location)
        return false
    }
    let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
    guard !name.isEmpty, !name.hasPrefix("."), name.unicodeScalars.allSatisfy(allowed.contains) else {
        return fail("a snapshot name is a file name: letters, digits, “.”, “-” and “_” only, not starting with “.”")
    }
    guard FramePainter.waitForFrame(of: widget, timeout: timeout), let actual = SnapshotImage(rendering: widget) else {
        return fail("the widget is not shown (present its window and let it draw)")
    }
    let paths = settings.paths(name: name, filePath: "\(filePath)")
    let exists = FileManager.default.fileExists(atPath: paths.reference)
    if settings.recordsReferences || !exists {
        do {
            try actual.writePNG(to: paths.reference)
        } catch {
            return fail("cannot record the reference: \(error)")
        }
        return fail(settings.recordsReferences
            ? "recorded \(paths.reference) (VSM_RECORD_SNAPSHOTS is set: look at it, then run without it)"
            : "no reference yet; recorded \(paths.reference): look at it, commit it and run again")
    }
    let reference: SnapshotImage
    do {
        reference = try SnapshotImage(contentsOfPNG: paths.reference)
    } catch {
        return fail("\(error)")
    }
    let comparison = SnapshotComparison(reference: reference, actual: actual, tolerance: tolerance)
    if comparison.matches { return true }
    var written: [String] = []
    do {
        try actual.writePNG(to: paths.actual)
        written.append("actual: \(paths.actual)")
        if comparison.sizesMatch {
            try comparison.diffImage.writePNG(to: paths.diff)
            written.append("diff: \(paths.diff)")
        }
    } catch {
        written.append("(could not save the images: \(error))")
    }
    let what: String
    if comparison.sizesMatch {
        let percent = String(format: "%.2f", 100 * Double(comparison.differingPixels) / Double(comparison.pixelCount))
        what = "\(comparison.differingPixels) of \(comparison.pixelCount) pixels differ (\(percent)%, "
            + "largest channel difference \(comparison.largestDifference)); the tolerance allows "
            + "\(String(format: "%.2f", 100 * tolerance.differingPixelFraction))% beyond \(tolerance.channelDifference)"
    } else {
        what = "the size changed from \(reference.width)×\(reference.height) to \(actual.width)×\(actual.height)"
    }
    return fail("does not match \(paths.reference): \(what). " + written.joined(separator: ", "))
}
