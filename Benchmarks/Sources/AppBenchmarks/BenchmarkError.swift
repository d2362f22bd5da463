/// Why a benchmark could not measure (as opposed to a measured figure that misses its
/// target, which is a result). Each message names the program or file involved.
enum BenchmarkError: Error, CustomStringConvertible {
    /// A program could not be started.
    case launch(String, String)
    /// A program ran but did not do what the measurement needs.
    case failed(String)

    var description: String {
        switch self {
        case .launch(let program, let reason): return "cannot start \(program): \(reason)"
        case .failed(let message): return message
        }
    }
}
