/// A problem in an input file that was reported and skipped, never fatal.
public struct JourneyDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// The file's path as given.
    public let file: String
    /// 1-based line number.
    public let line: Int
    /// What is wrong with the line.
    public let message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, the format compilers use.
    public var description: String { "\(file):\(line): \(message)" }
}
