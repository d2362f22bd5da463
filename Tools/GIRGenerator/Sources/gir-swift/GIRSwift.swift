import ArgumentParser
import Foundation
import GIRGeneratorCore

/// `gir-swift --gir-dir /usr/share/gir-1.0 --namespace Gtk-4.0 --output DIR [--report FILE]`
@main
struct GIRSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gir-swift",
        abstract: "Generates Swift bindings for a GObject-introspection namespace."
    )

    @Option(name: .customLong("gir-dir"), help: "A folder of .gir files (repeatable; searched in order; default /usr/share/gir-1.0).")
    var girDirectories: [String] = []

    @Option(help: "The namespace to generate, as its GIR file stem (Gtk-4.0).")
    var namespace: String

    @Option(help: "The folder to write the Swift files to (replaced as a whole when generation succeeds).")
    var output: String

    @Option(help: "Where to write the report (default: <output>/../<Namespace>.report.txt).")
    var report: String?

    @Option(name: .customLong("module-prefix"), help: "Module of namespace N is <prefix>N.")
    var modulePrefix = ""

    @Option(name: .customLong("module"), help: "NAMESPACE=MODULE: the module of a namespace not named <prefix>NAMESPACE (repeatable: GObject=GLib).")
    var moduleNames: [String] = []

    @Option(name: .customLong("runtime-module"), help: "The module with Object, signals and the generated code's helpers.")
    var runtimeModule = "GLib"

    @Option(name: .customLong("c-module"), help: "A C module every generated file imports (repeatable).")
    var cModules: [String] = []

    @Option(name: .customLong("full"), help: "Another namespace generated in full (repeatable).")
    var fullNamespaces: [String] = []

    @Option(name: .customLong("types"), help: "Another namespace whose enumerations, bitfields and boxed records are generated (repeatable).")
    var typeNamespaces: [String] = []

    @Option(name: .customLong("hand-written"), help: "A class of the namespace its module writes by hand: not generated, referred to and registered (repeatable).")
    var handWrittenTypes: [String] = []

    @Option(name: .customLong("omit"), help: "A class of the namespace left out, with the members that mention it (repeatable).")
    var omittedTypes: [String] = []

    @Option(name: .customLong("deprecated"), help: "A C function the headers deprecate though GIR does not: its binding is deprecated (repeatable).")
    var deprecatedSymbols: [String] = []

    @Option(name: .customLong("finish"), help: "ASYNC=FINISH: the C function that finishes an asynchronous one whose GIR neither names it nor follows foo_async/foo_finish (repeatable).")
    var finishFunctions: [String] = []

    @Flag(name: .customLong("types-only"), help: "Generate only the enumerations, bitfields and boxed records of the namespace.")
    var typesOnly = false

    @Option(name: .customLong("version-floor"), help: "API newer than this release gets a version condition (default <major>.0).")
    var versionFloor: String?

    @Option(help: "Join the type files into this many files (<Namespace>Bindings0.swift …), for a build plugin that names its outputs in advance.")
    var shards: Int?

    func validate() throws {
        if let shards, shards < 1 { throw ValidationError("--shards must be at least 1") }
        for entry in moduleNames where entry.split(separator: "=").count != 2 {
            throw ValidationError("--module takes NAMESPACE=MODULE, got \(entry)")
        }
        for entry in finishFunctions where entry.split(separator: "=").count != 2 {
            throw ValidationError("--finish takes ASYNC=FINISH, got \(entry)")
        }
    }

    func run() throws {
        var options = GeneratorOptions(namespace: namespace)
        options.modulePrefix = modulePrefix
        options.runtimeModule = runtimeModule
        options.cModules = cModules
        options.fullNamespaces = Set(fullNamespaces)
        options.typeNamespaces = Set(typeNamespaces)
        options.typesOnly = typesOnly
        options.handWrittenTypes = Set(handWrittenTypes)
        options.omittedTypes = Set(omittedTypes)
        options.deprecatedSymbols = Set(deprecatedSymbols)
        options.finishFunctions = Dictionary(finishFunctions.map { entry in
            let parts = entry.split(separator: "=").map(String.init)
            return (parts[0], parts[1])
        }, uniquingKeysWith: { _, last in last })
        options.versionFloor = versionFloor
        options.shardCount = shards
        options.moduleNames = Dictionary(moduleNames.map { entry in
            let parts = entry.split(separator: "=").map(String.init)
            return (parts[0], parts[1])
        }, uniquingKeysWith: { _, last in last })
        let start = Date()
        let folders = girDirectories.isEmpty ? ["/usr/share/gir-1.0"] : girDirectories
        let name = namespace.split(separator: "-").first.map(String.init) ?? namespace
        let reportPath = self.report ?? URL(fileURLWithPath: output).standardizedFileURL
            .deletingLastPathComponent().appendingPathComponent("\(name).report.txt").path
        // With --shards the outputs are known before generating, so a run that would write
        // the same files (same arguments, generator and GIR files) can stop here.
        var fingerprint: GenerationFingerprint?
        if let shards {
            fingerprint = GenerationFingerprint(arguments: Array(CommandLine.arguments.dropFirst()),
                                                executable: "/proc/\(getpid())/exe", girDirectories: folders)
            let outputs = (0..<shards).map { (output as NSString).appendingPathComponent("\(name)Bindings\($0).swift") }
            if let fingerprint, fingerprint.matchesLastGeneration(into: output, outputs: outputs, report: reportPath) {
                print("\(namespace): unchanged since the last generation")
                return
            }
            GenerationFingerprint.forget(output: output)
        }
        do {
            let (files, report) = try Generator.generate(girDirectories: folders, options: options)
            try Generator.write(files, to: output, report: report, reportPath: reportPath)
            try? fingerprint?.record(forOutput: output)
            let seconds = Date().timeIntervalSince(start)
            print(String(format: "%@: %d files, %d lines, coverage %.1f%% (%d of %d callables), %.2f s",
                         namespace, report.files, report.lines, report.coverage,
                         report.generatedEligibleCallables, report.eligibleCallables, seconds))
        } catch {
            FileHandle.standardError.write(Data("gir-swift: error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
