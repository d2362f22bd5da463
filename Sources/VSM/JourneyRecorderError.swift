/// Why a ``JourneyRecorder`` could not start.
public enum JourneyRecorderError: Error, Sendable, CustomStringConvertible {
    /// `open(2)` failed on `path` with `errno`.
    case cannotOpen(path: String, errno: Int32)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let code):
            "cannot open journey file \(path) (errno \(code))"
        }
    }
}
