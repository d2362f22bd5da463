/// The `po/POTFILES` list: the source files whose messages go into the template, one
/// path per line relative to the project root; `#` starts a comment, blank lines are
/// ignored.
public struct PotfilesList: Equatable, Sendable {
    /// The paths, in order.
    public var paths: [String]

    /// Parses the file's text.
    public init(parsing text: String) {
        paths = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            let path = line.prefix { $0 != "#" }.trimmingCharacters(in: " \t\r")
            return path.isEmpty ? nil : path
        }
    }

    /// The Swift files of the list.
    public var swiftPaths: [String] { paths.filter { $0.hasSuffix(".swift") } }

    /// The problems of the list against the Swift sources of the project: a file with
    /// messages that is not listed (its messages would be missing from the template), and
    /// a listed Swift file without any (a stale entry). `messageCounts` maps each scanned
    /// source path (relative, like the list's) to its number of messages; paths in
    /// `ignoring` (files whose scan failed, reported already) are not judged.
    public func problems(messageCounts: [String: Int], ignoring: Set<String> = []) -> [String] {
        let listed = Set(swiftPaths)
        var problems: [String] = []
        for (path, count) in messageCounts.sorted(by: { $0.key < $1.key }) where count > 0 && !listed.contains(path) && !ignoring.contains(path) {
            problems.append("\(path) has \(count) translatable message(s) but is not listed in POTFILES")
        }
        for path in swiftPaths where (messageCounts[path] ?? 0) == 0 && !ignoring.contains(path) {
            problems.append("POTFILES lists \(path), which has no translatable message (or does not exist)")
        }
        return problems
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
