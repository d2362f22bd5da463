import CAdw

/// How a response button of a message or alert dialog looks (`AdwResponseAppearance`).
public enum ResponseAppearance: Sendable, Equatable {
    /// A plain button (Cancel).
    case `default`
    /// The recommended action, in the accent colour (Save, Open).
    case suggested
    /// A destructive action, in the destructive colour (Discard, Delete).
    case destructive

    var adw: AdwResponseAppearance {
        switch self {
        case .default: ADW_RESPONSE_DEFAULT
        case .suggested: ADW_RESPONSE_SUGGESTED
        case .destructive: ADW_RESPONSE_DESTRUCTIVE
        }
    }

    init(_ appearance: AdwResponseAppearance) {
        switch appearance {
        case ADW_RESPONSE_SUGGESTED: self = .suggested
        case ADW_RESPONSE_DESTRUCTIVE: self = .destructive
        default: self = .default
        }
    }
}
