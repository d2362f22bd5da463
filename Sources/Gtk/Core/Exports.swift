// `import Gtk` alone builds an app: the GLib module's `Object`, signals and main loop are
// part of the API every widget offers.
@_exported import GLib
