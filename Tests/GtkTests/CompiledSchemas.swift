import Foundation
import VSMTesting
import XCTest

/// GSettings schemas compiled at test time (`glib-compile-schemas --strict`) into a new
/// temporary folder: the app's real schema from `data/`, and a test schema with one key of
/// each type the wrapper supports plus a relocatable schema.
struct CompiledSchemas {
    /// The folder holding `gschemas.compiled`.
    let directory: String

    static let appSchemaID = "io.github.vsmgtk.VSMProfile"
    static let testSchemaID = "io.github.vsmgtk.GtkTests.Settings"
    static let relocatableSchemaID = "io.github.vsmgtk.GtkTests.Relocatable"

    /// The project's `data/` folder.
    static let dataFolder: String = {
        var url = URL(fileURLWithPath: "\(#filePath)")
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("data").path
    }()

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-schemas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.dataFolder + "/\(Self.appSchemaID).gschema.xml",
            toPath: folder.appendingPathComponent("\(Self.appSchemaID).gschema.xml").path
        )
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <schemalist>
          <schema id="\(Self.testSchemaID)" path="/io/github/vsmgtk/GtkTests/Settings/">
            <key name="count" type="i"><default>3</default><range min="0" max="10"/></key>
            <key name="enabled" type="b"><default>true</default></key>
            <key name="name" type="s"><default>'anna'</default></key>
            <key name="ratio" type="d"><default>0.5</default></key>
            <key name="mode" type="s">
              <choices><choice value="light"/><choice value="dark"/></choices>
              <default>'light'</default>
            </key>
          </schema>
          <schema id="\(Self.relocatableSchemaID)">
            <key name="x" type="i"><default>1</default></key>
          </schema>
        </schemalist>
        """.write(to: folder.appendingPathComponent("\(Self.testSchemaID).gschema.xml"), atomically: true, encoding: .utf8)
        let compile = try ChildProcess.run("/usr/bin/glib-compile-schemas", ["--strict", folder.path])
        XCTAssertEqual(compile.status, 0, "glib-compile-schemas --strict: \(compile.errorOutput)")
        directory = folder.path
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}

/// A key file for the keyfile backend in a new temporary folder, laid out as
/// `GSETTINGS_BACKEND=keyfile` expects under `XDG_CONFIG_HOME`.
struct TemporaryKeyFile {
    /// What `XDG_CONFIG_HOME` should be for another process to use the same file.
    let configHome: String
    /// The key file.
    var path: String { configHome + "/glib-2.0/settings/keyfile" }

    init() throws {
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: configHome + "/glib-2.0/settings", withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: configHome)
    }
}

/// Runs the `gsettings` tool (libglib2.0-bin) in another process on `schemas` and the key
/// file of `keyFile`; returns its standard output without the final newline.
func gsettings(_ arguments: [String], schemas: CompiledSchemas, keyFile: TemporaryKeyFile) throws -> String {
    let run = try ChildProcess.run("/usr/bin/gsettings", arguments, environment: [
        "GSETTINGS_SCHEMA_DIR": schemas.directory, "GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": keyFile.configHome,
    ])
    XCTAssertEqual(run.status, 0, "gsettings \(arguments): \(run.errorOutput)")
    let text = run.output
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
}
