import Foundation
import GIRGeneratorCore

/// `gir-swift --gir-dir /usr/share/gir-1.0 --namespace Gtk-4.0 --output DIR [--report FILE]`
/// `gir-swift --gir-dir /usr/share/gir-1.0 --namespace Gtk-4.0 --reference DIR`
///
/// Exits 0 after writing the bindings and the report, 1 when generation fails (the message
/// names the GIR file and the element), 64 on a bad command line.
@main
enum GIRSwift {
    static let usage = """
        usage: gir-swift --namespace NAMESPACE --output DIR [options]
               gir-swift --namespace NAMESPACE --reference DIR [options]
        Generates Swift bindings for a GObject-introspection namespace, or their API reference.

          --namespace NAME        the namespace to generate, as its GIR file stem (Gtk-4.0)
          --output DIR            the folder to write the Swift files to (replaced as a whole
                                  when generation succeeds)
          --gir-dir DIR           a folder of .gir files (repeatable; searched in order;
                                  default /usr/share/gir-1.0)
          --reference DIR         write the API reference of the bindings (HTML) into DIR/<Namespace>,
                                  with DIR/index.html listing every namespace DIR holds
          --report FILE           where to write the report (default <output>/../<Namespace>.report.txt)
          --module-prefix PREFIX  module of namespace N is <prefix>N
          --module NS=MODULE      the module of a namespace not named <prefix>NS (repeatable)
          --runtime-module NAME   the module with Object, signals and the helpers (default GLib)
          --c-module NAME         a C module every generated file imports (repeatable)
          --full NS               another namespace generated in full (repeatable)
          --types NS              another namespace whose enumerations, bitfields and boxed
                                  records are generated (repeatable)
          --hand-written CLASS    a class its module writes by hand: referred to, not generated
                                  (or Class::signal: a signal whose handler it writes)
          --omit CLASS            a class left out, with the members that mention it (repeatable)
          --deprecated SYMBOL     a C function the headers deprecate though GIR does not
          --finish ASYNC=FINISH   the C function that finishes an asynchronous one (repeatable)
          --types-only            only the enumerations, bitfields and boxed records
          --version-floor X.Y     API newer than this release gets a version condition
          --shards N              join the type files into N files (<Namespace>Bindings0.swift …)

        """

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage, terminator: "")
            return
        }
        let options: GeneratorOptions
        let command: CommandLineArguments
        do {
            command = try CommandLineArguments(
                arguments,
                options: ["gir-dir", "namespace", "output", "report", "module-prefix", "module", "runtime-module",
                          "c-module", "full", "types", "hand-written", "omit", "deprecated", "finish",
                          "version-floor", "shards", "reference"],
                flags: ["types-only"]
            )
            options = try generatorOptions(command)
        } catch {
            FileHandle.standardError.write(Data("gir-swift: error: \(error)\n(gir-swift --help lists the options)\n".utf8))
            exit(64)
        }
        do {
            try run(command, options: options)
        } catch {
            FileHandle.standardError.write(Data("gir-swift: error: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func generatorOptions(_ command: CommandLineArguments) throws -> GeneratorOptions {
        var options = GeneratorOptions(namespace: try command.required("namespace"))
        if command.last("reference") == nil && command.last("output") == nil {
            throw CommandLineArguments.UsageError(description: "missing '--output <value>' or '--reference <value>'")
        }
        options.modulePrefix = command.last("module-prefix") ?? ""
        options.runtimeModule = command.last("runtime-module") ?? "GLib"
        options.cModules = command.all("c-module")
        options.fullNamespaces = Set(command.all("full"))
        options.typeNamespaces = Set(command.all("types"))
        options.typesOnly = command.has("types-only")
        options.handWrittenTypes = Set(command.all("hand-written"))
        options.omittedTypes = Set(command.all("omit"))
        options.deprecatedSymbols = Set(command.all("deprecated"))
        options.finishFunctions = try command.pairs("finish", form: "ASYNC=FINISH")
        options.moduleNames = try command.pairs("module", form: "NAMESPACE=MODULE")
        options.versionFloor = command.last("version-floor")
        if let text = command.last("shards") {
            guard let shards = Int(text), shards >= 1 else {
                throw CommandLineArguments.UsageError(description: "--shards must be a whole number of at least 1, got \(text)")
            }
            options.shardCount = shards
        }
        return options
    }

    private static func run(_ command: CommandLineArguments, options: GeneratorOptions) throws {
        let namespace = options.namespace
        let start = Date()
        let folders = command.all("gir-dir").isEmpty ? ["/usr/share/gir-1.0"] : command.all("gir-dir")
        if let directory = command.last("reference") {
            let reference = try Generator.reference(girDirectories: folders, options: options)
            try ReferenceSite.write(reference, to: directory)
            let members = reference.pages.reduce(0) { $0 + $1.members.count }
            print(String(format: "%@: reference of %d pages, %d members in %@, %.2f s", namespace, reference.pages.count,
                         members, (directory as NSString).appendingPathComponent(reference.namespace),
                         Date().timeIntervalSince(start)))
            guard command.last("output") != nil else { return }
        }
        let output = try command.required("output")
        let name = namespace.split(separator: "-").first.map(String.init) ?? namespace
        let reportPath = command.last("report") ?? URL(fileURLWithPath: output).standardizedFileURL
            .deletingLastPathComponent().appendingPathComponent("\(name).report.txt").path
        // With --shards the outputs are known before generating, so a run that would write
        // the same files (same arguments, generator and GIR files) can stop here.
        var fingerprint: GenerationFingerprint?
        if let shards = options.shardCount {
            fingerprint = GenerationFingerprint(arguments: Array(CommandLine.arguments.dropFirst()),
                                                executable: "/proc/\(getpid())/exe", girDirectories: folders)
            let outputs = (0..<shards).map { (output as NSString).appendingPathComponent("\(name)Bindings\($0).swift") }
            if let fingerprint, fingerprint.matchesLastGeneration(into: output, outputs: outputs, report: reportPath) {
                print("\(namespace): unchanged since the last generation")
                return
            }
            GenerationFingerprint.forget(output: output)
        }
        let (files, report) = try Generator.generate(girDirectories: folders, options: options)
        try Generator.write(files, to: output, report: report, reportPath: reportPath)
        try? fingerprint?.record(forOutput: output)
        let seconds = Date().timeIntervalSince(start)
        print(String(format: "%@: %d files, %d lines, coverage %.1f%% (%d of %d callables), %.2f s",
                     namespace, report.files, report.lines, report.coverage,
                     report.generatedEligibleCallables, report.eligibleCallables, seconds))
    }
}
