import Foundation

/// What `vsm-extract-strings` does, as a function of the file system (tested directly).
///
/// 1. Scans every Swift file under `scanDirectories` (paths relative to `root`), so a
///    file with messages that `POTFILES` forgot is found, and an unextractable call
///    anywhere stops the run.
/// 2. Checks `POTFILES` against what was found (``PotfilesList/problems(messageCounts:)``).
/// 3. Writes the C mirror (``GettextMirror``) of each listed Swift file to
///    `outputDirectory/<same relative path>`, for `xgettext --language=C -D outputDirectory`.
///
/// Every problem is reported, not only the first; any problem makes the run fail.
public struct ExtractionRun {
    public var root: URL
    public var potfiles: String
    public var outputDirectory: URL
    public var scanDirectories: [String]

    public init(root: URL, potfiles: String, outputDirectory: URL, scanDirectories: [String]) {
        self.root = root
        self.potfiles = potfiles
        self.outputDirectory = outputDirectory
        self.scanDirectories = scanDirectories
    }

    /// The outcome: the listed Swift paths (one per line, for `xgettext --files-from`) on
    /// success, the problems otherwise.
    public enum Outcome: Equatable {
        case extracted(listedSwiftFiles: [String], messageCount: Int)
        case failed(problems: [String])
    }

    public func run() -> Outcome {
        let list: PotfilesList
        do {
            list = PotfilesList(parsing: try String(contentsOf: root.appendingPathComponent(potfiles), encoding: .utf8))
        } catch {
            return .failed(problems: ["cannot read \(potfiles): \(error.localizedDescription)"])
        }
        var problems: [String] = []
        var results: [String: SwiftMessageScanner.Result] = [:]
        var unreadable: Set<String> = []
        for path in swiftFiles() + list.swiftPaths where results[path] == nil && !unreadable.contains(path) {
            guard let source = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
                continue   // a listed file that does not exist: reported by the list check
            }
            do {
                results[path] = try SwiftMessageScanner.scan(source, file: path)
            } catch {
                problems.append(error.description)
                unreadable.insert(path)
            }
        }
        problems += list.problems(messageCounts: results.mapValues(\.messages.count), ignoring: unreadable)
        guard problems.isEmpty else { return .failed(problems: problems) }
        var count = 0
        for path in list.swiftPaths {
            guard let result = results[path] else { continue }
            let target = outputDirectory.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try GettextMirror.render(result).write(to: target, atomically: true, encoding: .utf8)
            } catch {
                problems.append("cannot write \(target.path): \(error.localizedDescription)")
            }
            count += result.messages.count
        }
        return problems.isEmpty ? .extracted(listedSwiftFiles: list.swiftPaths, messageCount: count) : .failed(problems: problems)
    }

    /// The Swift files under the scan directories, relative to `root`, sorted.
    private func swiftFiles() -> [String] {
        var paths: [String] = []
        for directory in scanDirectories {
            let base = root.appendingPathComponent(directory)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let relative = url.path.dropFirst(root.path.count).drop { $0 == "/" }
                paths.append(String(relative))
            }
        }
        return paths.sorted()
    }
}
