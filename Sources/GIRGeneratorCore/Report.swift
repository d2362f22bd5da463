/// What was generated and what was skipped, with reasons, and the coverage figure.
public struct GenerationReport: Sendable {
    /// One skipped symbol.
    public struct Skip: Sendable, Equatable {
        /// The kind of symbol (`method`, `property`…).
        public let kind: String
        /// The symbol (C name, or `Type:property`, `Type::signal`).
        public let symbol: String
        /// Why it was skipped.
        public let reason: String
    }

    /// The namespace (`Gtk-4.0`).
    public let namespace: String
    /// Generated symbols per kind.
    public private(set) var generated: [String: Int] = [:]
    /// Every skipped symbol, in GIR order.
    public private(set) var skipped: [Skip] = []
    /// Symbols generated as part of another (a `_finish` in its `async` method), with how.
    public private(set) var mapped: [Skip] = []
    /// Introspectable, non-deprecated constructors, methods and functions.
    public private(set) var eligibleCallables = 0
    /// How many of those were generated.
    public private(set) var generatedEligibleCallables = 0
    /// Files and lines written (set by the generator).
    public internal(set) var files = 0
    /// Lines written.
    public internal(set) var lines = 0

    init(namespace: String) { self.namespace = namespace }

    mutating func recordGenerated(_ kind: String) { generated[kind, default: 0] += 1 }

    mutating func recordSkipped(_ kind: String, _ symbol: String, _ reason: String) {
        skipped.append(Skip(kind: kind, symbol: symbol, reason: reason))
    }

    mutating func recordMapped(_ kind: String, _ symbol: String, _ note: String) {
        mapped.append(Skip(kind: kind, symbol: symbol, reason: note))
    }

    /// Counts a constructor, method or function for coverage: the introspectable,
    /// non-deprecated ones, each C function once. A `moved-to` entry is not counted: GIR lists
    /// the same C function again at its new place (`gtk_print_error_quark` as the namespace
    /// function `print_error_quark` and as `PrintError.quark`), which is the one counted.
    mutating func recordCallable(_ callable: GIRCallable, generated: Bool) {
        guard callable.info.introspectable, !callable.info.deprecated, callable.movedTo == nil else { return }
        eligibleCallables += 1
        if generated { generatedEligibleCallables += 1 }
    }

    /// Generated eligible callables over eligible callables, in percent.
    public var coverage: Double {
        eligibleCallables == 0 ? 100 : Double(generatedEligibleCallables) * 100 / Double(eligibleCallables)
    }

    /// Skips per kind.
    public var skippedCounts: [String: Int] {
        skipped.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }
    }

    /// The text of `<Namespace>.report.txt`: counts, coverage, then each skipped symbol.
    public var text: String {
        var lines = ["gir-swift report for \(namespace)", ""]
        let kinds = Set(generated.keys).union(skippedCounts.keys).sorted()
        lines.append("kind".padding(toLength: 14, withPad: " ", startingAt: 0) + " generated  skipped")
        for kind in kinds {
            let name = kind.padding(toLength: 14, withPad: " ", startingAt: 0)
            let done = String(generated[kind] ?? 0).leftPadded(9)
            let left = String(skippedCounts[kind] ?? 0).leftPadded(8)
            lines.append("\(name) \(done) \(left)")
        }
        lines.append("")
        lines.append(String(format: "coverage: %d of %d introspectable, non-deprecated callables (%.1f%%)",
                            generatedEligibleCallables, eligibleCallables, coverage))
        lines.append("files: \(files), lines: \(self.lines)")
        lines.append("")
        let reasons = skipped.reduce(into: [String: Int]()) { $0[Self.reasonClass($1.reason), default: 0] += 1 }
        lines.append("skips by reason:")
        for (reason, count) in reasons.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }) {
            lines.append("  \(String(count).leftPadded(5))  \(reason)")
        }
        lines.append("")
        if !mapped.isEmpty {
            lines.append("mapped:")
            for item in mapped { lines.append("  \(item.kind) \(item.symbol): \(item.reason)") }
            lines.append("")
        }
        lines.append("skipped:")
        for skip in skipped {
            lines.append("  \(skip.kind) \(skip.symbol): \(skip.reason)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A reason without the names in it, to group similar skips.
    static func reasonClass(_ reason: String) -> String {
        var result = ""
        var inQuote = false
        for character in reason {
            if character == "'" { inQuote.toggle(); if inQuote { result += "'…'" }; continue }
            if !inQuote { result.append(character) }
        }
        return result.split(separator: " ").map { word in
            word.contains(".") && word.first?.isUppercase == true ? "<type>" : String(word)
        }.joined(separator: " ")
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

import Foundation
