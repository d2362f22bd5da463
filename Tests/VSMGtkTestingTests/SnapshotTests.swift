import Foundation
import Gtk
@testable import VSMGtkTesting
import VSMTesting
import XCTest

/// Snapshots of a real window: recorded when missing, matched under a tolerance, and on a
/// mismatch a diff image is written where the message says.
final class SnapshotTests: XCTestCase {
    /// A window with fixed content, and settings writing into a fresh temporary folder.
    @MainActor
    private static func makeWindow(_ text: String = "Hello, snapshots", width: Int32 = 240)
        throws -> (window: Window, label: Label, settings: SnapshotSettings, folder: String) {
        try requireDisplay()
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("vsm-snapshot-test-\(UUID().uuidString)")
        let settings = SnapshotSettings(
            recordsReferences: false,
            referencesFolder: (folder as NSString).appendingPathComponent("references"),
            artifactsFolder: (folder as NSString).appendingPathComponent("failures")
        )
        let window = Window()
        window.title = "Snapshot"
        window.setDefaultSize(width, height: 120)
        let label = Label(text)
        window.child = label
        window.present()
        return (window, label, settings, folder)
    }

    func test_aMissingReference_isRecorded_andTheTestFailsUntilItIsLookedAt() throws {
        try MainActor.assumeIsolated {
            let (window, _, settings, folder) = try Self.makeWindow()
            defer { window.destroy(); try? FileManager.default.removeItem(atPath: folder) }
            let (matched, failures) = collectFailures {
                expectSnapshot(of: window, named: "greeting", settings: settings)
            }
            let reference = settings.paths(name: "greeting", filePath: #filePath).reference
            XCTAssertFalse(matched)
            XCTAssertEqual(failures.map(\.message),
                           ["Snapshot “greeting”: no reference yet; recorded \(reference): look at it, commit it and run again"])
            XCTAssertTrue(reference.hasSuffix("references/SnapshotTests/greeting.png"), reference)
            XCTAssertTrue(FileManager.default.fileExists(atPath: reference))

            let (again, none) = collectFailures { expectSnapshot(of: window, named: "greeting", settings: settings) }
            XCTAssertTrue(again, "the same window renders the same pixels")
            XCTAssertEqual(none, [])
        }
    }

    func test_aMismatch_writesTheActualAndADiffImage_andSaysWhere() throws {
        try MainActor.assumeIsolated {
            let (window, label, settings, folder) = try Self.makeWindow()
            defer { window.destroy(); try? FileManager.default.removeItem(atPath: folder) }
            _ = collectFailures { expectSnapshot(of: window, named: "greeting", settings: settings) }

            label.text = "Goodbye, snapshots"
            let line: UInt = #line + 1
            let (matched, failures) = collectFailures { expectSnapshot(of: window, named: "greeting", settings: settings) }
            let paths = settings.paths(name: "greeting", filePath: #filePath)
            XCTAssertFalse(matched)
            XCTAssertEqual(failures.count, 1)
            XCTAssertEqual(failures.first?.location.line, line)
            let message = failures.first?.message ?? ""
            XCTAssertTrue(message.hasPrefix("Snapshot “greeting”: does not match \(paths.reference): "), message)
            XCTAssertTrue(message.contains(" pixels differ ("), message)
            XCTAssertTrue(message.hasSuffix("actual: \(paths.actual), diff: \(paths.diff)"), message)

            let diff = try SnapshotImage(contentsOfPNG: paths.diff)
            let actual = try SnapshotImage(contentsOfPNG: paths.actual)
            XCTAssertEqual([diff.width, diff.height], [actual.width, actual.height])
            let red = stride(from: 0, to: diff.pixels.count, by: 4).filter { diff.pixels[$0 ..< $0 + 4] == [0, 0, 255, 255] }
            XCTAssertGreaterThan(red.count, 20, "the changed text is marked in red")
            XCTAssertEqual(actual, SnapshotImage(rendering: window), "the actual image is what the window shows")
        }
    }

    func test_aSizeChange_isAMismatch_thatSaysBothSizes() throws {
        try MainActor.assumeIsolated {
            let (window, _, settings, folder) = try Self.makeWindow()
            defer { window.destroy(); try? FileManager.default.removeItem(atPath: folder) }
            _ = collectFailures { expectSnapshot(of: window, named: "sized", settings: settings) }
            let (wider, _, _, _) = try Self.makeWindow(width: 300)
            defer { wider.destroy() }
            let (_, failures) = collectFailures { expectSnapshot(of: wider, named: "sized", settings: settings) }
            let message = failures.first?.message ?? ""
            XCTAssertTrue(message.contains("the size changed from 240×"), message)
            XCTAssertTrue(message.contains(" to 300×"), message)
        }
    }

    func test_recordMode_rewritesTheReference_andFails() throws {
        try MainActor.assumeIsolated {
            let (window, label, settings, folder) = try Self.makeWindow()
            defer { window.destroy(); try? FileManager.default.removeItem(atPath: folder) }
            _ = collectFailures { expectSnapshot(of: window, named: "greeting", settings: settings) }
            label.text = "Re-recorded"
            var recording = settings
            recording.recordsReferences = true
            let (_, failures) = collectFailures { expectSnapshot(of: window, named: "greeting", settings: recording) }
            let reference = settings.paths(name: "greeting", filePath: #filePath).reference
            XCTAssertEqual(failures.map(\.message), [
                "Snapshot “greeting”: recorded \(reference) (VSM_RECORD_SNAPSHOTS is set: look at it, then run without it)",
            ])
            let (matched, none) = collectFailures { expectSnapshot(of: window, named: "greeting", settings: settings) }
            XCTAssertTrue(matched, "the new reference is the new text")
            XCTAssertEqual(none, [])
        }
    }

    func test_aNameThatIsNotAFileName_isRefused() throws {
        try MainActor.assumeIsolated {
            let (window, _, settings, folder) = try Self.makeWindow()
            defer { window.destroy(); try? FileManager.default.removeItem(atPath: folder) }
            for name in ["../escape", "", ".hidden", "a b"] {
                let (matched, failures) = collectFailures { expectSnapshot(of: window, named: name, settings: settings) }
                XCTAssertFalse(matched)
                XCTAssertEqual(failures.map(\.message), [
                    "Snapshot “\(name)”: a snapshot name is a file name: letters, digits, “.”, “-” and “_” only, "
                        + "not starting with “.”",
                ])
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder), "nothing was written")
        }
    }

    func test_aWidgetNotShown_cannotBeSnapshotted() throws {
        try MainActor.assumeIsolated {
            try requireDisplay()
            let window = Window()
            defer { window.destroy() }
            let (_, failures) = collectFailures {
                expectSnapshot(of: window, named: "never", settings: .fromEnvironment, timeout: .milliseconds(200))
            }
            XCTAssertEqual(failures.map(\.message),
                           ["Snapshot “never”: the widget is not shown (present its window and let it draw)"])
        }
    }

    func test_theEnvironmentChoosesRecordingAndTheArtifactsFolder() {
        setenv("VSM_RECORD_SNAPSHOTS", "1", 1)
        setenv("VSM_SNAPSHOT_ARTIFACTS", "/tmp/ci-artifacts", 1)
        defer { unsetenv("VSM_RECORD_SNAPSHOTS"); unsetenv("VSM_SNAPSHOT_ARTIFACTS") }
        XCTAssertEqual(SnapshotSettings.fromEnvironment,
                       SnapshotSettings(recordsReferences: true, referencesFolder: nil, artifactsFolder: "/tmp/ci-artifacts"))
        let paths = SnapshotSettings.fromEnvironment.paths(name: "editing", filePath: "/src/Tests/AppTests/EditorTests.swift")
        XCTAssertEqual(paths.reference, "/src/Tests/AppTests/__Snapshots__/EditorTests/editing.png")
        XCTAssertEqual(paths.actual, "/tmp/ci-artifacts/EditorTests/editing.actual.png")
        XCTAssertEqual(paths.diff, "/tmp/ci-artifacts/EditorTests/editing.diff.png")
        setenv("VSM_RECORD_SNAPSHOTS", "0", 1)
        XCTAssertFalse(SnapshotSettings.fromEnvironment.recordsReferences)
    }
}
