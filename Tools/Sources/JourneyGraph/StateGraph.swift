/// The merged journey of one state type: states seen and transitions with counts per action.
public struct StateGraph: Equatable, Sendable {
    /// A transition between two case paths.
    public struct Edge: Hashable, Comparable, Sendable {
        public let from: String
        public let to: String

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }

        public static func < (lhs: Edge, rhs: Edge) -> Bool {
            (lhs.from, lhs.to) < (rhs.from, rhs.to)
        }
    }

    /// The state type's name.
    public let type: String
    /// Every case path seen, as the source or target of a transition.
    public private(set) var states: Set<String> = []
    /// For each transition, how often each action label produced it.
    public private(set) var edges: [Edge: [String: Int]] = [:]

    public init(type: String) {
        self.type = type
    }

    /// Counts `record` (which must be of this graph's type).
    public mutating func add(_ record: JourneyRecord) {
        states.insert(record.from)
        states.insert(record.to)
        edges[Edge(from: record.from, to: record.to), default: [:]][record.actionLabel, default: 0] += 1
    }

    /// How many times `edge` happened, over all actions.
    public func count(of edge: Edge) -> Int {
        edges[edge]?.values.reduce(0, +) ?? 0
    }

    /// Merges `records` into one graph per state type, keyed by type name.
    public static func merge(_ records: [JourneyRecord]) -> [String: StateGraph] {
        var graphs: [String: StateGraph] = [:]
        for record in records {
            graphs[record.type, default: StateGraph(type: record.type)].add(record)
        }
        return graphs
    }
}
