import Foundation

/// Where snapshot references live, where failures leave their images, and whether a run
/// records references instead of comparing.
///
/// By default (``fromEnvironment``): references sit next to the test file, in
/// `__Snapshots__/<TestFile>/<name>.png`, and are committed; `VSM_RECORD_SNAPSHOTS=1`
/// re-records them; a failure writes `<name>.actual.png` and `<name>.diff.png` under
/// `$VSM_SNAPSHOT_ARTIFACTS/<TestFile>/` (default: the temporary folder's
/// `vsm-snapshot-failures`), for CI to keep.
public struct SnapshotSettings: Sendable, Equatable {
    /// Write the rendering as the new reference (and fail, so a recording run never passes
    /// for a checked one).
    public var recordsReferences: Bool
    /// The folder holding `<TestFile>/<name>.png` references; `nil` means `__Snapshots__`
    /// beside the test file.
    public var referencesFolder: String?
    /// The folder that receives the actual and diff images of failed comparisons.
    public var artifactsFolder: String

    /// Settings spelled out (tests of the kit use a temporary folder).
    public init(recordsReferences: Bool, referencesFolder: String?, artifactsFolder: String) {
        self.recordsReferences = recordsReferences
        self.referencesFolder = referencesFolder
        self.artifactsFolder = artifactsFolder
    }

    /// `VSM_RECORD_SNAPSHOTS` (`1`, `true` or `yes` records) and `VSM_SNAPSHOT_ARTIFACTS`,
    /// read when called.
    public static var fromEnvironment: SnapshotSettings {
        let environment = ProcessInfo.processInfo.environment
        let record = ["1", "true", "yes"].contains(environment["VSM_RECORD_SNAPSHOTS"]?.lowercased() ?? "")
        let artifacts = environment["VSM_SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("vsm-snapshot-failures")
        return SnapshotSettings(recordsReferences: record, referencesFolder: nil, artifactsFolder: artifacts)
    }

    /// The reference, actual and diff paths of snapshot `name` taken in the test file `filePath`.
    func paths(name: String, filePath: String) -> (reference: String, actual: String, diff: String) {
        let testFile = ((filePath as NSString).lastPathComponent as NSString).deletingPathExtension
        let references = referencesFolder
            ?? ((filePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("__Snapshots__")
        let reference = ((references as NSString).appendingPathComponent(testFile) as NSString)
            .appendingPathComponent("\(name).png")
        let failures = (artifactsFolder as NSString).appendingPathComponent(testFile) as NSString
        return (reference, failures.appendingPathComponent("\(name).actual.png"),
                failures.appendingPathComponent("\(name).diff.png"))
    }
}
