// The generated value types of Graphene (GSK's and GTK's rectangles, points, sizes, matrices:
// boxed records) are this module's API; the GIRBindings build plugin writes them from the
// system's GIR at build time.
@_exported import GLib
