import CGtk
import Gtk

extension Object {
    /// The instance as a pointer to a libadwaita struct (types with public structs).
    func adwPointer<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(gObject).assumingMemoryBound(to: T.self)
    }

    /// The instance as an opaque pointer (libadwaita's final types).
    var adwOpaque: OpaquePointer { OpaquePointer(gObject) }

    /// The wrapper of a widget libadwaita returned (a child, the content), or `nil`.
    func wrappedWidget(_ pointer: UnsafeMutablePointer<GtkWidget>?) -> Widget? {
        pointer.flatMap { Widget.wrap(UnsafeMutableRawPointer($0)) }
    }

    /// Connects a known `() -> void` signal of libadwaita (its API: a mismatch is a bug here).
    @discardableResult
    func connectAdwVoid(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        do {
            return try connect(signal, handler)
        } catch {
            preconditionFailure("Adw module bug: \(error)")
        }
    }
}
