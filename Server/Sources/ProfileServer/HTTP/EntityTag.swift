import Foundation

/// Versions as strong entity tags: version 7 is `"7"`.
enum EntityTag {
    /// `"<version>"`.
    static func of(_ version: Int64) -> String { "\"\(version)\"" }

    /// Whether an `If-None-Match` header names `version`: a list of tags, weak or strong
    /// (RFC 9110 compares them weakly), or `*`.
    static func ifNoneMatch(_ header: String?, matches version: Int64) -> Bool {
        guard let header else { return false }
        let wanted = of(version)
        for item in header.split(separator: ",") {
            var tag = item.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            if tag == wanted { return true }
        }
        return false
    }

    /// The version an `If-Match` header names (`"7"`), or nil when it is not one strong tag of
    /// a version.
    static func version(ofIfMatch header: String) -> Int64? {
        let tag = header.trimmingCharacters(in: .whitespaces)
        guard tag.count >= 3, tag.first == "\"", tag.last == "\"" else { return nil }
        guard let version = Int64(tag.dropFirst().dropLast()), version >= 1 else { return nil }
        return version
    }
}
