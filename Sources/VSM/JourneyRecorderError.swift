#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a ``JourneyRecorder`` could not start.
public enum JourneyRecorderError: Error, Sendable, CustomStringConvertible {
    /// `open(2)` failed on `path` with `errno`.
    case cannotOpen(path: String, errno: Int32)

    /// Names the file and says why, in words and as the errno value.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let code):
            "cannot open journey file \(path): \(Self.reason(code))"
        }
    }

    /// `code` in words, with its number: "No such file or directory (errno 2)".
    static func reason(_ code: Int32) -> String {
        "\(String(cString: strerror(code))) (errno \(code))"
    }
}
