#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Formats the debug log lines documented on ``StateContainerDebugOptions``.
struct DebugLogger: Sendable {
    enum Event: String {
        case willSet
        case didSet
    }

    let label: String
    let options: StateContainerDebugOptions

    init<State>(stateType: State.Type, options: StateContainerDebugOptions) {
        self.label = options.contains(.stateTypeFullName)
            ? String(reflecting: stateType) : String(describing: stateType)
        self.options = options
    }

    /// The logger `VSM_DEBUG=1` asks for, read once per process.
    static func fromEnvironment<State>(stateType: State.Type) -> DebugLogger? {
        guard let options = environmentOptions else { return nil }
        return DebugLogger(stateType: stateType, options: options)
    }

    /// Options from `VSM_DEBUG`: `1` means ``StateContainerDebugOptions/defaults``; unset,
    /// empty or `0` means off; any other value is reported once and treated as off.
    static let environmentOptions: StateContainerDebugOptions? = {
        guard let raw = getenv("VSM_DEBUG") else { return nil }
        return parseEnvironmentValue(String(cString: raw), report: writeToStandardError)
    }()

    static func parseEnvironmentValue(
        _ value: String,
        report: (String) -> Void
    ) -> StateContainerDebugOptions? {
        switch value {
        case "", "0":
            return nil
        case "1":
            return .defaults
        default:
            report("vsm: ignoring VSM_DEBUG=\(value) (expected 1 or 0)\n")
            return nil
        }
    }

    func line<State>(_ event: Event, _ state: State) -> String {
        let text = options.contains(.caseLabelOnly)
            ? Self.caseLabel(of: state) : String(describing: state)
        return "vsm[\(Self.monotonicTimestamp())] \(label) \(event.rawValue) \(text)\n"
    }

    func errorLine(_ error: any Error, superseded: Bool) -> String {
        "vsm[\(Self.monotonicTimestamp())] \(label) error \(error)\(superseded ? " (superseded)" : "")\n"
    }

    /// The enum case name of `state` (`loaded` for `.loaded(data)`); the full description
    /// for values that are not enums.
    static func caseLabel<State>(of state: State) -> String {
        let mirror = Mirror(reflecting: state)
        guard mirror.displayStyle == .enum else { return String(describing: state) }
        if let label = mirror.children.first?.label {
            return label
        }
        // A case without payload describes itself as its name.
        return String(describing: state)
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
