#if canImport(Glibc)
import Glibc
#endif

/// The two programs under comparison: the release app next to this executable, and the C
/// baseline compiled here, in a fresh temporary folder, from the committed source.
struct Programs {
    /// `vsm-profile-gtk`, built with `swift build -c release --product vsm-profile-gtk`.
    let app: String
    /// The compiled C baseline.
    let baseline: String
    /// The scratch folder (the baseline binary and the stores); removed by `removeScratch`.
    let scratch: String

    /// The committed C source, found from this file's place in the source tree.
    static let baselineSource: String = {
        let thisFile = #filePath
        let folder = thisFile[..<(thisFile.lastIndex(of: "/") ?? thisFile.endIndex)]
        return folder + "/CBaseline/gtk_launch_baseline.c"
    }()

    /// Finds the app and compiles the baseline with `cc -O2` and gtk4's pkg-config flags.
    /// - Throws: `BenchmarkError` naming the missing app, or with the compiler's output.
    static func prepare(environment: [String: String]) throws(BenchmarkError) -> Programs {
        let app = executableDirectory() + "/vsm-profile-gtk"
        guard access(app, X_OK) == 0 else {
            throw .failed("app-benchmarks: \(app) is missing: run `swift build -c release --product vsm-profile-gtk` first")
        }
        guard access(baselineSource, R_OK) == 0 else {
            throw .failed("app-benchmarks: the C baseline source \(baselineSource) is missing")
        }
        var template = Array("/tmp/app-benchmarks.XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else {
            throw .failed("app-benchmarks: cannot create a temporary folder: \(String(cString: strerror(errno)))")
        }
        let scratch = String(cString: created)
        let baseline = scratch + "/gtk-launch-baseline"
        let command = "cc -O2 -o '\(baseline)' '\(baselineSource)' $(pkg-config --cflags --libs gtk4)"
        let compiler = try ChildProcess(path: "/bin/sh", arguments: ["-c", command + " 1>&2"], environment: environment)
        let output = compiler.remainingOutput(deadline: MonotonicClock.now() + 120_000_000_000)
        guard compiler.reap().succeeded, access(baseline, X_OK) == 0 else {
            throw .failed("app-benchmarks: compiling the C baseline failed (\(command)):\n\(output)")
        }
        return Programs(app: app, baseline: baseline, scratch: scratch)
    }

    /// A new empty folder in the scratch folder, for one store.
    func newStoreDirectory(_ name: String) throws(BenchmarkError) -> String {
        let path = scratch + "/" + name
        guard mkdir(path, 0o700) == 0 else {
            throw .failed("app-benchmarks: cannot create \(path): \(String(cString: strerror(errno)))")
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
