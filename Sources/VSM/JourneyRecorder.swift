import Locking
import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends one JSON line per applied state change to a journey file, for `vsm-journey`.
///
/// A line (keys in this order, one object per line):
/// `{"time":1763800000.123456,"type":"LoadState","from":"initialized","to":"loading",`
/// `"function":"load()","file":"App/Loader.swift","line":12,"action":"publisher"}`
/// - `time`: wall-clock seconds (`CLOCK_REALTIME`, 6 decimals), so several processes merge.
/// - `from` / `to`: ``JourneyCasePath`` of the old and new state; payload values are never written.
/// - `function`, `file`, `line`, `action`: the `observe…` call that started the action
///   (see ``JourneyActionSite``); `null` for states applied without one.
///
/// Guarantees:
/// - **Thread:** ``record(_:)`` and ``flush()`` may be called from any thread; lines of one
///   thread keep their order, lines of several threads never interleave within a line.
/// - **Buffered, whole lines:** lines gather in memory and are written with one `write(2)` per
///   flush, on `O_APPEND`, only ever whole lines. A flush happens when the buffer would exceed
///   ``flushThreshold`` bytes, when more than ``flushInterval`` passed since the last one, on
///   ``flush()``, on deinit and (for the environment recorder) at process exit. A crash or
///   `kill -9` loses at most the lines buffered since the last flush; earlier lines are intact.
/// - **Errors:** a failed write is reported once on stderr (naming the file and the reason)
///   and recording stops; the app goes on.
///
/// Turn it on for every container of a process with `VSM_JOURNEY=FILE` (read once, at the
/// first container), or per container with ``StateObserving/recordJourney(to:)``. A
/// `VSM_JOURNEY` that cannot be opened (a missing folder, a directory, no permission) is
/// reported once on stderr and recording stays off; the app runs as without it.
public final class JourneyRecorder: Sendable {
    /// Bytes gathered before a write: one page, so a flush is a single small `write(2)`.
    public static var flushThreshold: Int { 4_096 }
    /// Longest time (nanoseconds) a line waits in the buffer while lines keep coming: 200 ms.
    public static var flushInterval: UInt64 { 200_000_000 }

    /// The file descriptor written to; owned, closed on deinit.
    private let descriptor: Int32
    /// The file's path as given, for messages.
    private let path: String
    private let buffer = Locked(Buffer())

    private struct Buffer: Sendable {
        var bytes: [UInt8] = []
        var lastFlush: UInt64 = JourneyRecorder.monotonicNanoseconds()
        var failed = false
    }

    /// Opens (creating with mode 0644, appending; read too, to see how it ends) the journey file at `path`.
    ///
    /// Throws ``JourneyRecorderError/cannotOpen(path:errno:)`` when the file cannot be opened.
    public convenience init(path: String) throws(JourneyRecorderError) {
        try self.init(fileSystemPath: path, displayPath: path)
    }

    /// Opens the file at the raw bytes of `fileSystemPath` (an environment variable's value
    /// need not be UTF-8: the file opened is exactly the one named); `displayPath` is for
    /// messages.
    init(fileSystemPath: UnsafePointer<CChar>, displayPath: String) throws(JourneyRecorderError) {
        let fd = open(fileSystemPath, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .cannotOpen(path: displayPath, errno: errno) }
        descriptor = fd
        path = displayPath
        Self.endPartialLine(fd)
    }

    /// Starts a new line if the file ends inside one: a writer killed during its `write(2)`
    /// leaves the part the kernel had copied (it stops at a page boundary on a fatal signal).
    /// Without this, our first line would be glued to that fragment and be lost with it.
    private static func endPartialLine(_ fd: Int32) {
        let size = lseek(fd, 0, SEEK_END)
        guard size > 0 else { return }
        var last: UInt8 = 0
        guard pread(fd, &last, 1, size - 1) == 1, last != UInt8(ascii: "\n") else { return }
        var newline = UInt8(ascii: "\n")
        _ = write(fd, &newline, 1)
    }

    deinit {
        flush()
        close(descriptor)
    }

    /// The recorder `VSM_JOURNEY=FILE` asks for, opened once per process; `nil` when the
    /// variable is unset or empty. An unopenable file is reported once on stderr, and
    /// recording stays off.
    public static let environment: JourneyRecorder? = {
        guard let raw = getenv("VSM_JOURNEY"), raw.pointee != 0 else { return nil }
        do {
            let recorder = try JourneyRecorder(fileSystemPath: raw, displayPath: String(cString: raw))
            atexit { JourneyRecorder.environment?.flush() }
            return recorder
        } catch {
            DebugLineLogHandler.writeToStandardError("vsm: VSM_JOURNEY: \(error); journeys are not recorded\n")
            return nil
        }
    }()

