import HTTPTypes

/// The contract's paths and their methods, for answering 405 (with `Allow`) rather than 404 to a
/// method a path does not have: the router knows only routes, not paths.
enum Routes {
    /// Path templates (`:id` stands for one segment) with their methods.
    static let all: [(template: [Substring], methods: [HTTPRequest.Method])] = [
        (["v1", "users", ":id", "profile"], [.get]),
        (["v1", "users", ":id", "profile", "username"], [.put]),
        (["v1", "users", ":id", "posts"], [.get]),
        (["v1", "users", ":id", "events"], [.get]),
        (["healthz"], [.get]),
        (["readyz"], [.get]),
    ]

    /// The methods of the contract's path that `path` is, or nil when it is none.
    static func methods(forPath path: String) -> [HTTPRequest.Method]? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        for route in all where route.template.count == segments.count {
            if zip(route.template, segments).allSatisfy({ $0 == ":id" || $0 == $1 }) { return route.methods }
        }
        return nil
    }
}
