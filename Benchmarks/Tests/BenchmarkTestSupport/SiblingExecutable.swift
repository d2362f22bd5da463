import Foundation
import VSMTesting
import XCTest

/// What one run of an executable printed, and how it ended.
public struct ExecutableRun: Sendable {
    /// The exit status (the signal number plus 128 when a signal ended it).
    public let status: Int32
    /// Everything it wrote to stdout.
    public let standardOutput: String
    /// Everything it wrote to stderr.
    public let standardError: String
}

/// Runs `name`, one of this package's executables, which SwiftPM builds next to the running
/// test binary, with `arguments` and without a display (a run that got past parsing fails at
/// once instead of measuring). Waits for it to end, at most `timeout`: then it is killed and
/// the test fails at the caller's line (`ChildProcess` reads both outputs while it runs).
///
/// - Throws: when the executable is missing (build it with `swift build --build-tests`) or
///   cannot start.
public func runSiblingExecutable(
    _ name: String,
    _ arguments: [String],
    timeout: Duration = .seconds(30),
    file: StaticString = #filePath,
    line: UInt = #line
) throws -> ExecutableRun {
    let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let executable = URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        throw MissingExecutable(description: "\(executable.path) is missing: build it with `swift build --build-tests`")
    }
    do {
        let run = try ChildProcess.run(executable.path, arguments, environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil],
                                       timeout: timeout)
        return ExecutableRun(status: run.status, standardOutput: run.output, standardError: run.errorOutput)
    } catch let error as ChildProcessError {
        XCTFail("\(name) \(arguments): \(error)", file: file, line: line)
        throw error
    }
}

private struct MissingExecutable: Error, CustomStringConvertible {
    let description: String
}
