/// What to generate and how generated modules are named.
public struct GeneratorOptions: Sendable {
    /// The namespace to generate, as its file stem (`Gtk-4.0`).
    public var namespace: String
    /// Module name of namespace `N` is `modulePrefix + N` (`Gtk` → `GenGtk` with prefix `Gen`).
    public var modulePrefix: String = ""
    /// The module with the runtime: `Object` (one wrapper per GObject) and signals.
    public var runtimeModule: String = "Gtk"
    /// The module with the generated code's helpers (strings, arrays, errors, values).
    public var supportModule: String = "GIRRuntime"
    /// C modules every generated file imports (`CGtk`, `CAdw`).
    public var cModules: [String] = []
    /// Other namespaces generated in full (classes, interfaces, enums, bitfields): their
    /// types are referred to by their module. The generated namespace always is.
    public var fullNamespaces: Set<String> = []
    /// Namespaces of which only enumerations and bitfields are generated.
    public var enumNamespaces: Set<String> = []
    /// Generate only the enumerations and bitfields of `namespace`.
    public var enumsOnly = false
    /// API newer than this release is wrapped in version conditions; `nil` means `<major>.0`.
    public var versionFloor: String?
    /// Options for generating `namespace` (`Gtk-4.0`).
    public init(namespace: String) {
        self.namespace = namespace
    }
}
