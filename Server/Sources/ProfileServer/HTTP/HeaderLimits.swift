import HTTPTypes

/// The contract's limits on request headers (`maxLength` in openapi.yaml), which the generated
/// code does not check. Checked on the raw value, before the generated code decodes it.
enum HeaderLimits {
    static let limits: [(name: HTTPField.Name, maximum: Int)] = [
        (.ifNoneMatch, 1024),
        (.ifMatch, 64),
        (HTTPField.Name("Last-Event-ID")!, 32),
    ]

    /// What is wrong with `fields`, or nil when every limited header is within its limit.
    static func violation(in fields: HTTPFields) -> String? {
        for (name, maximum) in limits {
            for value in fields[values: name] where value.utf8.count > maximum {
                return "\(name) has \(value.utf8.count) bytes; at most \(maximum) are accepted."
            }
        }
        return nil
    }
}
