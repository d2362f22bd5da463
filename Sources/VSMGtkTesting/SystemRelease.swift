import Foundation
import XCTest

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

extension SnapshotSettings {
    /// ``fromEnvironment`` with the references of this system's release: `folders` maps a
    /// release (`"debian 12"`: os-release's `ID` and `VERSION_ID`) to its references folder,
    /// since GTK, libadwaita and the fonts draw differently on each. On a release without
    /// references it throws `XCTSkip`, so the comparison is skipped there, never failed.
    public static func forSystemRelease(_ folders: [String: String],
                                        release: SystemRelease = .current) throws -> SnapshotSettings {
        guard let folder = folders["\(release.id) \(release.versionID)"] else {
            let known = folders.keys.sorted().joined(separator: ", ")
            throw XCTSkip("no snapshot references for \(release.prettyName); they are recorded on \(known)")
        }
        var settings = SnapshotSettings.fromEnvironment
        settings.referencesFolder = folder
        return settings
    }
}
