import CAdw

/// Which style the application asks for; `default` follows the desktop (light unless the
/// system prefers dark).
public enum ColorScheme: Sendable, Equatable, CaseIterable {
    /// Light, or dark when the desktop prefers dark (GNOME's default).
    case `default`
    /// Always light.
    case forceLight
    /// Light unless the desktop prefers dark.
    case preferLight
    /// Dark unless the desktop prefers light.
    case preferDark
    /// Always dark.
    case forceDark

    var adw: AdwColorScheme {
        switch self {
        case .default: ADW_COLOR_SCHEME_DEFAULT
        case .forceLight: ADW_COLOR_SCHEME_FORCE_LIGHT
        case .preferLight: ADW_COLOR_SCHEME_PREFER_LIGHT
        case .preferDark: ADW_COLOR_SCHEME_PREFER_DARK
        case .forceDark: ADW_COLOR_SCHEME_FORCE_DARK
        }
    }

    init(_ scheme: AdwColorScheme) {
        self = Self.allCases.first { $0.adw == scheme } ?? .default
    }
}
