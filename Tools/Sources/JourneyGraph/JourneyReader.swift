import Foundation

/// Parses journey files: one JSON object per line.
///
/// Never throws on content: a malformed line (not JSON, missing a field, or an unterminated
/// last line left by a killed writer) becomes a ``JourneyDiagnostic`` and is skipped.
/// Empty lines are ignored.
public enum JourneyReader {
    /// The records and diagnostics of `data`, read from `file` (used in diagnostics).
    public static func parse(_ data: Data, file: String) -> (records: [JourneyRecord], diagnostics: [JourneyDiagnostic]) {
        var records: [JourneyRecord] = []
        var diagnostics: [JourneyDiagnostic] = []
        let decoder = JSONDecoder()
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let endsWithNewline = data.last == UInt8(ascii: "\n")
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if line.isEmpty { continue }
            if index == lines.count - 1 && !endsWithNewline {
                diagnostics.append(.init(file: file, line: number, message: "unterminated last line (writer killed?), skipped"))
                continue
            }
            do {
                records.append(try decoder.decode(JourneyRecord.self, from: Data(line)))
            } catch {
                diagnostics.append(.init(file: file, line: number, message: "malformed journey line, skipped (\(reason(error)))"))
            }
        }
        return (records, diagnostics)
    }

    /// A short, one-line reason for a decoding error.
    static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _):
            return "missing \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "wrong type for \"\(path)\""
        case DecodingError.dataCorrupted:
            return "not a JSON object"
        default:
            return "not a journey record"
        }
    }
}
