import Foundation
import GRDB
import UserProfile

/// Reads one column of a row without trusting it. Queries select a column twice:
/// `typeof(column)` (what SQLite really stores) and the value itself, text as
/// `CAST(column AS BLOB)` (its bytes, without GRDB's String decoding, which traps on a
/// blob of invalid UTF-8 or a NULL, and silently repairs invalid UTF-8 stored as text).
/// A value that is not what the schema says throws a ``StoredColumnProblem``; callers
/// wrap it in the row damage that names their row.
enum StoredColumn {
    /// Text: a text or blob value of valid UTF-8.
    static func text(_ row: Row, typeAt typeIndex: Int, bytesAt bytesIndex: Int) throws(StoredColumnProblem) -> String {
        switch kind(row, typeIndex) {
        case "text", "blob": break
        case "null": throw StoredColumnProblem("is empty (NULL)")
        case let other: throw StoredColumnProblem("is not text (\(other))")
        }
        return try utf8(row, bytesIndex)
    }

    /// Text or NULL (nil).
    static func optionalText(_ row: Row, typeAt typeIndex: Int, bytesAt bytesIndex: Int) throws(StoredColumnProblem) -> String? {
        switch kind(row, typeIndex) {
        case "null": return nil
        case "text", "blob": return try utf8(row, bytesIndex)
        case let other: throw StoredColumnProblem("is not text (\(other))")
        }
    }

    /// A whole number within `range`.
    static func integer(
        _ row: Row, typeAt typeIndex: Int, valueAt valueIndex: Int, in range: ClosedRange<Int64>
    ) throws(StoredColumnProblem) -> Int64 {
        switch kind(row, typeIndex) {
        case "integer": break
        case "null": throw StoredColumnProblem("is empty (NULL)")
        case let other: throw StoredColumnProblem("is not a whole number (\(other))")
        }
        let value: DatabaseValue = row[valueIndex]
        guard case .int64(let number) = value.storage else { throw StoredColumnProblem("is not a whole number") }
        guard range.contains(number) else { throw StoredColumnProblem("is out of range (\(number))") }
        return number
    }

    /// A whole number within `range`, or NULL (nil).
    static func optionalInteger(
        _ row: Row, typeAt typeIndex: Int, valueAt valueIndex: Int, in range: ClosedRange<Int64>
    ) throws(StoredColumnProblem) -> Int64? {
        if kind(row, typeIndex) == "null" { return nil }
        return try integer(row, typeAt: typeIndex, valueAt: valueIndex, in: range)
    }

    /// Seconds since 1970-01-01 UTC that fall in the years 1 to 9999, as a `Date`: a date
    /// outside them cannot be shown by any calendar and is surely damage.
    static func date(_ row: Row, typeAt typeIndex: Int, valueAt valueIndex: Int) throws(StoredColumnProblem) -> Date {
        let seconds = try integer(row, typeAt: typeIndex, valueAt: valueIndex, in: plausibleSeconds)
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// 0001-01-01T00:00:00Z ... 9999-12-31T23:59:59Z in seconds since 1970 (proleptic Gregorian).
    static let plausibleSeconds: ClosedRange<Int64> = -62_135_596_800...253_402_300_799

    private static func kind(_ row: Row, _ index: Int) -> String {
        let type: DatabaseValue = row[index]
        if case .string(let kind) = type.storage { return kind }
        return "unknown"
    }

    private static func utf8(_ row: Row, _ index: Int) throws(StoredColumnProblem) -> String {
        // A text or blob value cast to BLOB is always a blob (GRDB gives empty Data for a
        // zero-length one).
        let bytes: DatabaseValue = row[index]
        guard case .blob(let data) = bytes.storage, let text = String(validating: data, as: UTF8.self) else {
            throw StoredColumnProblem("is not valid UTF-8")
        }
        return text
    }
}

/// Why a stored value was refused, as the end of a sentence ("is not valid UTF-8").
struct StoredColumnProblem: Error, Equatable {
    let problem: String

    init(_ problem: String) {
        self.problem = problem
    }
}
