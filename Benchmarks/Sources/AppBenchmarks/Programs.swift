#if canImport(Glibc)
import Glibc
#endif

/// The programs under comparison: the release app next to this executable, and the C
/// baselines compiled here, in a fresh temporary folder, from the committed sources.
struct Programs {
    /// The release `vsm-profile-gtk` named by `VSM_PROFILE_BINARY` (`make bench` builds it in
    /// the app's package and sets it), else one next to this executable.
    let app: String
    /// The compiled C GTK + libadwaita program that opens the app's own first screen from the
    /// app's store (`gtk_profile_baseline.c`): the limit the app's launch and peak RSS are held to.
    let profileBaseline: String
    /// The compiled minimal C GTK baseline (the editor screen before the posts: a spinner, a
    /// label, an entry, a button), kept as a second reference.
    let baseline: String
    /// The same C program started with libadwaita (`adw_init`): what libadwaita adds.
    let adwaitaBaseline: String
    /// The compiled C SQLite baseline (the bare commit under every save).
    let commitBaseline: String
    /// The scratch folder (the baseline binaries and the stores); removed by `removeScratch`.
    let scratch: String

    /// The committed C sources' folder, found from this file's place in the source tree.
    static let baselineFolder: String = {
        let thisFile = #filePath
        return thisFile[..<(thisFile.lastIndex(of: "/") ?? thisFile.endIndex)] + "/CBaseline"
    }()

    /// The faithful C baseline's source (the app's first screen).
    static let profileBaselineSource = baselineFolder + "/gtk_profile_baseline.c"

    /// The minimal C GTK baseline's source.
    static let baselineSource = baselineFolder + "/gtk_launch_baseline.c"

    /// The checkout, found from the same place (CBaseline → AppBenchmarks → Sources → Benchmarks → it).
    private static let checkout: String = {
        var folder = Substring(baselineFolder)
        for _ in 0..<4 { folder = folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)] }
        return String(folder)
    }()

    /// The app's style sheet (`Resources/style.css`, which the app embeds in its GResource):
    /// the faithful baseline loads it at run time.
    static let styleSheet = checkout + "/Resources/style.css"

    /// The folder of the app's own icon (`external-link-symbolic`, which the app embeds too):
    /// the faithful baseline adds it to the icon theme.
    static let iconFolder = checkout + "/data/icons/symbolic"

    /// The C SQLite baseline's source.
    static let commitBaselineSource = baselineFolder + "/sqlite_commit_baseline.c"

    /// Finds the app and compiles the baselines with `cc -O2`: the faithful one with
    /// libadwaita's and SQLite's pkg-config flags, the minimal GTK one with gtk4's (and again
    /// with libadwaita's), the SQLite one with `-lsqlite3` (the library the app's GRDB links).
    /// - Throws: `BenchmarkError` naming the missing app or source, or with the compiler's output.
    static func prepare(environment: [String: String]) throws(BenchmarkError) -> Programs {
        let app = environment["VSM_PROFILE_BINARY"] ?? executableDirectory() + "/vsm-profile-gtk"
        guard access(app, X_OK) == 0 else {
            throw .failed("app-benchmarks: \(app) is missing: run `make bench`, or build it with "
                          + "`swift build -c release --package-path App` and name it in VSM_PROFILE_BINARY")
        }
        for source in [profileBaselineSource, baselineSource, commitBaselineSource, styleSheet, iconFolder + "/external-link-symbolic.svg"] where access(source, R_OK) != 0 {
            throw .failed("app-benchmarks: \(source) is missing (a C baseline's source, or a file the faithful one loads)")
        }
        var template = Array("/tmp/app-benchmarks.XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else {
            throw .failed("app-benchmarks: cannot create a temporary folder: \(String(cString: strerror(errno)))")
        }
        let scratch = String(cString: created)
        let profileBaseline = try compile(profileBaselineSource, to: scratch + "/gtk-profile-baseline",
                                          flags: "$(pkg-config --cflags --libs libadwaita-1 sqlite3)", environment: environment)
        let baseline = try compile(baselineSource, to: scratch + "/gtk-launch-baseline",
                                   flags: "$(pkg-config --cflags --libs gtk4)", environment: environment)
        let adwaitaBaseline = try compile(baselineSource, to: scratch + "/gtk-launch-baseline-adwaita",
                                          flags: "-DWITH_LIBADWAITA $(pkg-config --cflags --libs libadwaita-1)",
                                          environment: environment)
        let commitBaseline = try compile(commitBaselineSource, to: scratch + "/sqlite-commit-baseline",
                                         flags: "-lsqlite3", environment: environment)
        return Programs(app: app, profileBaseline: profileBaseline, baseline: baseline, adwaitaBaseline: adwaitaBaseline,
                        commitBaseline: commitBaseline, scratch: scratch)
    }

    /// Compiles one C baseline; returns the executable's path.
    private static func compile(_ source: String, to executable: String, flags: String,
                                environment: [String: String]) throws(BenchmarkError) -> String {
        let command = "cc -O2 -o '\(executable)' '\(source)' \(flags)"
        let compiler = try ChildProcess(path: "/bin/sh", arguments: ["-c", command + " 1>&2"], environment: environment)
        let output = compiler.remainingOutput(deadline: MonotonicClock.now() + 120_000_000_000)
        guard compiler.reap().succeeded, access(executable, X_OK) == 0 else {
            throw .failed("app-benchmarks: compiling the C baseline failed (\(command)):\n\(output)")
        }
        return executable
    }

    /// A new empty folder in the scratch folder, for one store, named `name`, or `name-2`,
    /// `name-3`… when a part of the run already made one of that name (the posts and the
    /// scroll parts both make a 10,000-post store).
    func newStoreDirectory(_ name: String) throws(BenchmarkError) -> String {
        var path = scratch + "/" + name
        var suffix = 1
        while mkdir(path, 0o700) != 0 {
            guard errno == EEXIST, suffix < 1_000 else {
                throw .failed("app-benchmarks: cannot create \(path): \(String(cString: strerror(errno)))")
            }
            suffix += 1
            path = scratch + "/" + name + "-\(suffix)"
        }
        return path
    }

    /// Deletes the scratch folder and everything in it.
    func removeScratch(environment: [String: String]) {
        if let remover = try? ChildProcess(path: "/bin/rm", arguments: ["-rf", scratch], environment: environment) {
            remover.reap()
        }
    }

    private static func executableDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return "." }
        let path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    }
}
