// `import Gtk` alone builds an app: every module Gtk's API mentions comes with it.
@_exported import GLib
@_exported import Gio
@_exported import Pango
@_exported import Gdk
@_exported import Gsk
@_exported import Graphene
@_exported import Cairo
