import Dispatch
import Foundation
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
/// once instead of measuring). Waits for it to end, at most `timeout`: then it is terminated
/// and the test fails at the caller's line. Both outputs are read while it runs, so a long
/// help text cannot fill a pipe and stall it.
///
/// - Throws: when the executable is missing (build it with `swift build --build-tests`) or
///   cannot start.
public func runSiblingExecutable(
    _ name: String,
    _ arguments: [String],
    timeout: DispatchTimeInterval = .seconds(30),
    file: StaticString = #filePath,
    line: UInt = #line
) throws -> ExecutableRun {
    let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let executable = URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        throw MissingExecutable(description: "\(executable.path) is missing: build it with `swift build --build-tests`")
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" && $0.key != "WAYLAND_DISPLAY" }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    let reads = DispatchGroup()
    let standardOutput = ReadAll(output.fileHandleForReading, group: reads)
    let standardError = ReadAll(errors.fileHandleForReading, group: reads)
    if ended.wait(timeout: .now() + timeout) == .timedOut {
        process.terminate()
        ended.wait()
        XCTFail("\(name) \(arguments) was still running after \(timeout)", file: file, line: line)
    }
    reads.wait()
    return ExecutableRun(status: process.terminationStatus, standardOutput: standardOutput.text, standardError: standardError.text)
}

private struct MissingExecutable: Error, CustomStringConvertible {
    let description: String
}

/// Reads a pipe to its end on a background queue.
///
/// `@unchecked Sendable`: `data` is written once by the reading block and read only after
/// the group it left has been waited for.
private final class ReadAll: @unchecked Sendable {
    private var data = Data()

    init(_ handle: FileHandle, group: DispatchGroup) {
        DispatchQueue.global().async(group: group) { self.data = handle.readDataToEndOfFile() }
    }

    var text: String { String(decoding: data, as: UTF8.self) }
}
