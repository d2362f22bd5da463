import Locking
import Logging

/// Where VSM logs, through swift-log: state transitions at `.debug` (didSet) and `.trace`
/// (willSet), errors a state sequence threw at `.error`, misuse at `.warning`; label `vsm`.
///
/// **No set-up.** Out of the box VSM logs to stderr with ``DebugLineLogHandler``: errors and
/// warnings always, and, with `VSM_DEBUG=1` in the environment, every transition
/// (`vsm[12.345678] LoadUserProfileViewState didSet loaded(…)`). `VSM_DEBUG=1` always means
/// those stderr lines, whatever ``logger`` the app installed, so scripts can rely on them.
///
/// **Routing.** An app that logs through swift-log sends VSM's log to its own backend by
/// setting ``logger`` once at start-up, before it creates containers:
///
/// ```swift
/// LoggingSystem.bootstrap(GLibLogHandler.init)       // VSMGtk: GLib's structured log
/// VSMLogging.logger = Logger(label: VSMLogging.label)
/// ```
///
/// A container created afterwards logs its transitions when that logger's level lets them
/// through (`.debug` for didSet, `.trace` for willSet too); otherwise its per-change cost
/// stays one flag check. `_debug(options:)` lowers the level for one
/// container.
public enum VSMLogging {
    /// The label of VSM's log: `vsm`.
    public static let label = "vsm"

    /// The logger VSM uses from now on; containers read it when they are created.
    ///
    /// Defaults to ``DebugLineLogHandler`` on stderr at `.warning` (at `.debug` when
    /// `VSM_DEBUG=1`). Thread-safe.
    public static var logger: Logger {
        get { store.withLock { $0 } }
        set { store.withLock { $0 = newValue } }
    }

    /// The stderr logger `VSM_DEBUG=1` asks for: transitions at `.debug`.
    static let environmentLogger = Logger(label: label) { _ in DebugLineLogHandler(logLevel: .debug) }

    private static let store = Locked(
        DebugLogger.environmentOptions == nil
            ? Logger(label: label) { _ in DebugLineLogHandler(logLevel: .warning) }
            : environmentLogger
    )
}
