import Foundation

/// Runs a parsed ``JourneyCommand``: reads, merges, writes graphs, reports coverage.
///
/// Never traps on input: unreadable files and bad expected graphs are one-line errors
/// (exit 2), malformed journey lines are diagnostics on stderr.
public struct JourneyTool {
    /// What a run printed and its exit status.
    public struct Outcome: Equatable, Sendable {
        public var status: Int32 = 0
        public var standardOutput = ""
        public var standardError = ""
    }

    /// Finds Graphviz's `dot`; replaced by tests.
    public var findDot: () -> String? = JourneyTool.dotOnPath

    public init() {}

    public func run(_ command: JourneyCommand) -> Outcome {
        var outcome = Outcome()
        var records: [JourneyRecord] = []
        for path in command.journeys {
            guard let data = FileManager.default.contents(atPath: path) else {
                return Self.failure("cannot read journey file \(path)")
            }
            let parsed = JourneyReader.parse(data, file: path)
            records += parsed.records
            outcome.standardError += parsed.diagnostics.map { "vsm-journey: \($0)\n" }.joined()
        }
        var expected: ExpectedGraph?
        if let path = command.expected {
            guard let data = FileManager.default.contents(atPath: path) else {
                return Self.failure("cannot read expected graph \(path)")
            }
            do {
                expected = try ExpectedGraph.parse(String(decoding: data, as: UTF8.self), file: path)
            } catch {
                return Self.failure("\(error)")
            }
        }

        let graphs = StateGraph.merge(records)
        let types = expected?.types ?? graphs.keys.sorted()
        outcome.standardOutput += "\(records.count) transitions of \(graphs.count) state types read\n"

        if let folder = command.outputDir {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                for type in types {
                    let graph = graphs[type] ?? StateGraph(type: type)
                    let base = (folder as NSString).appendingPathComponent(Self.fileName(type))
                    let dot = DOTWriter.dot(graph, expected: expected)
                    if command.formatSet.contains("dot") {
                        try Data(dot.utf8).write(to: URL(fileURLWithPath: base + ".dot"))
                    }
                    if command.formatSet.contains("mermaid") {
                        try Data(MermaidWriter.mermaid(graph, expected: expected).utf8)
                            .write(to: URL(fileURLWithPath: base + ".mmd"))
                    }
                    if command.formatSet.contains("svg") {
                        guard let dotPath = findDot() else {
                            outcome.standardError += "vsm-journey: Graphviz 'dot' not found on PATH, no SVG written "
                                + "(install Debian's graphviz package: apt-get install graphviz)\n"
                            outcome.status = 1
                            continue
                        }
                        if let problem = Self.renderSVG(dot: dot, to: base + ".svg", with: dotPath) {
                            return Self.failure(problem)
                        }
                    }
                }
            } catch {
                return Self.failure("cannot write to \(folder): \(error.localizedDescription)")
            }
        }

        if let expected {
            let coverages = types.map { Coverage(type: $0, graph: graphs[$0], expected: expected) }
            let report = coverages.map(\.report).joined()
            let visited = coverages.map(\.visitedTransitions).reduce(0, +)
            let total = coverages.map(\.expectedTransitions).reduce(0, +)
            let unexpected = coverages.map(\.unexpectedTransitions.count).reduce(0, +)
            let percent = total == 0 ? 100 : 100 * Double(visited) / Double(total)
            let summary = report + "total: \(visited)/\(total) expected transitions (\(Coverage.percent(percent))), "
                + "\(unexpected) unexpected\n"
            outcome.standardOutput += summary
            if let path = command.coverageReport {
                do {
                    try Data(summary.utf8).write(to: URL(fileURLWithPath: path))
                } catch {
                    return Self.failure("cannot write coverage report \(path): \(error.localizedDescription)")
                }
            }
            if command.check && !coverages.allSatisfy(\.isComplete) {
                outcome.standardError += "vsm-journey: coverage check failed: \(total - visited) expected transitions "
                    + "unvisited, \(coverages.map(\.unvisitedStates.count).reduce(0, +)) states unvisited, "
                    + "\(unexpected) unexpected transitions\n"
                outcome.status = 1
            }
        }
        return outcome
    }

    /// A file name for a type name: letters, digits, `.`, `-` and `_`; others become `_`.
    static func fileName(_ type: String) -> String {
        String(type.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
    }

    static func failure(_ message: String) -> Outcome {
        Outcome(status: 2, standardOutput: "", standardError: "vsm-journey: \(message)\n")
    }

    /// Runs `dot -Tsvg`; returns a one-line problem, or nil on success.
    static func renderSVG(dot: String, to path: String, with dotPath: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dotPath)
        process.arguments = ["-Tsvg", "-o", path]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return "cannot run \(dotPath): \(error.localizedDescription)"
        }
        input.fileHandleForWriting.write(Data(dot.utf8))
        try? input.fileHandleForWriting.close()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).split(separator: "\n").first ?? ""
            return "dot failed on \(path) (status \(process.terminationStatus)): \(text)"
        }
        return nil
    }

    /// The first executable `dot` on `PATH`.
    public static func dotOnPath() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
