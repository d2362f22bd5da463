// Profile-store benchmarks: run in release mode (`swift run -c release profile-benchmarks`).
// Prints figures and ratios to baselines measured in the same run (docs/Design.md,
// "Performance"); it does not judge. Synchronous top level: it waits on the repository with
// semaphores.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
        usage: profile-benchmarks [--posts N] [--trials N]
          --posts N   posts of the large profile (default 10000)
          --trials N  timed runs per figure, after warm-up (default 21)
        """)
    exit(0)
}

func option(_ name: String, default value: Int) -> Int {
    guard let flag = arguments.firstIndex(of: name) else { return value }
    let next = arguments.index(after: flag)
    guard next < arguments.endIndex, let number = Int(arguments[next]), number > 0 else {
        FileHandle.standardError.write(Data("profile-benchmarks: \(name) needs a positive number\n".utf8))
        exit(2)
    }
    return number
}

do {
    try PostsQueryBenchmark(largeCount: option("--posts", default: 10_000), trials: option("--trials", default: 21)).run()
} catch {
    FileHandle.standardError.write(Data("profile-benchmarks: \(error)\n".utf8))
    exit(1)
}
