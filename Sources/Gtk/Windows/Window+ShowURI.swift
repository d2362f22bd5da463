import CGtk

extension Window {
    /// Opens `uri` (an `https://` address) in the desktop's default handler, the browser,
    /// with this window as the parent of any dialog it needs (`gtk_show_uri`, GTK 4.8).
    ///
    /// Asynchronous and fire-and-forget: it returns at once, and a URI nothing can open is
    /// reported by the desktop, not here. Callers decide what may be opened: pass only
    /// addresses the user chose to follow. Main actor.
    public func showURI(_ uri: String) {
        gtk_show_uri(windowPointer, uri.nulSafe, guint32(GDK_CURRENT_TIME))
    }
}
