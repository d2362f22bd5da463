import Foundation

/// The operating system release, from `/etc/os-release` (os-release(5)): which pictures a
/// snapshot test compares with.
struct SystemRelease: Equatable {
    /// `ID` (`debian`), empty when unknown.
    var id: String
    /// `VERSION_ID` (`12`), empty when unknown.
    var versionID: String
    /// `PRETTY_NAME` (`Debian GNU/Linux 12 (bookworm)`), or "an unknown system".
    var prettyName: String

    /// Reads `/etc/os-release`, else `/usr/lib/os-release`.
    static var current: SystemRelease {
        let text = ["/etc/os-release", "/usr/lib/os-release"].lazy
            .compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.first ?? ""
        return SystemRelease(osRelease: text)
    }

    /// Parses os-release's `KEY=value` lines (values optionally quoted).
    init(osRelease text: String) {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "="), !line.hasPrefix("#") else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote {
                value = String(value.dropFirst().dropLast())
            }
            fields[String(line[..<equals])] = value
        }
        id = fields["ID"] ?? ""
        versionID = fields["VERSION_ID"] ?? ""
        prettyName = fields["PRETTY_NAME"] ?? "an unknown system"
    }
}
