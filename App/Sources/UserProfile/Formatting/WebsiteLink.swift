import Foundation

/// Decides whether a stored website may be shown as a link that opens in the browser.
///
/// Only an absolute `http` or `https` URL with a host qualifies, written without white
/// space, control characters or characters a URL never contains (`"<>\{}|^` and the
/// backquote). Anything else (`www.gnome.org`, `javascript:…`, `file:///etc/passwd`,
/// `https://` with no host, text with spaces) is shown as plain text and never launched.
public enum WebsiteLink {
    /// The URL to open for `text`, or nil when `text` must stay plain text.
    public static func url(for text: String) -> URL? {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy(isAllowed),
              let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty,
              let url = components.url
        else { return nil }
        return url
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
