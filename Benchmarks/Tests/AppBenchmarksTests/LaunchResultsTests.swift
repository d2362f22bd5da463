import Glibc
import XCTest
@testable import AppBenchmarks

/// The launch part's rows: the app against the C program of its own screen (the limit, with
/// the targets), then against the minimal C program (second reference), then what
/// libadwaita and the real screen cost in C; and the C programs themselves.
final class LaunchResultsTests: XCTestCase {
    /// Three rounds of made-up figures: medians 100 ms / 100 MiB for the C program of the
    /// screen, 80 ms / 80 MiB minimal, 90 ms / 90 MiB with libadwaita, 119 ms / 116 MiB
    /// for the app on an existing store, 150 ms / 110 MiB on a fresh one.
    private let launches: [LaunchBenchmark.Subject: [LaunchBenchmark.Sample]] = {
        func samples(_ milliseconds: Double, _ mebibytes: Double) -> [LaunchBenchmark.Sample] {
            [-1.0, 0, 5].map { LaunchBenchmark.Sample(nanoseconds: (milliseconds + $0) * 1e6, maxResidentKiB: (mebibytes + $0) * 1024) }
        }
        return [.profileBaseline: samples(100, 100), .baseline: samples(80, 80), .adwaitaBaseline: samples(90, 90),
                .appExistingStore: samples(119, 116), .appFreshStore: samples(150, 110)]
    }()

    func testTheAppIsHeldToTheCProgramOfItsScreen_thenToTheMinimalOne() {
        let (rows, summaries) = LaunchBenchmark.results(launches, rounds: 3)
        XCTAssertEqual(rows.count, 12)
        func row(_ index: Int) -> (String, String, String, String, Bool?) {
            (rows[index].baseline, rows[index].result, rows[index].ratio, rows[index].target, rows[index].met)
        }
        XCTAssertEqual(rows[0].figure, "launch → loaded editor painted, existing store, median of 3")
        XCTAssert(row(0) == ("C, the app's screen from its store: launch → first frame 100.0 ms", "119.0 ms", "1.19×", "≤ 1.1×", false))
        XCTAssert(row(1) == ("C, the app's screen from its store: launch → first frame 100.0 ms", "150.0 ms", "1.50×", "≤ 1.1×", false))
        XCTAssertEqual(rows[2].figure, "peak RSS of those launches, existing store, median")
        XCTAssert(row(2) == ("C, the app's screen 100.0 MiB", "116.0 MiB", "1.16×", "≤ 1.10×", false))
        XCTAssert(row(3) == ("C, the app's screen 100.0 MiB", "110.0 MiB", "1.10×", "≤ 1.10×", true))

        XCTAssertTrue(rows[4].figure.hasSuffix("(second reference)"))
        XCTAssert(row(4) == ("C minimal (old editor screen): launch → first frame 80.0 ms", "119.0 ms", "1.49×", "≤ 1.3×", false))
        XCTAssert(row(7) == ("C minimal 80.0 MiB", "110.0 MiB", "1.38×", "≤ 1.25×", false))

        XCTAssert(row(8) == ("C minimal without 80.0 ms", "90.0 ms (+10.0 ms)", "1.13×", "stated", nil))
        XCTAssert(row(9) == ("C minimal without 80.0 MiB", "90.0 MiB (+10.0 MiB)", "1.13×", "stated", nil))
        XCTAssertEqual(rows[10].figure, "the app's screen in C: launch → first frame, median")
        XCTAssert(row(10) == ("C minimal 80.0 ms", "100.0 ms (+20.0 ms)", "1.25×", "stated", nil))
        XCTAssert(row(11) == ("C minimal 80.0 MiB", "100.0 MiB (+20.0 MiB)", "1.25×", "stated", nil))

        XCTAssertEqual(summaries.count, 1 + LaunchBenchmark.subjects(withServer: false).count, "no server: no server lines")
        XCTAssertEqual(summaries[1], "  profileBaseline: launch min 99.0 ms median 100.0 ms max 105.0 ms; peak RSS min 99.0 MiB median 100.0 MiB max 105.0 MiB")
        // The rows render as one table.
        var table = ResultTable()
        rows.forEach { table.add($0) }
        XCTAssertEqual(table.render().split(separator: "\n").count, 14)
    }

