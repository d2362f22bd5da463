import CAdw
import Glibc
import Gtk

/// An `AdwAvatar`: a person's picture, or their initials on a coloured circle.
///
/// The colour comes from the text, so one person keeps one colour. An image that fails to
/// load leaves the initials: the avatar never shows a broken image.
@MainActor
extension Avatar {

    /// Whether a custom image is shown (instead of the initials).
    public var hasImage: Bool { adw_avatar_get_custom_image(adwOpaque) != nil }

    /// The largest avatar file read, in bytes: a bigger file is not decoded on the main thread.
    public static let maximumImageFileSize = 8 * 1024 * 1024
    /// The largest width or height decoded, in pixels: a header that claims more (a "PNG
    /// bomb") would need gigabytes to decode.
    public static let maximumImageDimension: Int32 = 4096

    /// Shows the image in the file at `path` (PNG, JPEG, … as GdkPixbuf loads them), or the
    /// initials again for `nil`. A missing, unreadable or non-image file, one larger than
    /// ``maximumImageFileSize`` or one whose header claims more than ``maximumImageDimension``
    /// pixels a side leaves the initials and returns `false`; it never throws or shows a
    /// broken image. The header is checked before anything is decoded. Loads on the main
    /// thread, which the limits keep short.
    @discardableResult
    public func setImage(contentsOfFile path: String?) -> Bool {
        guard let path, !path.isEmpty, Self.isReasonableImage(at: path) else {
            adw_avatar_set_custom_image(adwOpaque, nil)
            return false
        }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path.nulSafe, &error) else {
            if let error { g_error_free(error) }
            adw_avatar_set_custom_image(adwOpaque, nil)
            return false
        }
        adw_avatar_set_custom_image(adwOpaque, texture)
        g_object_unref(UnsafeMutableRawPointer(texture))
        return true
    }

    /// A regular file within the size limit whose image header GdkPixbuf recognises, within
    /// the dimension limit.
    private static func isReasonableImage(at path: String) -> Bool {
        var status = stat()
        guard stat(path.nulSafe, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
              status.st_size <= maximumImageFileSize else { return false }
        var width: Int32 = 0
        var height: Int32 = 0
        guard gdk_pixbuf_get_file_info(path.nulSafe, &width, &height) != nil else { return false }
        return width > 0 && height > 0 && width <= maximumImageDimension && height <= maximumImageDimension
    }
}
