import Foundation
import JourneyGraph
import XCTest

final class JourneyGraphTests: XCTestCase {
    private func line(_ type: String, _ from: String, _ to: String, _ function: String = "load()") -> String {
        "{\"time\":1.5,\"type\":\"\(type)\",\"from\":\"\(from)\",\"to\":\"\(to)\",\"function\":\"\(function)\","
            + "\"file\":\"A/B.swift\",\"line\":3,\"action\":\"publisher\"}"
    }

    private func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-journey-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    private func write(_ text: String, in folder: String, name: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func run(_ arguments: [String], dot: String? = "/usr/bin/dot") -> JourneyTool.Outcome {
        switch JourneyCommandLine.parse(arguments) {
        case .exit(let outcome):
            return outcome
        case .run(let command):
            var tool = JourneyTool()
            tool.findDot = { dot }
            return tool.run(command)
        }
    }

    private let expectedText = """
        # the loader
        graph Load
        initialized -> loading   # first appearance
        loading -> loaded
        loading -> loadingError
        loadingError -> loading
        """

    func testReaderParsesRecordsAndReportsMalformedLinesWithNumbers() {
        let text = [line("Load", "initialized", "loading"), "not json", "{\"type\":\"Load\"}", "",
                    line("Load", "loading", "loaded"), "{\"time\":1,\"type\":\"Lo"].joined(separator: "\n")
        let parsed = JourneyReader.parse(Data(text.utf8), file: "j.jsonl")
        XCTAssertEqual(parsed.records.map(\.to), ["loading", "loaded"])
        XCTAssertEqual(parsed.diagnostics.map(\.line), [2, 3, 6])
        XCTAssertEqual(parsed.diagnostics[0].description, "j.jsonl:2: malformed journey line, skipped (not a JSON object)")
        XCTAssertEqual(parsed.diagnostics[1].description, "j.jsonl:3: malformed journey line, skipped (missing \"time\")")
        XCTAssertTrue(parsed.diagnostics[2].message.hasPrefix("unterminated last line"))
    }

    func testMergeCountsTransitionsPerTypeAndAction() throws {
        let records = [
            JourneyRecord(type: "Load", from: "initialized", to: "loading", function: "viewDidAppear()"),
            JourneyRecord(type: "Load", from: "loading", to: "loaded", function: "viewDidAppear()"),
            JourneyRecord(type: "Load", from: "initialized", to: "loading", function: "viewDidAppear()"),
            JourneyRecord(type: "Load", from: "initialized", to: "loading", function: "retry()"),
            JourneyRecord(type: "Edit", from: "editingState.editing", to: "editingState.saving"),
        ]
        let graphs = StateGraph.merge(records)
        XCTAssertEqual(Set(graphs.keys), ["Load", "Edit"])
        let load = try XCTUnwrap(graphs["Load"])
        XCTAssertEqual(load.states, ["initialized", "loading", "loaded"])
        XCTAssertEqual(load.edges[.init(from: "initialized", to: "loading")], ["viewDidAppear()": 2, "retry()": 1])
        XCTAssertEqual(load.count(of: .init(from: "initialized", to: "loading")), 3)
        XCTAssertEqual(graphs["Edit"]?.edges[.init(from: "editingState.editing", to: "editingState.saving")], ["?": 1])
    }

    func testDOTAndMermaidOutput() throws {
        var graph = StateGraph(type: "Load")
        graph.add(JourneyRecord(type: "Load", from: "initialized", to: "loading", function: "viewDidAppear()"))
        graph.add(JourneyRecord(type: "Load", from: "initialized", to: "loading", function: "viewDidAppear()"))
        graph.add(JourneyRecord(type: "Load", from: "loading", to: "oops", function: "f()"))
        let expected = try ExpectedGraph.parse("graph Load\ninitialized -> loading\nloading -> loaded\n", file: "e")
        XCTAssertEqual(DOTWriter.dot(graph, expected: expected), """
            digraph "Load" {
              label="Load"; labelloc=t; rankdir=LR;
              node [shape=box, style=rounded, fontname="Helvetica"];
              edge [fontname="Helvetica", fontsize=10];
              "initialized" [label="initialized"];
              "loaded" [label="loaded", color=grey, fontcolor=grey];
              "loading" [label="loading"];
              "oops" [label="oops"];
              "initialized" -> "loading" [label="viewDidAppear() ×2"];
              "loading" -> "oops" [label="f() ×1", color=red, fontcolor=red];
              "loading" -> "loaded" [label="never visited", style=dashed, color=grey, fontcolor=grey];
            }

            """)
        XCTAssertEqual(MermaidWriter.mermaid(graph), """
            stateDiagram-v2
                state "initialized" as s0
                state "loading" as s1
                state "oops" as s2
                s0 --> s1: viewDidAppear() ×2
                s1 --> s2: f() ×1

            """)
    }

    func testCoverageListsUnvisitedAndUnexpected() throws {
        let expected = try ExpectedGraph.parse(expectedText, file: "e")
        let graph = StateGraph.merge([
            JourneyRecord(type: "Load", from: "initialized", to: "loading"),
            JourneyRecord(type: "Load", from: "loading", to: "loaded"),
            JourneyRecord(type: "Load", from: "loaded", to: "initialized"),
        ])["Load"]
        let coverage = Coverage(type: "Load", graph: graph, expected: expected)
        XCTAssertEqual(coverage.unvisitedStates, ["loadingError"])
        XCTAssertEqual(coverage.unvisitedTransitions, [.init(from: "loading", to: "loadingError"), .init(from: "loadingError", to: "loading")])
        XCTAssertEqual(coverage.unexpectedTransitions.map(\.edge), [.init(from: "loaded", to: "initialized")])
        XCTAssertEqual(coverage.transitionPercent, 50)
        XCTAssertFalse(coverage.isComplete)
        XCTAssertEqual(coverage.report, """
            Load: 2/4 expected transitions (50.0%), 3/4 states, 1 unexpected
              unvisited state: loadingError
              unvisited transition: loading -> loadingError
              unvisited transition: loadingError -> loading
              UNEXPECTED transition: loaded -> initialized (×1)

            """)
    }

    func testExpectedGraphErrorsNameFileAndLine() {
        XCTAssertThrowsError(try ExpectedGraph.parse("graph A\na -> b\na => b\n", file: "e.graph")) {
            XCTAssertEqual("\($0)", "e.graph:3: expected 'graph TYPE', 'state NAME' or 'FROM -> TO', found 'a => b'")
        }
        XCTAssertThrowsError(try ExpectedGraph.parse("a -> b\n", file: "e.graph")) {
            XCTAssertEqual("\($0)", "e.graph:1: a state or transition before any 'graph TYPE' line")
        }
        XCTAssertThrowsError(try ExpectedGraph.parse("# nothing\n", file: "e.graph")) {
            XCTAssertEqual("\($0)", "e.graph: no 'graph TYPE' line")
        }
    }

    func testCommandWritesFilesAndChecksCoverage() throws {
        let folder = try temporaryFolder()
        let journey = try write([line("Load", "initialized", "loading"), "garbage", line("Load", "loading", "loaded")]
            .joined(separator: "\n") + "\n", in: folder, name: "a.jsonl")
        let second = try write(line("Load", "loading", "loadingError") + "\n" + line("Load", "loadingError", "loading", "retry()") + "\n",
                               in: folder, name: "b.jsonl")
        let expected = try write(expectedText, in: folder, name: "expected.graph")
        let out = folder + "/out"
        let outcome = run([journey, second, "--expected", expected, "--output-dir", out, "--formats", "dot,mermaid",
                           "--coverage-report", out + "/coverage.txt", "--check"])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(outcome.standardError, "vsm-journey: \(journey):2: malformed journey line, skipped (not a JSON object)\n")
        XCTAssertTrue(outcome.standardOutput.contains("total: 4/4 expected transitions (100.0%), 0 unexpected"), outcome.standardOutput)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/Load.dot"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/Load.mmd"))
        XCTAssertEqual(String(decoding: FileManager.default.contents(atPath: out + "/coverage.txt") ?? Data(), as: UTF8.self),
                       outcome.standardOutput.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n")

        let partial = run([journey, "--expected", expected, "--check"])
        XCTAssertEqual(partial.status, 1)
        XCTAssertTrue(partial.standardError.contains("coverage check failed: 2 expected transitions unvisited"), partial.standardError)
    }

