import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One container's transition log: which events it logs, how it labels them, and the
/// swift-log `Logger` they go to (see ``VSMLogging`` and ``StateContainerDebugOptions``).
///
/// Messages read `<label> <event> <state>` (`LoadState didSet loaded("ada")`), with the
/// metadata `vsm.type` and `vsm.event` for structured backends.
///
/// A class, so that a container pays one pointer for it while logging is off (the common case).
final class DebugLogger: Sendable {
    enum Event: String {
        case willSet
        case didSet
    }

    let label: String
    /// The state type's name alone (the `vsm.type` metadata), without the address `label`
    /// may start with.
    let typeName: String
    let options: StateContainerDebugOptions
    let logger: Logger

    /// A log labelled with the state type's name, after the container's address when
    /// ``StateContainerDebugOptions/memory`` asks for it and `container` is given.
    init<State>(
        stateType: State.Type,
        options: StateContainerDebugOptions,
        logger: Logger,
        container: ObjectIdentifier? = nil
    ) {
        let typeName = options.contains(.stateTypeFullName)
            ? String(reflecting: stateType) : String(describing: stateType)
        if options.contains(.memory), let container {
            self.label = "\(Self.address(of: container)) \(typeName)"
        } else {
            self.label = typeName
        }
        self.typeName = typeName
        self.options = options
        self.logger = logger
    }

    /// `[0x…]` with 16 hex digits, as the Apple library prints a container's address.
    static func address(of container: ObjectIdentifier) -> String {
        let hex = String(UInt(bitPattern: container), radix: 16)
        return "[0x\(String(repeating: "0", count: max(0, 16 - hex.count)))\(hex)]"
    }

    /// The log a new container starts with, or `nil` (the common, fast case) when its
    /// transitions would be dropped anyway.
    ///
    /// `VSM_DEBUG=1`: didSet lines on stderr. Otherwise the events ``VSMLogging/logger``'s
    /// level lets through: didSet from `.debug`, willSet too from `.trace`.
    static func forNewContainer<State>(stateType: State.Type) -> DebugLogger? {
        if let options = environmentOptions {
            return DebugLogger(stateType: stateType, options: options, logger: VSMLogging.environmentLogger)
        }
        let logger = VSMLogging.logger
        let options: StateContainerDebugOptions = switch logger.logLevel {
        case .trace: [.willSet, .didSet]
        case .debug: [.didSet]
        case .info, .notice, .warning, .error, .critical: []
        }
        return options.isEmpty ? nil : DebugLogger(stateType: stateType, options: options, logger: logger)
    }

    /// The log `_debug(options:)` asks for: `options` (didSet lines when they name no event,
    /// so that no non-empty set is silent), on the logger a new container would use, its
    /// level lowered so that the chosen events get through. `container` is the address
    /// ``StateContainerDebugOptions/memory`` prints.
    static func explicit<State>(
        stateType: State.Type,
        options: StateContainerDebugOptions,
        container: ObjectIdentifier? = nil
    ) -> DebugLogger {
        var options = options
        if options.isDisjoint(with: [.willSet, .didSet]) {
            options.insert(.didSet)
        }
        var logger = environmentOptions == nil ? VSMLogging.logger : VSMLogging.environmentLogger
        let needed: Logger.Level = options.contains(.willSet) ? .trace : .debug
        if logger.logLevel > needed {
            logger.logLevel = needed
        }
        return DebugLogger(stateType: stateType, options: options, logger: logger, container: container)
    }

    /// This log with its lines sent to `output` in the stderr format instead; for tests.
    func capturing(to output: @escaping @Sendable (String) -> Void) -> DebugLogger {
        let level = logger.logLevel
        let capture = Logger(label: VSMLogging.label) { _ in DebugLineLogHandler(logLevel: level, output: output) }
        return DebugLogger(label: label, typeName: typeName, options: options, logger: capture)
    }

    private init(label: String, typeName: String, options: StateContainerDebugOptions, logger: Logger) {
        self.label = label
        self.typeName = typeName
        self.options = options
        self.logger = logger
    }

    /// Options from `VSM_DEBUG`: `1` means ``StateContainerDebugOptions/defaults``; unset,
    /// empty or `0` means off; any other value is reported once and treated as off.
    static let environmentOptions: StateContainerDebugOptions? = {
        guard let raw = getenv("VSM_DEBUG") else { return nil }
        return parseEnvironmentValue(String(cString: raw), report: DebugLineLogHandler.writeToStandardError)
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

    /// Logs `event` for `state` if the options ask for it: didSet at `.debug`, willSet at
    /// `.trace`.
    func log<State>(_ event: Event, _ state: State) {
        switch event {
        case .willSet:
            guard options.contains(.willSet) else { return }
            logger.trace("\(label) willSet \(text(of: state))", metadata: metadata(event))
        case .didSet:
            guard options.contains(.didSet) else { return }
            logger.debug("\(label) didSet \(text(of: state))", metadata: metadata(event))
        }
    }

    /// Logs, at `.error`, that an action ended with `error` (always: errors never vanish).
    func logError(_ error: any Error, superseded: Bool) {
        logger.error(
            "\(label) error \(error)\(superseded ? " (superseded)" : "")",
            metadata: ["vsm.type": .string(typeName), "vsm.event": "error"]
        )
    }

    private func text<State>(of state: State) -> String {
        options.contains(.caseLabelOnly) ? Self.caseLabel(of: state) : String(describing: state)
    }

    private func metadata(_ event: Event) -> Logger.Metadata {
        ["vsm.type": .string(typeName), "vsm.event": .string(event.rawValue)]
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
}
