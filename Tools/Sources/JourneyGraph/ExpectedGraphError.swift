/// Why an expected-graph file was refused; the description is one line naming file and line.
public enum ExpectedGraphError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A line that is not `graph TYPE`, `state NAME`, `FROM -> TO` or a comment.
    case malformed(file: String, line: Int, text: String)
    /// A `state` or transition line before any `graph TYPE` line.
    case noGraph(file: String, line: Int)
    /// No `graph TYPE` line at all.
    case empty(file: String)

    public var description: String {
        switch self {
        case .malformed(let file, let line, let text):
            "\(file):\(line): expected 'graph TYPE', 'state NAME' or 'FROM -> TO', found '\(text)'"
        case .noGraph(let file, let line):
            "\(file):\(line): a state or transition before any 'graph TYPE' line"
        case .empty(let file):
            "\(file): no 'graph TYPE' line"
        }
    }
}
