import Foundation
import PackagePlugin

/// Generates a target's Swift bindings from the system's GIR files at build time.
///
/// The target's folder holds `GIRBindings.json` (exclude it in the manifest), which says
/// what to generate (an object, or a list of them for several namespaces in one module):
///
/// ```json
/// { "namespace": "Gtk-4.0", "cModules": ["CGtk"], "types": ["GLib-2.0", "Gio-2.0"],
///   "full": [], "typesOnly": false, "modules": { "GObject": "GLib" }, "shards": 8 }
/// ```
///
/// `gir-swift` writes `shards` files (`GtkBindings0.swift` …), so the outputs are known
/// before it runs, and the report beside them. The configuration and the GIR files of every
/// namespace it names are the command's inputs: installing another GTK regenerates. GIR
/// files are searched in `GIR_DIRS` (colon-separated) when set, else in
/// `/usr/share/gir-1.0` and `/usr/lib/<triplet>/gir-1.0`. A missing or malformed GIR file
/// fails the build with the generator's message naming the file and the element, and
/// nothing is compiled from a partial generation.
@main
struct GIRBindings: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        do {
            return try commands(context: context, target: target)
        } catch {
            // SwiftPM reports a thrown error only as "build-tool plugin failures": say what failed.
            Diagnostics.error("GIRBindings (\(target.name)): \(error)")
            throw error
        }
    }

    private func commands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configURL = target.directoryURL.appending(path: "GIRBindings.json")
        let configs: [Configuration]
        do {
            let data = try Data(contentsOf: configURL)
            // One namespace, or a list of namespaces generated into the same module.
            if let list = try? JSONDecoder().decode([Configuration].self, from: data) {
                configs = list
            } else {
                configs = [try JSONDecoder().decode(Configuration.self, from: data)]
            }
        } catch {
            throw PluginError("\(configURL.path): \(error)")
        }
        return try configs.map { config in
            guard config.shards >= 1 else { throw PluginError("\(configURL.path): shards must be at least 1") }
            return try command(for: config, configURL: configURL, context: context, target: target)
        }
    }

    private func command(for config: Configuration, configURL: URL, context: PluginContext,
                         target: SourceModuleTarget) throws -> Command {
        let folders = Self.girFolders()
        let stems = [config.namespace] + config.types + config.full
        let girFiles = stems.map { stem in
            folders.map { URL(fileURLWithPath: $0).appending(path: "\(stem).gir") }
                .first { FileManager.default.fileExists(atPath: $0.path) }
                ?? URL(fileURLWithPath: folders[0]).appending(path: "\(stem).gir")
        }
        let name = Self.namespaceName(config.namespace)
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated-\(name)")
        let outputs = (0..<config.shards).map { output.appending(path: "\(name)Bindings\($0).swift") }
        var arguments = ["--namespace", config.namespace, "--output", output.path,
                         "--report", context.pluginWorkDirectoryURL.appending(path: "\(name).report.txt").path,
                         "--shards", String(config.shards)]
        for folder in folders { arguments += ["--gir-dir", folder] }
        for module in config.cModules { arguments += ["--c-module", module] }
        for stem in config.types { arguments += ["--types", Self.namespaceName(stem)] }
        for stem in config.full { arguments += ["--full", Self.namespaceName(stem)] }
        for (namespace, module) in config.modules.sorted(by: { $0.key < $1.key }) {
            arguments += ["--module", "\(namespace)=\(module)"]
        }
        if let prefix = config.modulePrefix { arguments += ["--module-prefix", prefix] }
        for name in config.handWritten { arguments += ["--hand-written", name] }
        for name in config.omit { arguments += ["--omit", name] }
        for symbol in config.deprecated { arguments += ["--deprecated", symbol] }
        for (start, finish) in config.finishFunctions.sorted(by: { $0.key < $1.key }) {
            arguments += ["--finish", "\(start)=\(finish)"]
        }
        if config.typesOnly { arguments.append("--types-only") }
        return .buildCommand(
            displayName: "Generating \(name) bindings for \(target.name) from GIR",
            executable: try context.tool(named: "gir-swift").url,
            arguments: arguments,
            inputFiles: [configURL] + girFiles,
            outputFiles: outputs
        )
    }

    /// `GIR_DIRS`, else the system's folders of GIR files that exist.
    private static func girFolders() -> [String] {
        if let list = ProcessInfo.processInfo.environment["GIR_DIRS"], !list.isEmpty {
            return list.split(separator: ":").map(String.init)
        }
        var folders = ["/usr/share/gir-1.0"]
        let lib = URL(fileURLWithPath: "/usr/lib")
        let triplets = (try? FileManager.default.contentsOfDirectory(atPath: lib.path)) ?? []
        for triplet in triplets.sorted() {
            let candidate = lib.appending(path: triplet).appending(path: "gir-1.0").path
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), isFolder.boolValue {
                folders.append(candidate)
            }
        }
        return folders
    }

    /// `Gtk` for `Gtk-4.0`.
    private static func namespaceName(_ stem: String) -> String {
        String(stem.split(separator: "-").first ?? Substring(stem))
    }
}

