/// Why a Swift file's messages cannot be extracted: `make pot` stops on it rather than
/// leave a message out of the template.
public struct ExtractionError: Error, Equatable, CustomStringConvertible {
    /// The file as given to the extractor.
    public var file: String
    /// The 1-based line of the problem.
    public var line: Int
    /// What is wrong and what to write instead.
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: error: message`, the form editors and CI logs link to.
    public var description: String { "\(file):\(line): error: \(message)" }
}
