import Foundation
import VSMTesting

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
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("lab-\(UUID().uuidString).out")
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("lab-\(UUID().uuidString).err")
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        // The shell sends the script's output to files: the scripts start daemons (PostgreSQL,
        // the server) that would keep a pipe open, and no descriptor of this process is handed
        // over to be closed behind its back.
        let shell = try ChildProcess("/bin/sh", [
            "-c", #"out=$1; err=$2; shift 2; exec "$@" >"$out" 2>"$err" </dev/null"#, "sh",
            outputFile.path, errorFile.path, root.appendingPathComponent("scripts/\(script)").path,
        ] + arguments, environment: extra.mapValues { Optional($0) })
        // The scripts bound their own waits; this bound only keeps a broken one from hanging the suite.
        let exit = try shell.waitForExit(timeout: .seconds(300))
        let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        guard exit == .exited(0) else {
            let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            throw Failure(description: "scripts/\(script) \(arguments.joined(separator: " ")) ended \(exit): \(stderr)")
        }
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            values[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return values
    }
}
