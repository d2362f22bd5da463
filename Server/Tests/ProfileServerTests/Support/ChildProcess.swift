import Foundation

/// The tests' one way to run a program to its end: its exit status and what it wrote.
enum ChildProcess {
    struct Outcome {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs `executable` with `arguments` from `directory`, with `environment` added to this
    /// process's (a nil value removes the variable). Both pipes are drained before the wait, so a
    /// chatty program cannot block on a full pipe.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String?] = [:], directory: URL? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        process.environment = merged
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let group = DispatchGroup()
        group.enter()
        let errorHandle = errors.fileHandleForReading
        let collected = DataBox()
        DispatchQueue.global().async {
            collected.data = errorHandle.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: collected.data, as: UTF8.self)
        )
    }
}

/// Standard error, read on another thread while standard output is read on this one.
private final class DataBox: @unchecked Sendable {
    // @unchecked Sendable: written by the reading thread before it leaves the group, read after the wait.
    var data = Data()
}
