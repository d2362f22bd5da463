// The generated value types of cairo (contexts, surfaces, font options: boxed records through
// cairo-gobject, and cairo's enumerations) are this module's API; the GIRBindings build plugin
// writes them from the system's GIR at build time.
@_exported import GLib
