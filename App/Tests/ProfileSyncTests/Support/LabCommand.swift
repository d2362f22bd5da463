import Foundation

/// Runs one of the network lab's scripts (scripts/netlab*.sh) and reads the `key=value`
/// lines it prints. The scripts bound their own waits; a failure throws with what the
/// script wrote to stderr.
enum LabCommand {
    /// The repository's root: the scripts live under it.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    @discardableResult
    static func run(_ script: String, _ arguments: [String], environment extra: [String: String] = [:]) throws -> [String: String] {
        let process = Process()
        process.executableURL = root.appendingPathComponent("scripts/\(script)")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        // The scripts start daemons (PostgreSQL, the server) that would inherit the pipes'
        // write ends and keep them open: read to the end only after the script exits,
        // through files rather than pipes.
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("lab-\(UUID().uuidString).out")
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("lab-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil),
              FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        else { throw Failure(description: "cannot create the files for the output of scripts/\(script)") }
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            throw Failure(description: "scripts/\(script) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(stderr)")
        }
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            values[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return values
    }
}
