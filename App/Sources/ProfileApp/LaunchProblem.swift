/// Why a valid command line cannot be launched (a token file others can read): a sentence
/// for the terminal; the launch exits with status 1.
public struct LaunchProblem: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}
