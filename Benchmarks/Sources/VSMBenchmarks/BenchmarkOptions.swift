/// The command line of `vsm-benchmarks`:
///
/// ```
/// vsm-benchmarks [--quick] [--only NAME] [--stream-states N]
/// vsm-benchmarks --callgrind SCENARIO [--iterations N]
/// vsm-benchmarks --help
/// ```
///
/// Pure parsing, so a bad argument is reported (one line, exit 2) before anything is measured.
struct BenchmarkOptions: Equatable {
    /// The benchmarks, in the order a full run prints them.
    static let names = ["sync", "latency", "throughput", "memory", "stream-memory"]

    /// A tenth of every count, for a quick look.
    var quick = false
    /// Run only this benchmark (one of ``names``); nil runs them all.
    var only: String?
    /// States of the stream-memory benchmark; nil for its default (10,000,000, a tenth with
    /// `--quick`).
    var streamStates: Int?
    /// `--help` or `-h`: print ``help`` and exit 0 without measuring.
    var helpRequested = false
    /// `--callgrind NAME`: run only this scenario's fixed operations, for callgrind
    /// (``CallgrindScenario``); the timed benchmarks do not run.
    var callgrind: CallgrindScenario?
    /// `--iterations N`: operations of the `--callgrind` scenario; nil for its default.
    var iterations: Int?

    static let usage = "usage: vsm-benchmarks [--quick] [--only NAME] [--stream-states N] | --callgrind SCENARIO [--iterations N]"

    /// What `--help` prints: the usage, then each option.
    static let help = """
        \(usage)

        Measures VSM against baselines run in the same process (a bare DispatchQueue.main.async
        hop, OpenCombine) and prints the ratios. Build and run it in release mode:
        swift run -c release vsm-benchmarks.

          --quick              a tenth of every count
          --only NAME          run one benchmark: \(names.joined(separator: ", "))
          --stream-states N    states of stream-memory (default 10,000,000; a tenth with --quick)
          --callgrind NAME     run one scenario's fixed operations for valgrind --tool=callgrind
                               instead (\(CallgrindScenario.allCases.map(\.rawValue).joined(separator: ", "))),
                               counting only inside callgrindMeasuredRegion; see
                               scripts/callgrind/bench_check.py
          --iterations N       operations of the --callgrind scenario
          -h, --help           print this and exit
        """

    /// Whether the benchmark `name` runs.
    func runs(_ name: String) -> Bool {
        only == nil || only == name
    }

    /// Parses the arguments after the program name.
    /// - Throws: ``Failure`` with a one-line message naming the bad argument.
    static func parse(_ arguments: [String]) throws(Failure) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var index = 0
        while index < arguments.count {
            let flag = arguments[index]
            switch flag {
            case "--help", "-h":
                options.helpRequested = true
                return options
            case "--quick":
                options.quick = true
                index += 1
                continue
            case "--only", "--stream-states", "--callgrind", "--iterations":
                break
            default:
                throw Failure("unknown option '\(flag)'")
            }
            guard index + 1 < arguments.count else {
                throw Failure("'\(flag)' needs a value")
            }
            let value = arguments[index + 1]
            if flag == "--only" {
                guard names.contains(value) else {
                    throw Failure("'\(value)' for --only is not one of \(names.joined(separator: ", "))")
                }
                options.only = value
            } else if flag == "--callgrind" {
                guard let scenario = CallgrindScenario(rawValue: value) else {
                    let names = CallgrindScenario.allCases.map(\.rawValue).joined(separator: ", ")
                    throw Failure("'\(value)' for --callgrind is not one of \(names)")
                }
                options.callgrind = scenario
            } else {
                guard let count = Int(value), count > 0 else {
                    throw Failure("'\(value)' for \(flag) is not a positive integer")
                }
                if flag == "--iterations" {
                    options.iterations = count
                } else {
                    options.streamStates = count
                }
            }
            index += 2
        }
        if options.iterations != nil && options.callgrind == nil {
            throw Failure("'--iterations' applies only to --callgrind")
        }
        return options
    }

    /// A bad command line, described in one line that starts with the program's name.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let description: String

        init(_ problem: String) {
            description = "vsm-benchmarks: \(problem) (see --help)"
        }
    }
}
