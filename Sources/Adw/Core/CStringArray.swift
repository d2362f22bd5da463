import Foundation
import Gtk

/// Calls `body` with a NULL-terminated C array of copies of `strings`, freed afterwards.
@MainActor
func withCStringArray(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Void) {
    let copies = strings.map { strdup($0.nulSafe) }
    defer { copies.forEach { free($0) } }
    var pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
    pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
