// The generated GSK bindings (classes, interfaces, enumerations, flags, boxed records) are
// this module's API; the GIRBindings build plugin writes them from the system's GIR at build
// time, with `registerGskTypes()`.
@_exported import GLib
