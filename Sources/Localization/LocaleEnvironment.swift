import Foundation

/// The POSIX locale variables of a process (`LC_ALL`, `LC_MESSAGES`, `LC_NUMERIC`,
/// `LC_TIME`, `LANG`), read the way the C library reads them: for each category the
/// first non-empty of `LC_ALL`, the category's own variable, then `LANG`.
///
/// Foundation's `Locale.current` does not read these on Linux, so formatting for "the
/// user's locale" starts here. A value, safe from any thread.
public struct LocaleEnvironment: Sendable, Equatable {
    /// The variables, by name.
    public let variables: [String: String]

    /// The given variables (tests pass their own; nothing global is read).
    public init(_ variables: [String: String]) {
        self.variables = variables
    }

    /// This process's environment now.
    public static var current: LocaleEnvironment {
        LocaleEnvironment(ProcessInfo.processInfo.environment)
    }

    /// The locale name that governs messages, or `nil` when none is set (plain `C`).
    public var messagesLocaleName: String? { name(for: "LC_MESSAGES") }
    /// The locale name that governs numbers, or `nil` when none is set.
    public var numericLocaleName: String? { name(for: "LC_NUMERIC") }
    /// The locale name that governs dates and times, or `nil` when none is set.
    public var timeLocaleName: String? { name(for: "LC_TIME") }

    private func name(for category: String) -> String? {
        for variable in ["LC_ALL", category, "LANG"] {
            if let value = variables[variable], !value.isEmpty { return value }
        }
        return nil
    }
}