/// The contents of a target's `GIRBindings.json`.
struct Configuration: Decodable {
    /// The namespace to generate, as its GIR file stem (`Gtk-4.0`).
    var namespace: String
    /// C modules every generated file imports.
    var cModules: [String] = []
    /// Namespaces (file stems) whose value types are generated elsewhere and referred to.
    var types: [String] = []
    /// Namespaces (file stems) generated in full elsewhere and referred to.
    var full: [String] = []
    /// Generate only the value types of `namespace`.
    var typesOnly = false
    /// Classes of `namespace` the module writes by hand (not generated, but registered).
    var handWritten: [String] = []
    /// Classes of `namespace` left out (not declared, or deprecated, in the C headers).
    var omit: [String] = []
    /// C functions deprecated in the headers though not in GIR.
    var deprecated: [String] = []
    /// The `_finish` C function of an asynchronous one whose GIR neither names it
    /// (`glib:finish-func`) nor follows the name rule, by the asynchronous one's C name.
    var finishFunctions: [String: String] = [:]
    /// Modules of namespaces not named `<modulePrefix><Namespace>` (`GObject` → `GLib`).
    var modules: [String: String] = [:]
    /// The prefix of generated module names (none in the library).
    var modulePrefix: String?
    /// How many files to write.
    var shards = 8

    enum CodingKeys: String, CodingKey {
        case namespace, cModules, types, full, typesOnly, handWritten, omit, deprecated, finishFunctions, modules, modulePrefix, shards
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        namespace = try container.decode(String.self, forKey: .namespace)
        cModules = try container.decodeIfPresent([String].self, forKey: .cModules) ?? []
        types = try container.decodeIfPresent([String].self, forKey: .types) ?? []
        full = try container.decodeIfPresent([String].self, forKey: .full) ?? []
        typesOnly = try container.decodeIfPresent(Bool.self, forKey: .typesOnly) ?? false
        handWritten = try container.decodeIfPresent([String].self, forKey: .handWritten) ?? []
        omit = try container.decodeIfPresent([String].self, forKey: .omit) ?? []
        deprecated = try container.decodeIfPresent([String].self, forKey: .deprecated) ?? []
        finishFunctions = try container.decodeIfPresent([String: String].self, forKey: .finishFunctions) ?? [:]
        modules = try container.decodeIfPresent([String: String].self, forKey: .modules) ?? [:]
        modulePrefix = try container.decodeIfPresent(String.self, forKey: .modulePrefix)
        shards = try container.decodeIfPresent(Int.self, forKey: .shards) ?? 8
    }
}

/// A plugin failure with its message.
struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
