import CGtk

/// Where a ``CssProvider``'s rules rank against the theme's and the application's
/// (`GTK_STYLE_PROVIDER_PRIORITY_*`): a rule of a higher-priority provider wins whatever
/// the selectors' specificity.
public enum StylePriority: Sendable, Equatable {
    /// Below the theme (`GTK_STYLE_PROVIDER_PRIORITY_FALLBACK`): a library's default look
    /// for its own style classes, which an application's style sheet can still override.
    case fallback
    /// Above the theme (`GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`): an application's style sheet.
    case application

    var gtkValue: guint {
        switch self {
        case .fallback: vsm_style_priority_fallback()
        case .application: vsm_style_priority_application()
        }
    }
}
