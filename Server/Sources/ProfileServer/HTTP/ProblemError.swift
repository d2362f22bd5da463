/// An error a handler or a middleware throws to answer with a problem document.
public struct ProblemError: Error, CustomStringConvertible {
    public let type: ProblemType
    public let detail: String?

    public init(_ type: ProblemType, detail: String? = nil) {
        self.type = type
        self.detail = detail
    }

    public var description: String { "\(type.rawValue)\(detail.map { ": \($0)" } ?? "")" }
}
