// The generated libsoup 3 bindings (sessions, messages, headers, the server side, WebSockets)
// are this module's API; the GIRBindings build plugin writes them from the system's
// Soup-3.0.gir at build time. libsoup runs on GLib's main loop and cancels through
// `Gio.Cancellable`, so the module re-exports Gio.
@_exported import Gio
