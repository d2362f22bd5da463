// The generated value types of the Gsk namespace (enumerations, flags, boxed records) are this
// module's API; the GIRBindings build plugin writes them from the system's GIR at build time.
@_exported import GLib
