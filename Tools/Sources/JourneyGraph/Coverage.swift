/// How much of an expected graph a journey visited, for one state type.
public struct Coverage: Equatable, Sendable {
    public let type: String
    /// Expected states never seen.
    public let unvisitedStates: [String]
    /// Expected transitions that never happened.
    public let unvisitedTransitions: [StateGraph.Edge]
    /// Transitions that happened but the expected graph does not allow (a bug signal), with counts.
    public let unexpectedTransitions: [(edge: StateGraph.Edge, count: Int)]
    /// Expected states and transitions, and how many were visited.
    public let expectedStates: Int
    public let expectedTransitions: Int

    public var visitedStates: Int { expectedStates - unvisitedStates.count }
    public var visitedTransitions: Int { expectedTransitions - unvisitedTransitions.count }

    /// Visited share of the expected transitions, 0…100 (100 when none are expected).
    public var transitionPercent: Double {
        expectedTransitions == 0 ? 100 : 100 * Double(visitedTransitions) / Double(expectedTransitions)
    }

    /// Whether every expected state and transition was visited and nothing unexpected happened.
    public var isComplete: Bool {
        unvisitedStates.isEmpty && unvisitedTransitions.isEmpty && unexpectedTransitions.isEmpty
    }

    /// Compares `graph` (possibly empty: nothing recorded) with `expected`'s graph of `type`.
    public init(type: String, graph: StateGraph?, expected: ExpectedGraph) {
        let expectedStates = expected.states[type] ?? []
        let expectedEdges = expected.edges[type] ?? []
        let seenStates = graph?.states ?? []
        let seenEdges = Set(graph?.edges.keys.map { $0 } ?? [])
        self.type = type
        self.expectedStates = expectedStates.count
        self.expectedTransitions = expectedEdges.count
        unvisitedStates = expectedStates.subtracting(seenStates).sorted()
        unvisitedTransitions = expectedEdges.subtracting(seenEdges).sorted()
        unexpectedTransitions = seenEdges.subtracting(expectedEdges).sorted().map { ($0, graph?.count(of: $0) ?? 0) }
    }

    public static func == (lhs: Coverage, rhs: Coverage) -> Bool {
        lhs.type == rhs.type && lhs.unvisitedStates == rhs.unvisitedStates
            && lhs.unvisitedTransitions == rhs.unvisitedTransitions
            && lhs.unexpectedTransitions.map(\.edge) == rhs.unexpectedTransitions.map(\.edge)
            && lhs.unexpectedTransitions.map(\.count) == rhs.unexpectedTransitions.map(\.count)
            && lhs.expectedStates == rhs.expectedStates && lhs.expectedTransitions == rhs.expectedTransitions
    }

    /// The report block of this type, one fact per line.
    public var report: String {
        var lines = ["\(type): \(visitedTransitions)/\(expectedTransitions) expected transitions "
            + "(\(Self.percent(transitionPercent))), \(visitedStates)/\(expectedStates) states, "
            + "\(unexpectedTransitions.count) unexpected"]
        lines += unvisitedStates.map { "  unvisited state: \($0)" }
        lines += unvisitedTransitions.map { "  unvisited transition: \($0.from) -> \($0.to)" }
        lines += unexpectedTransitions.map { "  UNEXPECTED transition: \($0.edge.from) -> \($0.edge.to) (×\($0.count))" }
        return lines.joined(separator: "\n") + "\n"
    }

    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
