import CGtk

/// A `GtkImage` showing a themed icon.
@MainActor
public final class Image: Widget {
    /// `gtk_image_get_type()`: typed builder lookups check objects against it.
    override public class var gType: GType { gtk_image_get_type() }

    /// Creates an image from a themed icon name (for example `dialog-error-symbolic`).
    public convenience init(iconName: String) {
        self.init(retaining: gtk_image_new_from_icon_name(iconName.nulSafe))
    }

    /// The themed icon name, or `nil` when the image shows something else.
    public var iconName: String? {
        get { String(gString: gtk_image_get_icon_name(opaque)) }
        set { gtk_image_set_from_icon_name(opaque, newValue?.nulSafe) }
    }

    /// The icon size in pixels (-1: the default size).
    public var pixelSize: Int32 {
        get { gtk_image_get_pixel_size(opaque) }
        set { gtk_image_set_pixel_size(opaque, newValue) }
    }
}
