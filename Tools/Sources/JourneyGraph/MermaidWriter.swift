/// Writes a ``StateGraph`` as a Mermaid `stateDiagram-v2` (renders in GitHub Markdown).
///
/// Case paths become ids `s0`, `s1`, … with the path as the state's text, because Mermaid ids
/// cannot hold dots; labels lose the characters Mermaid reserves (`:`, `;`, `#`).
public enum MermaidWriter {
    public static func mermaid(_ graph: StateGraph, expected: ExpectedGraph? = nil) -> String {
        var out = "stateDiagram-v2\n"
        var ids: [String: String] = [:]
        for (index, state) in DrawnEdge.states(of: graph, expected: expected).enumerated() {
            ids[state] = "s\(index)"
            out += "    state \"\(clean(state))\" as s\(index)\n"
        }
        for drawn in DrawnEdge.edges(of: graph, expected: expected) {
            let prefix: String
            switch drawn.style {
            case .visited: prefix = ""
            case .unvisited: prefix = "never visited "
            case .unexpected: prefix = "UNEXPECTED "
            }
            let label = drawn.style == .unvisited ? "never visited" : prefix + drawn.labels.map(clean).joined(separator: "<br/>")
            out += "    \(ids[drawn.edge.from] ?? "?") --> \(ids[drawn.edge.to] ?? "?"): \(label)\n"
        }
        return out
    }

    static func clean(_ text: String) -> String {
        String(text.map { ":;#\"".contains($0) ? " " : $0 })
    }
}
