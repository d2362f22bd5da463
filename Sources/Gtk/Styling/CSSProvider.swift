import CGtk

/// Why a CSS file could not be loaded.
public struct CSSError: Error, Equatable, CustomStringConvertible {
    /// The file path.
    public let file: String
    /// GTK's message (with the location of the first problem).
    public let message: String
    /// One line naming the file and GTK's message.
    public var description: String { "cannot load CSS file '\(file)': \(message)" }
}

/// A `GtkCssProvider`: application style sheets.
@MainActor
extension CssProvider {

    /// Loads a CSS file, replacing earlier content. Throws `CSSError` for a missing
    /// file or the first syntax error (GTK otherwise only logs them).
    public func load(fromPath path: String) throws {
        guard g_file_test(path.nulSafe, G_FILE_TEST_IS_REGULAR) != 0 else {
            throw CSSError(file: path, message: "no such file")
        }
        var error: UnsafeMutablePointer<GError>?
        if vsm_css_provider_load_path(cast(), path.nulSafe, &error) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw CSSError(file: path, message: message)
        }
    }

    /// Loads the style sheet at `path` in the registered GResource bundles, replacing
    /// earlier content. Throws `CSSError` naming `resource://<path>` when no bundle has the
    /// path, or for the first syntax error.
    public func load(fromResource path: String) throws {
        let uri = "resource://" + path
        guard Resource.isRegistered(path: path) else {
            throw CSSError(file: uri, message: "no registered GResource bundle has this path")
        }
        var error: UnsafeMutablePointer<GError>?
        if vsm_css_provider_load_resource(cast(), path.nulSafe, &error) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw CSSError(file: uri, message: message)
        }
    }

    /// Loads CSS from a string (no error reporting; for small built-in styles).
    public func load(fromString css: String) {
        #if GTK_4_12
        gtk_css_provider_load_from_string(cast(), css.nulSafe)
        #else
        gtk_css_provider_load_from_data(cast(), css.nulSafe, -1)
        #endif
    }

    /// Applies the provider to every widget of the default display, with `priority`
    /// (application priority, above the theme, unless told otherwise). Returns whether it
    /// was added: `false` without a display.
    @discardableResult
    public func addToDefaultDisplay(priority: StylePriority = .application) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        gtk_style_context_add_provider_for_display(display, OpaquePointer(gObject), priority.gtkValue)
        return true
    }
}
