/// The transitions a feature allows, per state type, read from a text file:
///
/// ```
/// # comment
/// graph LoadUserProfileViewState
/// initialized -> loading
/// state unreachableForNow        # a state with no transition yet
/// ```
///
/// `graph TYPE` starts a state type; `FROM -> TO` allows a transition (both become states);
/// `state NAME` declares a state. `#` starts a comment. Anything else is an error naming the line.
public struct ExpectedGraph: Equatable, Sendable {
    /// Expected states per type.
    public private(set) var states: [String: Set<String>] = [:]
    /// Expected transitions per type.
    public private(set) var edges: [String: Set<StateGraph.Edge>] = [:]
    /// Types in the order the file names them.
    public private(set) var types: [String] = []

    public init() {}

    /// Parses `text` read from `file`; throws ``ExpectedGraphError`` at the first bad line.
    public static func parse(_ text: String, file: String) throws(ExpectedGraphError) -> ExpectedGraph {
        var graph = ExpectedGraph()
        var current: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = (rawLine.firstIndex(of: "#").map { rawLine[..<$0] } ?? rawLine[...])
                .trimmingCharacters(in: " \t\r")
            if line.isEmpty { continue }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            switch (words.first, words.count) {
            case ("graph", 2):
                current = words[1]
                if graph.states[words[1]] == nil {
                    graph.types.append(words[1])
                    graph.states[words[1]] = []
                    graph.edges[words[1]] = []
                }
            case ("state", 2):
                guard let type = current else { throw .noGraph(file: file, line: number) }
                graph.states[type]?.insert(words[1])
            case (_, 3) where words[1] == "->":
                guard let type = current else { throw .noGraph(file: file, line: number) }
                graph.states[type]?.formUnion([words[0], words[2]])
                graph.edges[type]?.insert(StateGraph.Edge(from: words[0], to: words[2]))
            default:
                throw .malformed(file: file, line: number, text: line)
            }
        }
        if graph.types.isEmpty { throw .empty(file: file) }
        return graph
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var slice = self
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
