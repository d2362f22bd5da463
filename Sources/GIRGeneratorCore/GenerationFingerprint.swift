import Foundation

/// What one generation read: its arguments, the generator itself and every GIR file of its
/// folders. Written beside the output after a generation; a later run with the same
/// fingerprint and all its outputs in place has nothing to do.
///
/// A build runs the generator again whenever SwiftPM relinks it, which it does each time
/// another package is built in the same build folder; the fingerprint makes those runs cost
/// a few file reads instead of a generation. Anything that could change the output changes
/// it: an argument, the generator's executable (its contents, not its time) and any GIR
/// file's size or modification time. When a part cannot be read, there is no fingerprint,
/// and the generator runs.
public struct GenerationFingerprint: Equatable, Sendable {
    /// The fingerprint's text, as stored.
    public let text: String

    /// The file the fingerprint of the generation into `output` is kept in, beside it.
    public static func path(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).fingerprint").path
    }

    /// The fingerprint of a run with `arguments` by the executable at `executable`, reading
    /// the GIR files of `girDirectories`; `nil` when a part cannot be read.
    public init?(arguments: [String], executable: String, girDirectories: [String]) {
        guard let generator = Self.digest(ofFile: executable) else { return nil }
        var lines = ["gir-swift fingerprint 1", "arguments: " + arguments.joined(separator: "\u{1F}"), "generator: " + generator]
        let manager = FileManager.default
        for directory in girDirectories {
            guard let names = try? manager.contentsOfDirectory(atPath: directory) else {
                lines.append("folder missing: \(directory)")
                continue
            }
            for name in names.sorted() where name.hasSuffix(".gir") {
                let path = (directory as NSString).appendingPathComponent(name)
                guard let attributes = try? manager.attributesOfItem(atPath: path),
                      let size = attributes[.size] as? NSNumber,
                      let modified = attributes[.modificationDate] as? Date else { return nil }
                lines.append("\(path) \(size) \(modified.timeIntervalSince1970)")
            }
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// Whether `output`'s last generation had this fingerprint and every one of `outputs`
    /// (paths) and `report` is still there.
    public func matchesLastGeneration(into output: String, outputs: [String], report: String) -> Bool {
        let manager = FileManager.default
        guard let stored = manager.contents(atPath: Self.path(forOutput: output)),
              String(decoding: stored, as: UTF8.self) == text else { return false }
        return (outputs + [report]).allSatisfy { manager.fileExists(atPath: $0) }
    }

    /// Records this fingerprint as `output`'s last generation.
    public func record(forOutput output: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: Self.path(forOutput: output)), options: .atomic)
    }

    /// Removes the record (before a generation, so a failed one never looks current).
    public static func forget(output: String) {
        try? FileManager.default.removeItem(atPath: path(forOutput: output))
    }

    /// The SHA-256 of a file, by coreutils' `sha256sum` (tens of megabytes in a few milliseconds).
    private static func digest(ofFile path: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let digest = String(decoding: data, as: UTF8.self).split(separator: " ").first,
              digest.count == 64 else { return nil }
        return String(digest)
    }
}