    func testTheWarmUpMakesTheStoreBeforeTheCProgramReadsIt() {
        for withServer in [false, true] {
            let order = LaunchBenchmark.warmUpOrder(withServer: withServer)
            XCTAssertEqual(order.first, .appExistingStore)
            XCTAssertEqual(Set(order), Set(LaunchBenchmark.subjects(withServer: withServer)))
            XCTAssertEqual(order.count, LaunchBenchmark.subjects(withServer: withServer).count)
        }
    }

    /// Without `--server-url` the rounds launch what they did before the option; with it, the
    /// two server subjects as well.
    func testTheServerSubjectsAreLaunchedOnlyWithAServer() {
        XCTAssertEqual(LaunchBenchmark.subjects(withServer: false),
                       [.profileBaseline, .baseline, .adwaitaBaseline, .appExistingStore, .appFreshStore])
        XCTAssertEqual(LaunchBenchmark.subjects(withServer: true),
                       LaunchBenchmark.subjects(withServer: false) + [.appServerWarmCache, .appServerColdCache])
        XCTAssertTrue(LaunchBenchmark.Subject.serverSubjects.allSatisfy(\.isApp))
        XCTAssertFalse(LaunchBenchmark.Subject.profileBaseline.isApp)
    }

    /// With the server's samples: the warm cache held to 1.1× the app on its embedded store, the
    /// cold cache and both peak RSS stated against the same, and where each app launch went.
    func testTheServerClientIsHeldToTheEmbeddedStore() {
        var withServer = launches
        func samples(_ milliseconds: Double, _ mebibytes: Double, loading: Double, loaded: Double,
                     loadingFrame: Double? = nil) -> [LaunchBenchmark.Sample] {
            [-1.0, 0, 5].map {
                LaunchBenchmark.Sample(nanoseconds: (milliseconds + $0) * 1e6, maxResidentKiB: (mebibytes + $0) * 1024,
                                       loadingStateNanoseconds: loading * 1e6, loadedStateNanoseconds: (loaded + $0) * 1e6,
                                       loadingFrameNanoseconds: loadingFrame.map { $0 * 1e6 })
            }
        }
        withServer[.appServerWarmCache] = samples(130, 120, loading: 60, loaded: 110)
        withServer[.appServerColdCache] = samples(200, 121, loading: 60, loaded: 180, loadingFrame: 100)
        let (rows, summaries) = LaunchBenchmark.results(withServer, rounds: 3)
        XCTAssertEqual(rows.count, 16, "the 12 rows without a server come first, unchanged")
        XCTAssertEqual(rows[0].result, "119.0 ms")
        func row(_ index: Int) -> (String, String, String, String, Bool?) {
            (rows[index].baseline, rows[index].result, rows[index].ratio, rows[index].target, rows[index].met)
        }
        let launchBaseline = "the app, existing embedded store: launch → loaded editor painted 119.0 ms"
        XCTAssertEqual(rows[12].figure, "launch → loaded editor painted, server client, warm cache, median of 3")
        XCTAssert(row(12) == (launchBaseline, "130.0 ms", "1.09×", "≤ 1.1×", true), "\(row(12))")
        XCTAssert(row(13) == (launchBaseline, "200.0 ms (+70.0 ms over the warm cache)", "1.68×", "stated", nil), "\(row(13))")
        XCTAssert(row(14) == ("the app, existing embedded store 116.0 MiB", "120.0 MiB (+4.0 MiB)", "1.03×", "stated", nil), "\(row(14))")
        XCTAssert(row(15) == ("the app, existing embedded store 116.0 MiB", "121.0 MiB (+5.0 MiB)", "1.04×", "stated", nil), "\(row(15))")

        let subjects = LaunchBenchmark.subjects(withServer: true)
        XCTAssertEqual(summaries.count, 1 + subjects.count + 1 + subjects.filter(\.isApp).count)
        XCTAssertTrue(summaries.contains("    appServerColdCache: 60.0 ms / 120.0 ms / 20.0 ms; 3 of 3: 40.0 ms"), "\(summaries)")
        XCTAssertTrue(summaries.contains("    appServerWarmCache: 60.0 ms / 50.0 ms / 20.0 ms; 0 of 3"), "\(summaries)")
        XCTAssertTrue(summaries.contains("    appExistingStore: — / — / —; 0 of 3"), "no state lines: no phases, \(summaries)")

        // A warm cache past the target fails it.
        withServer[.appServerWarmCache] = samples(140, 120, loading: 60, loaded: 110)
        XCTAssertEqual(LaunchBenchmark.results(withServer, rounds: 3).rows[12].met, false)
    }

