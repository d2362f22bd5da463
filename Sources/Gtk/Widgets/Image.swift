import CGtk

/// A `GtkImage` showing a themed icon.
@MainActor
extension Image {

    /// Creates an image from a themed icon name (for example `dialog-error-symbolic`).
    public convenience init(iconName: String) {
        self.init(retaining: gtk_image_new_from_icon_name(iconName.nulSafe))
    }

}