    /// Appends `line` (a complete JSON object without newline) and flushes if due. Any thread.
    public func record(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        append(bytes)
    }

    /// Records one applied change of a container of `State` (see the type's line format).
    public func record<State>(stateType: State.Type, from old: State, to new: State, site: JourneyActionSite?) {
        record(typeName: String(describing: stateType), from: old, to: new, site: site)
    }

    /// ``record(stateType:from:to:site:)`` with the type's name already made (containers
    /// keep it: naming a type demangles it, which costs microseconds). The line is built as
    /// bytes outside the lock: composing it as a `String` took most of the recording time.
    func record(typeName: String, from old: Any, to new: Any, site: JourneyActionSite?) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        Self.appendLine(
            into: &bytes,
            time: Self.wallClockSeconds(),
            stateType: typeName,
            from: JourneyCasePath.of(old, typeName: typeName),
            to: JourneyCasePath.of(new, typeName: typeName),
            site: site
        )
        bytes.append(UInt8(ascii: "\n"))
        append(bytes)
    }

    /// Adds whole lines to the buffer, flushing before (to keep a flush within
    /// ``flushThreshold``) and after (when full or due).
    private func append(_ line: [UInt8]) {
        buffer.withLock { buffer in
            guard !buffer.failed else { return }
            if !buffer.bytes.isEmpty && buffer.bytes.count + line.count > Self.flushThreshold {
                flushLocked(&buffer)
            }
            buffer.bytes.append(contentsOf: line)
            let now = Self.monotonicNanoseconds()
            if buffer.bytes.count >= Self.flushThreshold || now &- buffer.lastFlush > Self.flushInterval {
                flushLocked(&buffer)
            }
        }
    }

    /// Writes every buffered line now. Any thread.
    public func flush() {
        buffer.withLock { flushLocked(&$0) }
    }

    /// One journey line (without newline), see the type's format.
    public static func line(time: String, stateType: String, from: String, to: String, site: JourneyActionSite?) -> String {
        var bytes: [UInt8] = []
        appendLine(into: &bytes, time: time, stateType: stateType, from: from, to: to, site: site)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendLine(
        into bytes: inout [UInt8], time: String, stateType: String, from: String, to: String, site: JourneyActionSite?
    ) {
        func raw(_ text: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
        func string(_ text: String) {
            if text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                bytes.append(contentsOf: quoted(text).utf8)
            } else {
                bytes.append(UInt8(ascii: "\""))
                bytes.append(contentsOf: text.utf8)
                bytes.append(UInt8(ascii: "\""))
            }
        }
        raw("{\"time\":"); bytes.append(contentsOf: time.utf8)
        raw(",\"type\":"); string(stateType)
        raw(",\"from\":"); string(from)
        raw(",\"to\":"); string(to)
        if let site {
            raw(",\"function\":"); string(site.function.description)
            raw(",\"file\":"); string(site.file.description)
            raw(",\"line\":"); bytes.append(contentsOf: String(site.line).utf8)
            raw(",\"action\":"); string(site.shape.rawValue)
            raw("}")
        } else {
            raw(",\"function\":null,\"file\":null,\"line\":null,\"action\":null}")
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        // Type names, case paths and call sites rarely need escaping: skip the scalar walk.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Writes and empties the buffer, lock held: one `write(2)` of whole lines (a short write,
    /// which regular files only do on a full disk or a signal, continues with the rest).
    private func flushLocked(_ buffer: inout Buffer) {
        buffer.lastFlush = Self.monotonicNanoseconds()
        guard !buffer.bytes.isEmpty, !buffer.failed else { return }
        let failed = buffer.bytes.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return true }
                offset += written
            }
            return false
        }
        let code = errno
        buffer.bytes.removeAll(keepingCapacity: true)
        if failed {
            buffer.failed = true
            let reason = JourneyRecorderError.reason(code)
            DebugLineLogHandler.writeToStandardError("vsm: cannot write journey file \(path): \(reason); journeys are no longer recorded\n")
        }
    }

    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }

    /// `CLOCK_REALTIME` as seconds with 6 decimals.
    static func wallClockSeconds() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let fraction = String(Int(now.tv_nsec) / 1_000)
        return "\(now.tv_sec).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }
}
