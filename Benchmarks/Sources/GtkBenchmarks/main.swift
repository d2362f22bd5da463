// gtk-benchmarks: run in release mode under a display (`xvfb-run -a`).
//   gtk-benchmarks [latency [SAMPLES [ROUNDS [GAP_US [animate|static]]]]]
//                                  state → render latency vs g_idle_add
//   gtk-benchmarks leaks [COUNT]                            create/destroy COUNT controllers
//   gtk-benchmarks lists [UPDATES]                          list updates and first frames
//   gtk-benchmarks callgrind list-apply [UPDATES]           fixed run for valgrind --tool=callgrind
import Foundation

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())

func integer(_ index: Int, default value: Int) -> Int {
    guard arguments.count > index else { return value }
    guard let parsed = Int(arguments[index]), parsed > 0 else {
        printError("gtk-benchmarks: '\(arguments[index])' is not a positive integer")
        exit(2)
    }
    return parsed
}

func animationMode() -> Bool {
    guard arguments.count > 4 else { return true }
    switch arguments[4] {
    case "animate": return true
    case "static": return false
    default:
        printError("gtk-benchmarks: expected 'animate' or 'static', got '\(arguments[4])'")
        exit(2)
    }
}

switch arguments.first ?? "latency" {
case "latency":
    exit(LatencyBenchmark.run(samples: integer(1, default: 2_000), rounds: integer(2, default: 3),
                              gapMicroseconds: UInt32(integer(3, default: 200)),
                              animate: animationMode()))
case "leaks":
    exit(LeakCheck.run(count: integer(1, default: 1_000)))
case "lists":
    exit(ListBenchmark.run(updates: integer(1, default: 20)))
case "callgrind":
    exit(CallgrindListScenario.run(arguments: Array(arguments.dropFirst())))
default:
    printError("usage: gtk-benchmarks [latency [SAMPLES [ROUNDS [GAP_US [animate|static]]]] | leaks [COUNT] | lists [UPDATES] | callgrind list-apply [UPDATES]]")
    exit(2)
}
