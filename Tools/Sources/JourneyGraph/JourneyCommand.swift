import ArgumentParser

/// The `vsm-journey` command line (parsed only; ``JourneyTool`` runs it).
public struct JourneyCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "vsm-journey",
        abstract: "Draw the state graphs recorded with VSM_JOURNEY=FILE and measure state coverage.",
        discussion: """
        Reads journey files (one JSON line per state change), merges them per state type and \
        writes TYPE.dot, TYPE.mmd (Mermaid) and, when Graphviz's dot is installed, TYPE.svg. \
        With --expected, compares each expected state type with what was recorded: unvisited \
        states and transitions, and unexpected transitions (drawn red). Malformed lines are \
        reported with their line number and skipped.
        Exit status: 0 done; 1 with --check when coverage is incomplete or a transition is \
        unexpected, or when SVG was asked for without Graphviz; 2 bad command line or unreadable input.
        """
    )

    @Argument(help: "Journey files written with VSM_JOURNEY=FILE.")
    public var journeys: [String] = []

    @Option(name: .long, help: "Folder for TYPE.dot, TYPE.mmd and TYPE.svg (default: none written).")
    public var outputDir: String?

    @Option(name: .long, help: "Comma-separated formats to write: dot, mermaid, svg.")
    public var formats: String = "dot,mermaid,svg"

    @Option(name: .long, help: "Expected graph file ('graph TYPE' / 'FROM -> TO' lines); only its types are drawn.")
    public var expected: String?

    @Option(name: .long, help: "Also write the coverage report to this file.")
    public var coverageReport: String?

    @Flag(name: .long, help: "Exit 1 unless every expected state and transition was visited and none unexpected happened.")
    public var check = false

    public init() {}

    public func validate() throws {
        if journeys.isEmpty { throw ValidationError("no journey file given") }
        if check && expected == nil { throw ValidationError("--check needs --expected") }
        let known: Set<String> = ["dot", "mermaid", "svg"]
        for format in formats.split(separator: ",") where !known.contains(String(format)) {
            throw ValidationError("unknown format '\(format)' (expected dot, mermaid, svg)")
        }
    }

    /// The formats asked for.
    public var formatSet: Set<String> { Set(formats.split(separator: ",").map(String.init)) }
}
