import CGLib

/// Records the warnings and criticals GLib, GObject, GIO, GTK, GDK, GSK and libadwaita log
/// (`g_warning`, `g_critical`, a failed `g_return_if_fail`) while it records, so a test can
/// assert that code ran without them: `XCTAssertEqual(recorder.messages, [])`.
///
/// Guarantees: messages logged on the main thread between ``init()`` and ``stop()`` are kept
/// in order, as `"<domain>: <message>"`; recorded messages are not printed. Messages from
/// other threads are printed as usual, not recorded. Call ``stop()`` before the recorder goes
/// (a `defer` right after making it); it restores GLib's own handling. Main actor.
@MainActor
public final class GLibMessageRecorder {
    /// The domains listened to: GLib's own and the toolkit's.
    public static let domains = ["GLib", "GLib-GObject", "GLib-GIO", "Gtk", "Gdk", "Gsk", "Adwaita"]

    /// The messages so far, oldest first.
    public private(set) var messages: [String] = []

    private var handlers: [(domain: String, id: guint)] = []

    /// Starts recording.
    public init() {
        let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue)
        for domain in Self.domains {
            let id = g_log_set_handler(domain, levels, { domain, level, message, data in
                guard let data, vsm_is_main_thread() != 0 else {
                    return g_log_default_handler(domain, level, message, nil)
                }
                let recorder = Unmanaged<GLibMessageRecorder>.fromOpaque(data).takeUnretainedValue()
                let text = "\(domain.map { String(cString: $0) } ?? "?"): \(message.map { String(cString: $0) } ?? "")"
                MainActor.assumeIsolated { recorder.messages.append(text) }
            }, Unmanaged.passUnretained(self).toOpaque())
            handlers.append((domain, id))
        }
    }

    /// Stops recording; later messages are handled by GLib as before. Idempotent.
    public func stop() {
        for handler in handlers { g_log_remove_handler(handler.domain, handler.id) }
        handlers = []
    }
}
