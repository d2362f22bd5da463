import CGtk
import Logging
import VSM
#if canImport(Glibc)
import Glibc
#endif

/// A swift-log `LogHandler` that forwards to GLib's structured log
/// (`g_log_structured_array`), so a GTK app's swift-log output, VSM's included, follows
/// GLib's rules: `G_MESSAGES_DEBUG=VSM` shows VSM's state transitions on the terminal, and
/// under systemd they reach the journal with their fields.
///
/// ```swift
/// LoggingSystem.bootstrap(GLibLogHandler.init)        // every swift-log logger
/// VSMLogging.logger = Logger(label: VSMLogging.label) // VSM's log too
/// ```
///
/// Each message becomes one structured entry: `GLIB_DOMAIN` (the ``domain``: `VSM` for VSM's
/// `vsm` label), `MESSAGE`, `PRIORITY` (syslog: debug 7 … critical 2), `CODE_FILE`,
/// `CODE_LINE`, `CODE_FUNC`, `SWIFT_LOG_LABEL`, and one field per metadata key, upper-cased
/// with other characters as `_` (VSM's `vsm.event` becomes `VSM_EVENT`).
///
/// GLib levels: `.trace` and `.debug` are `G_LOG_LEVEL_DEBUG` (dropped by GLib's default
/// writer unless `G_MESSAGES_DEBUG` names the domain or `all`), `.info` is `INFO`, `.notice`
/// is `MESSAGE`, `.warning` and `.error` are `WARNING`, `.critical` is `CRITICAL`. Never
/// `G_LOG_LEVEL_ERROR`, which aborts the program.
///
/// ``logLevel`` starts at `.debug` when GLib's default writer would show debug messages of
/// the domain (checked once, when the handler is made), else at `.info`: so VSM containers
/// created without `G_MESSAGES_DEBUG` keep their one-flag fast path.
public struct GLibLogHandler: LogHandler {
    /// The `GLIB_DOMAIN` of every entry.
    public let domain: String
    /// The swift-log label of the logger this handler serves.
    public let label: String
    /// Messages below this level are dropped before they reach GLib.
    public var logLevel: Logger.Level
    /// Added to every entry as fields.
    public var metadata: Logger.Metadata = [:]
    /// Consulted for every entry; its metadata is added as fields.
    public var metadataProvider: Logger.MetadataProvider?

    /// A handler for the logger labelled `label` (what `LoggingSystem.bootstrap` passes):
    /// domain `VSM` for VSM's `vsm`, else the label itself.
    public init(label: String) {
        self.init(label: label, domain: label == VSMLogging.label ? "VSM" : label)
    }

    /// A handler writing entries of `domain`.
    public init(label: String, domain: String) {
        self.label = label
        self.domain = domain
        self.logLevel = g_log_writer_default_would_drop(G_LOG_LEVEL_DEBUG, domain) != 0 ? .info : .debug
    }

    /// The metadata value for `key`.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Sends `event` to `g_log_structured_array`.
    public func log(event: LogEvent) {
        var values: [(key: String, value: String)] = [
            ("GLIB_DOMAIN", domain),
            ("PRIORITY", Self.syslogPriority(event.level)),
            ("MESSAGE", event.message.description),
            ("CODE_FILE", event.file),
            ("CODE_LINE", String(event.line)),
            ("CODE_FUNC", event.function),
            ("SWIFT_LOG_LABEL", label),
        ]
        var merged = metadata
        if let provided = metadataProvider?.get() {
            merged.merge(provided) { _, new in new }
        }
        if let eventMetadata = event.metadata {
            merged.merge(eventMetadata) { _, new in new }
        }
        for (key, value) in merged.sorted(by: { $0.key < $1.key }) {
            values.append((Self.fieldName(key), value.description))
        }
        Self.send(values, level: Self.glibLevel(event.level))
    }

    /// Passes the fields to GLib as NUL-terminated strings that live until the call returns.
    private static func send(_ values: [(key: String, value: String)], level: GLogLevelFlags) {
        var owned: [UnsafeMutablePointer<CChar>] = []
        owned.reserveCapacity(values.count * 2)
        defer { owned.forEach { free($0) } }
        let fields = values.compactMap { key, value -> GLogField? in
            guard let cKey = strdup(key), let cValue = strdup(value) else { return nil }
            owned.append(cKey)
            owned.append(cValue)
            return GLogField(key: cKey, value: UnsafeRawPointer(cValue), length: -1)
        }
        fields.withUnsafeBufferPointer { buffer in
            g_log_structured_array(level, buffer.baseAddress, gsize(buffer.count))
        }
    }

    static func glibLevel(_ level: Logger.Level) -> GLogLevelFlags {
        switch level {
        case .trace, .debug: G_LOG_LEVEL_DEBUG
        case .info: G_LOG_LEVEL_INFO
        case .notice: G_LOG_LEVEL_MESSAGE
        case .warning, .error: G_LOG_LEVEL_WARNING
        case .critical: G_LOG_LEVEL_CRITICAL
        }
    }

    static func syslogPriority(_ level: Logger.Level) -> String {
        switch level {
        case .trace, .debug: "7"
        case .info: "6"
        case .notice: "5"
        case .warning: "4"
        case .error: "3"
        case .critical: "2"
        }
    }

    /// A journald field name: upper-case letters, digits and `_`, not starting with `_` or
    /// a digit (`vsm.event` → `VSM_EVENT`).
    static func fieldName(_ key: String) -> String {
        var name = String(key.uppercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        if name.first.map({ $0 == "_" || $0.isNumber }) ?? true {
            name = "F" + name
        }
        return name
    }
}
