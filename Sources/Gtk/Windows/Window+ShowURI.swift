import CGtk

extension Window {
    /// Opens `uri` (an `https://` address) in the desktop's default handler, the browser,
    /// with this window as the parent of any dialog it needs: `GtkUriLauncher` where GTK
    /// has it (4.10), else `gtk_show_uri`, which 4.10 deprecates.
    ///
    /// Asynchronous and fire-and-forget: it returns at once, and a URI nothing can open is
    /// reported by the desktop, not here. Callers decide what may be opened: pass only
    /// addresses the user chose to follow. Main actor.
    public func showURI(_ uri: String) {
        #if GTK_4_10
        // The launch's task holds the launcher until it completes; no callback is needed.
        guard let launcher = gtk_uri_launcher_new(uri.nulSafe) else { return }
        gtk_uri_launcher_launch(launcher, windowPointer, nil, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(launcher))
        #else
        gtk_show_uri(windowPointer, uri.nulSafe, guint32(GDK_CURRENT_TIME))
        #endif
    }
}
