import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A swift-log `LogHandler` that writes each message as one line on stderr:
///
/// ```
/// vsm[12345.678901] LoadUserProfileViewState didSet loaded(…)
/// ```
///
/// `vsm[<CLOCK_MONOTONIC seconds, 6 decimals>] <message>`: the format of `VSM_DEBUG=1`
/// (see ``StateContainerDebugOptions``), which VSM uses with no set-up at all. Metadata is
/// not printed (VSM's messages already name the state type and the event). Each line is
/// written with a single `write(2)`, so lines from several threads never interleave.
///
/// A value type: setting ``logLevel`` or metadata on one `Logger` does not affect another.
public struct DebugLineLogHandler: LogHandler {
    /// Messages below this level are dropped (by `Logger`, before they reach the handler).
    public var logLevel: Logger.Level
    /// Kept for the `LogHandler` contract; not printed.
    public var metadata: Logger.Metadata = [:]
    /// Kept for the `LogHandler` contract; not printed.
    public var metadataProvider: Logger.MetadataProvider?

    private let output: @Sendable (String) -> Void

    /// A handler writing to stderr, dropping messages below `logLevel`.
    public init(logLevel: Logger.Level = .debug) {
        self.init(logLevel: logLevel, output: Self.writeToStandardError)
    }

    /// A handler passing each finished line (with its newline) to `output`; for tests.
    init(logLevel: Logger.Level, output: @escaping @Sendable (String) -> Void) {
        self.logLevel = logLevel
        self.output = output
    }

    /// Writes `vsm[<seconds>] <message>\n`.
    public func log(event: LogEvent) {
        output("vsm[\(Self.monotonicTimestamp())] \(event.message)\n")
    }

    /// The metadata value for `key` (not printed).
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// `CLOCK_MONOTONIC` as seconds with 6 decimals, e.g. `12345.000042`.
    static func monotonicTimestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let micros = Int(now.tv_nsec) / 1_000
        let fraction = String(micros)
        return "\(now.tv_sec).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }

    /// Writes `line` to stderr in one `write(2)` call (no Foundation, no shared `FILE *`).
    @Sendable static func writeToStandardError(_ line: String) {
        var line = line
        line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
