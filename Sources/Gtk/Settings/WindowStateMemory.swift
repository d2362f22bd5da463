import CGLib
import CGtk

/// Remembers a window's size and maximized state in GSettings, the way GNOME apps do:
/// restored before the window is shown, saved when it goes away.
///
/// ``open(schemaID:schemaDirectory:backend:keys:defaults:warn:)`` never fails: when the
/// schema is not installed (a source build run without `GSETTINGS_SCHEMA_DIR`, a broken
/// install) or lacks the keys, the window opens at ``defaults`` and nothing is saved,
/// after exactly one warning per schema and process, however many windows follow.
///
/// Main actor. The memory holds its `Gio.Settings`; each remembered window holds the memory
/// until it is destroyed.
@MainActor
public final class WindowStateMemory {
    /// The schema keys: two `i` (pixels) and one `b`.
    public struct Keys: Sendable, Equatable {
        public var width: String
        public var height: String
        public var maximized: String

        public init(width: String, height: String, maximized: String) {
            self.width = width
            self.height = height
            self.maximized = maximized
        }

        /// `window-width`, `window-height`, `window-maximized`.
        public static let standard = Keys(width: "window-width", height: "window-height", maximized: "window-maximized")
    }

    /// A window's size and state.
    public struct State: Sendable, Equatable {
        public var width: Int32
        public var height: Int32
        public var isMaximized: Bool

        public init(width: Int32, height: Int32, isMaximized: Bool) {
            self.width = width
            self.height = height
            self.isMaximized = isMaximized
        }
    }

    /// Where the state is kept; `nil` when the schema could not be opened.
    public let settings: Gio.Settings?
    /// The keys in ``settings``.
    public let keys: Keys
    /// The state used when there is no ``settings``.
    public let defaults: State

    /// The schemas this process has warned about.
    private static var warnedSchemas: Set<String> = []

    /// A memory on `settings` (whose schema must have `keys`), or defaults only for `nil`.
    public init(settings: Gio.Settings?, keys: Keys = .standard, defaults: State) {
        self.settings = settings
        self.keys = keys
        self.defaults = defaults
    }

    /// The memory of `schemaID` (see `Gio.Settings.init(schemaID:schemaDirectory:backend:)`
    /// for where it is looked up). On failure, passes one line naming the schema and the
    /// reason to `warn` (by default GLib's log, domain `vsm-gtk`), once per schema per
    /// process, and returns a memory of `defaults`.
    public static func open(
        schemaID: String,
        schemaDirectory: String? = nil,
        backend: SettingsStorage = .default,
        keys: Keys = .standard,
        defaults: State,
        warn: @MainActor (String) -> Void = { vsm_log_warning("vsm-gtk", $0) }
    ) -> WindowStateMemory {
        do throws(SettingsError) {
            let settings = try Gio.Settings(schemaID: schemaID, schemaDirectory: schemaDirectory, backend: backend)
            _ = try settings.value(Int32.self, forKey: keys.width)
            _ = try settings.value(Int32.self, forKey: keys.height)
            _ = try settings.value(Bool.self, forKey: keys.maximized)
            return WindowStateMemory(settings: settings, keys: keys, defaults: defaults)
        } catch {
            if warnedSchemas.insert(schemaID).inserted {
                warn("window size and state will not be remembered: \(error)")
            }
            return WindowStateMemory(settings: nil, keys: keys, defaults: defaults)
        }
    }

    /// The state to restore: the saved one, or ``defaults`` without settings.
    public var savedState: State {
        guard let settings,
              let width = try? settings.value(Int32.self, forKey: keys.width),
              let height = try? settings.value(Int32.self, forKey: keys.height),
              let isMaximized = try? settings.value(Bool.self, forKey: keys.maximized) else { return defaults }
        return State(width: width, height: height, isMaximized: isMaximized)
    }

    /// Gives `window` the saved size and maximized state, and saves its state when it
    /// closes or is destroyed (however the app ends it). Call before `present()`.
    public func remember(_ window: Window) {
        let state = savedState
        window.setDefaultSize(state.width, height: state.height)
        if state.isMaximized { window.maximize() }
        // Weak: the window's own signal handlers must not keep it alive.
        window.onCloseRequest { [weak window, self] _ in
            if let window { self.save(window) }
            return false
        }
        window.onUnrealize { [weak window, self] _ in
            if let window { self.save(window) }
        }
    }

    /// Stores the window's default size (what GTK keeps as the unmaximized size) and
    /// whether it is maximized. A dimension outside the schema's range (a window that
    /// kept its natural size reports 0) is left as it was. Returns whether all three were
    /// stored; `false` without settings.
    @discardableResult
    public func save(_ window: Window) -> Bool {
        guard let settings else { return false }
        let size = window.defaultSize
        var stored = true
        do { try settings.set(size.width, forKey: keys.width) } catch { stored = false }
        do { try settings.set(size.height, forKey: keys.height) } catch { stored = false }
        do { try settings.set(window.isMaximized(), forKey: keys.maximized) } catch { stored = false }
        return stored
    }
}
