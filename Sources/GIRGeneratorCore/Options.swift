/// What to generate and how generated modules are named.
public struct GeneratorOptions: Sendable {
    /// The namespace to generate, as its file stem (`Gtk-4.0`).
    public var namespace: String
    /// Module name of namespace `N` is `modulePrefix + N` (`Gtk` → `GenGtk` with prefix `Gen`).
    public var modulePrefix: String = ""
    /// Modules of namespaces not named `modulePrefix + N`: GObject's types live in `GLib`,
    /// as in gtk-rs, because a Swift module named like the C type `GObject` could not be
    /// used to qualify names.
    public var moduleNames: [String: String] = [:]
    /// The module with the runtime: `Object` (one wrapper per GObject), signals, and the
    /// generated code's helpers (strings, arrays, errors, values) as SPI.
    public var runtimeModule: String = "GLib"
    /// C modules every generated file imports (`CGtk`, `CAdw`).
    public var cModules: [String] = []
    /// Other namespaces generated in full (classes, interfaces, enums, bitfields): their
    /// types are referred to by their module. The generated namespace always is.
    public var fullNamespaces: Set<String> = []
    /// Namespaces of which only value types are generated: enumerations, bitfields and boxed
    /// records (their classes and interfaces are seen as the runtime's `Object`).
    public var typeNamespaces: Set<String> = []
    /// Classes of the generated namespace that its module writes by hand (GIO's `Settings`,
    /// whose hand-written class checks schemas and keys before GLib would abort): they are not
    /// generated, but referred to by the same name and registered by GType like the others.
    /// An entry `Class::signal` is a signal whose handler the module writes by hand, with a
    /// more precise type than GIR gives (`SignalListItemFactory::bind` hands a `ListItem`,
    /// where GIR says `GObject`): its generated handler is left out, so there is one shape.
    public var handWrittenTypes: Set<String> = []
    /// Classes of the generated namespace left out altogether: the module's C headers do not
    /// declare them, or declare them deprecated where GIR does not (GSK's `NglRenderer`).
    /// Members that mention them are skipped.
    public var omittedTypes: Set<String> = []
    /// C functions the headers declare deprecated where GIR does not (Pango's
    /// `pango_find_base_dir`): their bindings are deprecated too, so calling them is no warning.
    public var deprecatedSymbols: Set<String> = []
    /// The `_finish` of asynchronous C functions whose GIR neither names it
    /// (`glib:finish-func`) nor follows the name rule (`foo_async` → `foo_finish`), by C
    /// identifier: `g_file_replace_contents_bytes_async` → `g_file_replace_contents_finish`.
    public var finishFunctions: [String: String] = [:]
    /// Generate only the enumerations, bitfields and boxed records of `namespace`.
    public var typesOnly = false
    /// API newer than this release is wrapped in version conditions; `nil` means `<major>.0`.
    public var versionFloor: String?
    /// When set, the type files are joined into this many files (`GtkBindings0.swift` …),
    /// balanced by size, so a build plugin can name its outputs before generation runs.
    public var shardCount: Int?
    /// Options for generating `namespace` (`Gtk-4.0`).
    public init(namespace: String) {
        self.namespace = namespace
    }
}
