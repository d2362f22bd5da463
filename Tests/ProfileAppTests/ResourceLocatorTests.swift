import Foundation
import XCTest
@testable import ProfileApp

/// Finding the `.ui` files: search order, the environment override, and a clear
/// error (never a crash) when they are missing.
final class ResourceLocatorTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("resource-locator-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func makeResourceFolder(_ relative: String, omitting: String? = nil) throws -> String {
        let folder = scratch.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ResourceLocator.requiredFiles where name != omitting {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder.path
    }

    func testSourceTreeResourcesAreFoundForSwiftRun() throws {
        let located = try ResourceLocator.locate(environment: [:], executablePath: nil)
        for name in ResourceLocator.requiredFiles {
            XCTAssertTrue(FileManager.default.fileExists(atPath: located.path(for: name)), name)
        }
    }

    func testEnvironmentOverrideWins() throws {
        let folder = try makeResourceFolder("override")
        let located = try ResourceLocator.locate(
            environment: [ResourceLocator.environmentVariable: folder],
            executablePath: nil,
            sourceTreeDirectory: ResourceLocator.sourceTreeResources()
        )
        XCTAssertEqual(located.directory, folder)
    }

    func testBadEnvironmentOverrideIsAnErrorNotAFallback() {
        let bogus = scratch.appendingPathComponent("does-not-exist").path
        XCTAssertThrowsError(
            try ResourceLocator.locate(
                environment: [ResourceLocator.environmentVariable: bogus],
                executablePath: nil,
                sourceTreeDirectory: ResourceLocator.sourceTreeResources()
            )
        ) { error in
            XCTAssertEqual(
                error as? ResourceLocatorError,
                .notFound(searched: [bogus], missingFiles: ResourceLocator.requiredFiles)
            )
            let message = String(describing: error)
            XCTAssertTrue(message.contains(bogus), message)
            XCTAssertTrue(message.contains("MainWindow.ui"), message)
            XCTAssertTrue(message.contains(ResourceLocator.environmentVariable), message)
        }
    }

    func testInstalledLayoutNextToTheBinaryIsFound() throws {
        let share = try makeResourceFolder("usr/share/vsm-profile-gtk")
        let binary = scratch.appendingPathComponent("usr/bin/vsm-profile-gtk").path
        let located = try ResourceLocator.locate(environment: [:], executablePath: binary, sourceTreeDirectory: nil)
        XCTAssertEqual(located.directory, share)
    }

    func testResourcesFolderNextToTheBinaryComesBeforeTheSourceTree() throws {
        let beside = try makeResourceFolder("bin/Resources")
        let located = try ResourceLocator.locate(
            environment: [:],
            executablePath: scratch.appendingPathComponent("bin/vsm-profile-gtk").path,
            sourceTreeDirectory: ResourceLocator.sourceTreeResources()
        )
        XCTAssertEqual(located.directory, beside)
    }

    func testAnIncompleteFolderIsSkipped() throws {
        _ = try makeResourceFolder("bin/Resources", omitting: "EditUserProfileView.ui")
        let complete = try makeResourceFolder("elsewhere")
        let located = try ResourceLocator.locate(
            environment: [:],
            executablePath: scratch.appendingPathComponent("bin/vsm-profile-gtk").path,
            sourceTreeDirectory: complete
        )
        XCTAssertEqual(located.directory, complete)
    }

    func testNothingFoundListsEverySearchedFolder() {
        let binary = scratch.appendingPathComponent("nowhere/bin/vsm-profile-gtk").path
        let sourceTree = scratch.appendingPathComponent("no-source/Resources").path
        XCTAssertThrowsError(
            try ResourceLocator.locate(environment: [:], executablePath: binary, sourceTreeDirectory: sourceTree)
        ) { error in
            guard case .notFound(let searched, _) = error as? ResourceLocatorError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(
                searched,
                [
                    scratch.appendingPathComponent("nowhere/bin/Resources").path,
                    scratch.appendingPathComponent("nowhere/share/vsm-profile-gtk").path,
                    sourceTree,
                    ResourceLocator.systemDirectory,
                ]
            )
        }
    }

    func testSourceTreeLookupIgnoresAMissingFolder() {
        XCTAssertNil(ResourceLocator.sourceTreeResources(filePath: "/nonexistent/Sources/ProfileApp/X.swift"))
    }
}
