import Foundation
import XCTest

/// The built `vsm-profile-gtk` binary, run as a user would from a shell: exit codes
/// and output for `--help`, `--version`, bad options and missing resources. No
/// display needed: none of these cases opens a window.
final class ExecutableTests: XCTestCase {
    private struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The binary SwiftPM built next to this test bundle.
    private func executable() throws -> URL {
        let bundle = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let url = URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("vsm-profile-gtk")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw XCTSkip("vsm-profile-gtk is not built next to the tests (run `swift build` first)")
        }
        return url
    }

    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self)
        )
    }

    func testVersion() throws {
        let result = try run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "0.1.0\n")
        XCTAssertEqual(result.standardError, "")
    }

    func testHelp() throws {
        let result = try run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.contains("USAGE: vsm-profile-gtk"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("--simulate-failures"))
    }

    func testUnknownOptionExitsTwoWithOneLineErrorAndUsage() throws {
        let result = try run(["--bogus"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        let lines = result.standardError.split(separator: "\n")
        XCTAssertEqual(lines.first, "vsm-profile-gtk: Unknown option '--bogus'")
        XCTAssertTrue(lines.dropFirst().first?.hasPrefix("Usage: vsm-profile-gtk") ?? false, result.standardError)
    }

    func testMalformedSimulateValueExitsTwo() throws {
        let result = try run(["--simulate-failures", "explode"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("vsm-profile-gtk: --simulate-failures: unknown operation 'explode'"),
                      result.standardError)
    }

    func testMissingResourcesIsAClearErrorNotACrash() throws {
        let result = try run([], environment: ["VSM_PROFILE_RESOURCES": "/nonexistent/vsm-profile-resources"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("cannot find the user-interface files"), result.standardError)
        XCTAssertTrue(result.standardError.contains("/nonexistent/vsm-profile-resources"), result.standardError)
        XCTAssertFalse(result.standardError.contains("Fatal error"), result.standardError)
    }
}
