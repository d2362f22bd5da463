import CGtk
import CGtkTesting
import Foundation
import Gtk

/// A rendering or a reference snapshot as pixels: GDK's default memory layout (8-bit
/// B, G, R, A premultiplied, rows of `width * 4` bytes), loaded from and saved to PNG with
/// GDK itself (no other image library).
struct SnapshotImage: Equatable {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "SnapshotImage: \(pixels.count) bytes for \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixels of `texture`.
    init(texture: OpaquePointer) {
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(width * 4))
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Renders `widget` as it shows now; `nil` when it is not shown or has no size.
    @MainActor
    init?(rendering widget: Widget) {
        guard let texture = vsm_testing_render_texture(widget.widgetPointer) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.init(texture: texture)
    }

    /// Loads a PNG; throws with GDK's reason when it is missing or not an image.
    init(contentsOfPNG path: String) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw SnapshotFileError(message: "cannot read \(path): \(reason)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.init(texture: texture)
    }

    /// Writes the image as PNG, creating the folder; throws when it cannot.
    func writePNG(to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let saved: Bool = pixels.withUnsafeBytes { buffer in
            let bytes = g_bytes_new(buffer.baseAddress, gsize(buffer.count))
            defer { g_bytes_unref(bytes) }
            let texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED,
                                                 bytes, gsize(width * 4))
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            return gdk_texture_save_to_png(texture, path) != 0
        }
        if !saved { throw SnapshotFileError(message: "cannot write \(path)") }
    }
}

/// A snapshot file that could not be read or written.
struct SnapshotFileError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