    func testSVGWithoutGraphvizIsAClearMessage() throws {
        let folder = try temporaryFolder()
        let journey = try write(line("Load", "a", "b") + "\n", in: folder, name: "a.jsonl")
        let outcome = run([journey, "--output-dir", folder], dot: nil)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.standardError.contains("Graphviz 'dot' not found"), outcome.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/Load.dot"))
    }

    func testBadCommandLinesExit2WithOneLine() throws {
        let folder = try temporaryFolder()
        let journey = try write(line("Load", "a", "b") + "\n", in: folder, name: "a.jsonl")
        let badGraph = try write("graph\n", in: folder, name: "bad.graph")
        for arguments in [[], ["--bogus", journey], [journey, "--formats", "png"], [journey, "--check"],
                          [folder + "/missing.jsonl"], [journey, "--expected", folder + "/missing.graph"],
                          [journey, "--expected", badGraph]] {
            let outcome = run(arguments)
            XCTAssertEqual(outcome.status, 2, "\(arguments)")
            XCTAssertEqual(outcome.standardError.filter { $0 == "\n" }.count, 1, "\(arguments): \(outcome.standardError)")
            XCTAssertTrue(outcome.standardError.hasPrefix("vsm-journey: "), outcome.standardError)
            XCTAssertEqual(outcome.standardOutput, "")
        }
        let help = run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("USAGE: vsm-journey"), help.standardOutput)
    }
}
