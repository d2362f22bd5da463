/// Where a failed expectation is reported: the caller's line, as XCTest and Swift Testing
/// both want it.
///
/// Every assertion of the kit takes `fileID`, `filePath`, `line` and `column` with their
/// `#…` defaults and passes them on here, so a failure points at the line of the test that
/// made the expectation, never inside the kit.
public struct FailureLocation: Sendable, Equatable, CustomStringConvertible {
    /// `#fileID` of the call (`Module/File.swift`), for Swift Testing.
    public var fileID: String { "\(staticFileID)" }
    /// `#fileID` as the compiler gave it, which IssueReporting takes.
    let staticFileID: StaticString
    /// `#filePath` of the call, as XCTest reports it.
    public let filePath: StaticString
    /// The line of the call.
    public let line: UInt
    /// The column of the call.
    public let column: UInt

    /// A location from the caller's `#fileID`, `#filePath`, `#line` and `#column`.
    public init(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.staticFileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:line`.
    public var description: String { "\(fileID):\(line)" }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fileID == rhs.fileID && "\(lhs.filePath)" == "\(rhs.filePath)"
            && lhs.line == rhs.line && lhs.column == rhs.column
    }
}
