import CGtk

/// A `GtkAboutDialog`: the standard "About" window.
@MainActor
public final class AboutDialog: Window {
    /// `gtk_about_dialog_get_type()`: typed builder lookups check objects against it.
    override public class var gType: GType { gtk_about_dialog_get_type() }

    /// Well-known licenses shown by the dialog.
    public enum License: Sendable {
        case gpl3OrLater, lgpl3OrLater, mitX11, apache2, bsd3, mpl2, custom

        /// The C value; libadwaita's about windows take the same enumeration.
        package var gtkValue: GtkLicense {
            switch self {
            case .gpl3OrLater: GTK_LICENSE_GPL_3_0
            case .lgpl3OrLater: GTK_LICENSE_LGPL_3_0
            case .mitX11: GTK_LICENSE_MIT_X11
            case .apache2: GTK_LICENSE_APACHE_2_0
            case .bsd3: GTK_LICENSE_BSD_3
            case .mpl2: GTK_LICENSE_MPL_2_0
            case .custom: GTK_LICENSE_CUSTOM
            }
        }
    }

    /// Creates an empty about dialog (not shown).
    public convenience init() {
        self.init(retaining: gtk_about_dialog_new())
    }

    private var dialog: OpaquePointer { opaque }

    /// The program name shown in bold (plain text).
    public var programName: String? {
        get { String(gString: gtk_about_dialog_get_program_name(dialog)) }
        set { gtk_about_dialog_set_program_name(dialog, newValue?.nulSafe) }
    }

    /// The version string.
    public var version: String? {
        get { String(gString: gtk_about_dialog_get_version(dialog)) }
        set { gtk_about_dialog_set_version(dialog, newValue?.nulSafe) }
    }

    /// A one-line description (plain text).
    public var comments: String? {
        get { String(gString: gtk_about_dialog_get_comments(dialog)) }
        set { gtk_about_dialog_set_comments(dialog, newValue?.nulSafe) }
    }

    /// The project web site.
    public var website: String? {
        get { String(gString: gtk_about_dialog_get_website(dialog)) }
        set { gtk_about_dialog_set_website(dialog, newValue?.nulSafe) }
    }

    /// The copyright line.
    public var copyright: String? {
        get { String(gString: gtk_about_dialog_get_copyright(dialog)) }
        set { gtk_about_dialog_set_copyright(dialog, newValue?.nulSafe) }
    }

    /// The themed icon shown as the logo.
    public var logoIconName: String? {
        get { String(gString: gtk_about_dialog_get_logo_icon_name(dialog)) }
        set { gtk_about_dialog_set_logo_icon_name(dialog, newValue?.nulSafe) }
    }

    /// The license type (the dialog shows its standard text and link).
    public func setLicense(_ license: License) {
        gtk_about_dialog_set_license_type(dialog, license.gtkValue)
    }

    /// The authors listed in the credits.
    public func setAuthors(_ authors: [String]) {
        withCStringArray(authors) { array in
            gtk_about_dialog_set_authors(dialog, UnsafeMutablePointer(mutating: array))
        }
    }
}
