/// Writes a ``StateGraph`` as Graphviz DOT: nodes are case paths, edges are transitions
/// labelled by the `observe…` call's function with counts. With an expected graph, unvisited
/// expected transitions are dashed grey and unexpected ones red.
public enum DOTWriter {
    public static func dot(_ graph: StateGraph, expected: ExpectedGraph? = nil) -> String {
        var out = "digraph \(quoted(graph.type)) {\n"
        out += "  label=\(quoted(graph.type)); labelloc=t; rankdir=LR;\n"
        out += "  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
        let unvisited = expected.map { ($0.states[graph.type] ?? []).subtracting(graph.states) } ?? []
        for state in DrawnEdge.states(of: graph, expected: expected) {
            let style = unvisited.contains(state) ? ", color=grey, fontcolor=grey" : ""
            out += "  \(quoted(state)) [label=\(quoted(state))\(style)];\n"
        }
        for drawn in DrawnEdge.edges(of: graph, expected: expected) {
            let style: String
            switch drawn.style {
            case .visited: style = ""
            case .unvisited: style = ", style=dashed, color=grey, fontcolor=grey"
            case .unexpected: style = ", color=red, fontcolor=red"
            }
            out += "  \(quoted(drawn.edge.from)) -> \(quoted(drawn.edge.to)) "
                + "[label=\(quoted(drawn.labels.joined(separator: "\n")))\(style)];\n"
        }
        return out + "}\n"
    }

    /// A DOT string literal (newlines become DOT's centred line breaks).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
