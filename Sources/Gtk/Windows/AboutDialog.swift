import CGtk

/// A `GtkAboutDialog`: the standard "About" window.
@MainActor
extension AboutDialog {

    private var dialog: OpaquePointer { opaque }

}
