import Foundation

/// The operating system release, from `/etc/os-release` (os-release(5)): which pictures a
/// snapshot test compares with. GTK, libadwaita and the fonts draw differently on each
/// release, so a snapshot test keeps one folder of references per release it supports and
/// skips elsewhere. A value; reading it touches only the file system.
public struct SystemRelease: Equatable, Sendable {
    /// `ID` (`debian`), empty when unknown.
    public var id: String
    /// `VERSION_ID` (`12`), empty when unknown.
    public var versionID: String
    /// `PRETTY_NAME` (`Debian GNU/Linux 12 (bookworm)`), or "an unknown system".
    public var prettyName: String

    /// Reads `/etc/os-release`, else `/usr/lib/os-release`.
    public static var current: SystemRelease {
        let text = ["/etc/os-release", "/usr/lib/os-release"].lazy
            .compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.first ?? ""
        return SystemRelease(osRelease: text)
    }

    /// Parses os-release's `KEY=value` lines (values optionally quoted).
    public init(osRelease text: String) {
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
