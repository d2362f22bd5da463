import CustomDump

/// Compares an expected journey with the recorded one and words the difference so a reader
/// sees at once which state differs: every state on its own line (dumped by CustomDump),
/// `-` for an expected state that did not arrive, `+` for one that arrived instead, the
/// states both share unmarked — the whole journey, nothing collapsed.
struct JourneyComparison<Element: Equatable> {
    let expected: [Element]
    let actual: [Element]

    init(expected: [Element], actual: [Element]) {
        self.expected = expected
        self.actual = actual
    }

    var matches: Bool { expected == actual }

    /// The diff block with its legend, preceded by a blank line.
    var diff: String {
        let lines = Self.operations(expected, actual).flatMap { operation -> [String] in
            switch operation {
            case .same(let index): Self.lines("  ", index, actual[index])
            case .removed(let index): Self.lines("- ", index, expected[index])
            case .added(let index): Self.lines("+ ", index, actual[index])
            }
        }
        let body = lines.isEmpty ? ["  (no states on either side)"] : lines
        return "\n\n" + body.joined(separator: "\n") + "\n\n(Expected: -, Actual: +)"
    }

    /// `- [1]: .loaded("alice")`, with the continuation lines of a multi-line dump aligned.
    private static func lines(_ marker: String, _ index: Int, _ element: Element) -> [String] {
        let label = "[\(index)]: "
        let dump = dumpInJourney(element)
        let padding = String(repeating: " ", count: label.count)
        return dump.enumerated().map { line, text in
            "    " + marker + (line == 0 ? label : padding) + text
        }
    }

    /// The element as CustomDump prints it inside a collection (`.loading`, not
    /// `LoadState.loading`): the lines between `[`/`]`, without the `[0]: ` label and the
    /// two-space indent.
    private static func dumpInJourney(_ element: Element) -> [Substring] {
        let lines = String(customDumping: [element]).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines[1].hasPrefix("  [0]: ") else {
            return String(customDumping: element).split(separator: "\n", omittingEmptySubsequences: false)
        }
        return lines[1 ..< lines.count - 1].enumerated().map { offset, line in
            offset == 0 ? line.dropFirst("  [0]: ".count) : line.dropFirst(2)
        }
    }

    enum Operation: Equatable {
        /// `actual[index]` equals the expected state at this point.
        case same(Int)
        /// `expected[index]` did not arrive.
        case removed(Int)
        /// `actual[index]` arrived instead.
        case added(Int)
    }

    /// The shortest edit from `expected` to `actual` (longest common subsequence), removals
    /// before additions at each point.
    static func operations(_ expected: [Element], _ actual: [Element]) -> [Operation] {
        let rows = expected.count, columns = actual.count
        // common[i][j]: length of the longest common subsequence of expected[i...] and actual[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                common[row][column] = expected[row] == actual[column]
                    ? common[row + 1][column + 1] + 1
                    : max(common[row + 1][column], common[row][column + 1])
            }
        }
        var operations: [Operation] = []
        var row = 0, column = 0
        while row < rows || column < columns {
            if row < rows, column < columns, expected[row] == actual[column] {
                operations.append(.same(column))
                row += 1
                column += 1
            } else if row < rows, column == columns || common[row + 1][column] >= common[row][column + 1] {
                operations.append(.removed(row))
                row += 1
            } else {
                operations.append(.added(column))
                column += 1
            }
        }
        return operations
    }
}

/// `1 state`, `3 states`.
func stateCount(_ number: Int) -> String {
    number == 1 ? "1 state" : "\(number) states"
}
