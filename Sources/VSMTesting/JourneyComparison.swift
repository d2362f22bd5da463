import CustomDump

/// Compares an expected journey with the recorded one and words the failure, if any, so a
/// reader sees at once which state differs: a line diff of the two journeys (CustomDump's),
/// `-` for what was expected and `+` for what arrived.
struct JourneyComparison<Element> {
    let expected: [Element]
    let actual: [Element]
    let matches: Bool

    init(expected: [Element], actual: [Element]) where Element: Equatable {
        self.expected = expected
        self.actual = actual
        self.matches = expected == actual
    }

    /// The diff block: the two journeys dumped side by side, with the legend.
    var diff: String {
        let lines = CustomDump.diff(expected, actual)
            ?? "−\(String(customDumping: expected))\n+\(String(customDumping: actual))"
        return "\n\n\(lines.indented)\n\n(Expected: -, Actual: +)"
    }
}

/// `1 state`, `3 states`.
func stateCount(_ number: Int) -> String {
    number == 1 ? "1 state" : "\(number) states"
}

extension String {
    /// Each line indented by two spaces, so the diff stands out in a test log.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }.joined(separator: "\n")
    }
}