    func testTheCProgramsAndTheFilesTheyLoadAreFound() {
        XCTAssertTrue(Programs.styleSheet.hasSuffix("/Resources/style.css"), Programs.styleSheet)
        XCTAssertTrue(Programs.iconFolder.hasSuffix("/data/icons/symbolic"), Programs.iconFolder)
        for file in [Programs.profileBaselineSource, Programs.baselineSource, Programs.commitBaselineSource, Programs.styleSheet,
                     Programs.iconFolder + "/external-link-symbolic.svg"] {
            XCTAssertEqual(access(file, R_OK), 0, file)
        }
    }

    /// The C baselines compile without a warning (-Wall -Wextra), with the flags the benchmark
    /// links them with; the C program of the screen refuses a store it cannot read (exit 1,
    /// saying why) before it opens a display. Deprecations are left out: a newer GTK or
    /// libadwaita (Debian 13's) may deprecate a call that Debian 12's lacks a replacement for.
    func testTheCBaselinesCompileCleanly_andTheScreenOneRefusesAMissingStore() throws {
        var template = Array("/tmp/launch-results-tests.XXXXXX".utf8CString)
        let scratch = String(cString: try XCTUnwrap(mkdtemp(&template)))
        let environment = ["PATH": "/usr/bin:/bin"]
        defer { _ = try? ChildProcess(path: "/bin/rm", arguments: ["-rf", scratch], environment: environment).reap() }
        let compilations = [
            (Programs.profileBaselineSource, "$(pkg-config --cflags --libs libadwaita-1 sqlite3)"),
            (Programs.baselineSource, "$(pkg-config --cflags --libs gtk4)"),
            (Programs.baselineSource, "-DWITH_LIBADWAITA $(pkg-config --cflags --libs libadwaita-1)"),
            (Programs.commitBaselineSource, "-lsqlite3"),
        ]
        for (index, (source, flags)) in compilations.enumerated() {
            let command = "cc -O2 -Wall -Wextra -Werror -Wno-deprecated-declarations -o '\(scratch)/program-\(index)' '\(source)' \(flags)"
            let compiler = try ChildProcess(path: "/bin/sh", arguments: ["-c", command + " 1>&2"], environment: environment)
            let output = compiler.remainingOutput(deadline: MonotonicClock.now() + 120_000_000_000)
            XCTAssertTrue(compiler.reap().succeeded, "\(command):\n\(output)")
            XCTAssertEqual(output, "", command)
        }
        let missing = scratch + "/no-such-store/profile.sqlite"
        let program = try ChildProcess(path: scratch + "/program-0", arguments: [missing, Programs.styleSheet, Programs.iconFolder],
                                         environment: environment)
        let output = program.remainingOutput(deadline: MonotonicClock.now() + 30_000_000_000)
        XCTAssertEqual((program.reap().status >> 8) & 0xff, 1, output)
        XCTAssertTrue(output.contains("cannot read \(missing)"), output)
    }
}
