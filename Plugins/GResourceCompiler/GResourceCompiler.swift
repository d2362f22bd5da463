import Foundation
import PackagePlugin

/// Compiles the target's GResource manifest (`*.gresource.xml`, one per target, in the
/// target's folder) with `glib-compile-resources` and embeds the bundle in the target as
/// `let gresourceBundleBase64: StaticString` (internal; wrap it with `Gtk.Resource`).
///
/// The manifest and every file it lists (`glib-compile-resources --generate-dependencies`)
/// are the command's declared inputs, so SwiftPM rebuilds the bundle whenever any of them
/// changes: a build can never run with a bundle older than its sources. File names in the
/// manifest are relative to the manifest's folder. A missing file or a malformed manifest
/// stops the build with glib-compile-resources' message.
@main
struct GResourceCompiler: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        do {
            return try commands(context: context, target: target)
        } catch {
            // SwiftPM reports a thrown error only as "build-tool plugin failures": say what failed.
            Diagnostics.error("GResourceCompiler (\(target.name)): \(error)")
            throw error
        }
    }

    private func commands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL
        let manifests = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".gresource.xml") }
        guard manifests.count == 1, let manifest = manifests.first else {
            throw PluginError("target \(target.name) needs exactly one *.gresource.xml in \(folder.path), found \(manifests.count)")
        }
        let compiler = try Self.findCompiler()
        let inputs = try Self.dependencies(of: manifest, sourceFolder: folder, compiler: compiler)
        let output = context.pluginWorkDirectoryURL.appending(path: "GResourceBundle.swift")
        return [
            .buildCommand(
                displayName: "Compiling GResource bundle \(manifest.lastPathComponent) for \(target.name)",
                executable: try context.tool(named: "gresource-embed").url,
                arguments: ["--compiler", compiler.path, "--sourcedir", folder.path,
                            "--manifest", manifest.path, "--output", output.path],
                inputFiles: [manifest] + inputs,
                outputFiles: [output]
            ),
        ]
    }

    /// `glib-compile-resources` on `PATH` (Debian: libglib2.0-bin).
    private static func findCompiler() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":").map(String.init) + ["/usr/bin"] {
            let candidate = URL(fileURLWithPath: folder).appending(path: "glib-compile-resources")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw PluginError("glib-compile-resources not found on PATH (Debian package libglib2.0-bin)")
    }

    /// The files the manifest lists, as glib-compile-resources resolves them.
    private static func dependencies(of manifest: URL, sourceFolder: URL, compiler: URL) throws -> [URL] {
        let process = Process()
        process.executableURL = compiler
        process.arguments = ["--generate-dependencies", "--sourcedir", sourceFolder.path, manifest.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let listed = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError("\(manifest.path): " + String(decoding: message, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return String(decoding: listed, as: UTF8.self).split(separator: "\n").map {
            URL(fileURLWithPath: String($0), relativeTo: sourceFolder).standardizedFileURL
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
