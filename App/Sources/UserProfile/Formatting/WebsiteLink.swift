import Foundation

/// A stored website that may be shown as a link that opens in the browser.
///
/// Only an absolute `http` or `https` URL with a host qualifies, written without white
/// space, control characters or characters a URL never contains (`"<>\{}|^` and the
/// backquote), with well-formed `%` escapes and a numeric port. Anything else
/// (`www.gnome.org`, `javascript:…`, `file:///etc/passwd`, `https://` with no host, text
/// with spaces) is shown as plain text and never launched.
///
/// The check reads the text itself, so deciding whether a row gets its "open" button never
/// runs Foundation's URL parser, which loads ICU for international host names; ``url``
/// builds the URL only when the link is opened.
public struct WebsiteLink: Sendable, Hashable {
    /// The website as stored.
    public let text: String

    /// The link for `text`, or nil when `text` must stay plain text.
    public init?(_ text: String) {
        guard Self.isOpenable(text) else { return nil }
        self.text = text
    }

    /// The URL to open (international names and paths encoded); nil only where Foundation
    /// rejects what the check accepted.
    public var url: URL? {
        URLComponents(string: text)?.url
    }

    /// The URL to open for `text`, or nil when `text` must stay plain text.
    public static func url(for text: String) -> URL? {
        WebsiteLink(text)?.url
    }

    private static func isOpenable(_ text: String) -> Bool {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy(isAllowed), hasWellFormedEscapes(text),
              let colon = text.firstIndex(of: ":")
        else { return false }
        let scheme = text[..<colon].lowercased()
        let rest = text[text.index(after: colon)...]
        guard scheme == "http" || scheme == "https", rest.hasPrefix("//") else { return false }
        let authority = rest.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        var host = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
        if host.hasPrefix("[") {
            // An IP literal: [address] and an optional :port.
            guard let close = host.firstIndex(of: "]"), host.distance(from: host.startIndex, to: close) > 1 else { return false }
            let after = host[host.index(after: close)...]
            return after.isEmpty || (after.first == ":" && after.dropFirst().allSatisfy(\.isASCIIDigit))
        }
        if let portColon = host.lastIndex(of: ":") {
            guard host[host.index(after: portColon)...].allSatisfy(\.isASCIIDigit) else { return false }
            host = host[..<portColon]
        }
        return !host.isEmpty && !host.contains("[") && !host.contains("]")
    }

    /// Every `%` starts an escape of two hexadecimal digits.
    private static func hasWellFormedEscapes(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else { continue }
            guard let high = scalars.next(), let low = scalars.next(),
                  high.properties.isASCIIHexDigit, low.properties.isASCIIHexDigit
            else { return false }
        }
        return true
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            // RFC 3986's unreserved and reserved characters, and "%" for escapes.
            let value = scalar.value
            let isAlphanumeric = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            return isAlphanumeric || "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(scalar)
        }
        // International hosts and paths are fine; invisible or spacing characters are not.
        let properties = scalar.properties
        return !properties.isWhitespace && properties.generalCategory != .control
            && properties.generalCategory != .format && !properties.isDefaultIgnorableCodePoint
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
