/// How an edge is drawn when the graph is compared with an expected graph.
public enum GraphStyle: Sendable {
    /// Recorded and allowed (or no expected graph given).
    case visited
    /// Allowed but never recorded: drawn dashed and grey.
    case unvisited
    /// Recorded but not allowed: drawn red.
    case unexpected
}

/// An edge with its label and style, as both writers draw it.
struct DrawnEdge {
    let edge: StateGraph.Edge
    /// `function ×count` entries, most frequent first.
    let labels: [String]
    let style: GraphStyle

    /// The edges of `graph`, plus the unvisited expected ones, in a stable order.
    static func edges(of graph: StateGraph, expected: ExpectedGraph?) -> [DrawnEdge] {
        let allowed = expected?.edges[graph.type]
        var drawn = graph.edges.keys.sorted().map { edge -> DrawnEdge in
            let labels = (graph.edges[edge] ?? [:]).sorted { ($1.value, $0.key) < ($0.value, $1.key) }
                .map { "\($0.key) ×\($0.value)" }
            let style: GraphStyle = allowed.map { $0.contains(edge) ? .visited : .unexpected } ?? .visited
            return DrawnEdge(edge: edge, labels: labels, style: style)
        }
        if let allowed {
            drawn += allowed.subtracting(graph.edges.keys).sorted().map {
                DrawnEdge(edge: $0, labels: ["never visited"], style: .unvisited)
            }
        }
        return drawn
    }

    /// Every state drawn: recorded ones and expected ones.
    static func states(of graph: StateGraph, expected: ExpectedGraph?) -> [String] {
        graph.states.union(expected?.states[graph.type] ?? []).sorted()
    }
}
