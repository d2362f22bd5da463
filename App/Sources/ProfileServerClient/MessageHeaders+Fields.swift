import CSoup
import HTTPTypes
import Soup

extension MessageHeaders {
    /// Every header, in the order they came, as swift-http-types fields: what the OpenAPI
    /// client reads its ETag, Content-Type and Retry-After from. Names HTTPTypes refuses
    /// (not tokens) are left out: no operation of the contract reads them.
    @MainActor
    var fields: HTTPFields {
        final class Collector { var fields = HTTPFields() }
        let collector = Collector()
        withExtendedLifetime(collector) {
            soup_message_headers_foreach(pointer, { name, value, data in
                guard let name, let value, let data else { return }
                let collector = Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue()
                if let field = HTTPField.Name(String(cString: name)) {
                    collector.fields.append(HTTPField(name: field, value: String(cString: value)))
                }
            }, Unmanaged.passUnretained(collector).toOpaque())
        }
        return collector.fields
    }
}
