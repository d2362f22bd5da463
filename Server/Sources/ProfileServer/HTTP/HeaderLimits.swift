import ProfileAPI

/// The contract's limits on request headers (`maxLength` in openapi.yaml), which the generated
/// code does not check: a longer header is a bad request, not a value to compare.
enum HeaderLimits {
    static let ifNoneMatch = 1024
    static let ifMatch = 64
    static let lastEventID = 32

    /// The problem to answer when `If-None-Match` is over its limit; nil when it is within.
    static func check(ifNoneMatch value: String?) -> Components.Schemas.Problem? {
        check("If-None-Match", value, limit: ifNoneMatch)
    }

    /// The problem to answer when `If-Match` is over its limit; nil when it is within.
    static func check(ifMatch value: String?) -> Components.Schemas.Problem? {
        check("If-Match", value, limit: ifMatch)
    }

    private static func check(_ name: String, _ value: String?, limit: Int) -> Components.Schemas.Problem? {
        guard let value, value.count > limit else { return nil }
        return ProblemType.badRequest.problem(detail: "\(name) has \(value.count) characters; at most \(limit) are accepted.")
    }
}
