import Foundation
import Gtk
import VSMGtkTesting
import XCTest

/// `Settings`: GSettings without the aborts, on the app's real schema and a test schema.
final class SettingsTests: XCTestCase {
    private var schemas: CompiledSchemas!
    private var keyFile: TemporaryKeyFile!

    override func setUpWithError() throws {
        schemas = try CompiledSchemas()
        keyFile = try TemporaryKeyFile()
    }

    override func tearDown() {
        schemas?.remove()
        keyFile?.remove()
    }

    /// Runs a test body on the main actor with this test's schemas and key file.
    private func withSchemas(_ body: @MainActor (CompiledSchemas, TemporaryKeyFile) throws -> Void) throws {
        let schemas = self.schemas!
        let keyFile = self.keyFile!
        try onMainActor { try body(schemas, keyFile) }
    }

    // MARK: Opening

    func testAMissingSchema_throwsNamingItAndWhereItLooked_insteadOfAborting() throws { try withSchemas { schemas, keyFile in
        XCTAssertThrowsError(try Gio.Settings(schemaID: "io.github.vsmgtk.NoSuchSchema", schemaDirectory: schemas.directory)) { error in
            guard case .schemaNotFound(let id, let searched)? = error as? SettingsError else { return XCTFail("\(error)") }
            XCTAssertEqual(id, "io.github.vsmgtk.NoSuchSchema")
            XCTAssertEqual(searched.first, schemas.directory)
            XCTAssertTrue(searched.contains("/usr/share/glib-2.0/schemas"), "\(searched)")
            XCTAssertTrue("\(error)".hasPrefix("the GSettings schema 'io.github.vsmgtk.NoSuchSchema' is not installed (looked in: \(schemas.directory), "))
        }
        XCTAssertThrowsError(try Gio.Settings(schemaID: "io.github.vsmgtk.NoSuchSchema")) { error in
            XCTAssertNotNil(error as? SettingsError)
        }
    } }

    func testAnUnreadableSchemaFolder_andARelocatableSchema_areErrors() throws { try withSchemas { schemas, keyFile in
        XCTAssertThrowsError(try Gio.Settings(schemaID: CompiledSchemas.appSchemaID, schemaDirectory: "/nonexistent/schemas")) { error in
            guard case .schemaDirectoryUnusable(let directory, _)? = error as? SettingsError else { return XCTFail("\(error)") }
            XCTAssertEqual(directory, "/nonexistent/schemas")
        }
        XCTAssertThrowsError(try Gio.Settings(schemaID: CompiledSchemas.relocatableSchemaID, schemaDirectory: schemas.directory)) { error in
            XCTAssertEqual(error as? SettingsError, .relocatableSchema(schemaID: CompiledSchemas.relocatableSchemaID))
        }
    } }

    func testTheAppSchema_hasTheWindowKeysWithSaneDefaults() throws { try withSchemas { schemas, keyFile in
        let settings = try Gio.Settings(schemaID: CompiledSchemas.appSchemaID, schemaDirectory: schemas.directory, backend: .memory)
        XCTAssertEqual(settings.schemaID, CompiledSchemas.appSchemaID)
        XCTAssertEqual(settings.keys, ["server-url", "window-height", "window-maximized", "window-width"])
        XCTAssertEqual(try settings.value(String.self, forKey: "server-url"), "", "no server unless the person sets one")
        XCTAssertEqual(try settings.value(Int32.self, forKey: "window-width"), 560)
        XCTAssertEqual(try settings.value(Int32.self, forKey: "window-height"), 640)
        XCTAssertEqual(try settings.value(Bool.self, forKey: "window-maximized"), false)
        XCTAssertThrowsError(try settings.set(Int32(199), forKey: "window-width"))
        XCTAssertThrowsError(try settings.set(Int32(16385), forKey: "window-height"))
        XCTAssertNoThrow(try settings.set(Int32(16384), forKey: "window-width"))
    } }

    // MARK: Typed access

    func testEveryType_roundTrips() throws { try withSchemas { schemas, keyFile in
        let settings = try Gio.Settings(schemaID: CompiledSchemas.testSchemaID, schemaDirectory: schemas.directory, backend: .memory)
        try settings.set(Int32(7), forKey: "count")
        try settings.set(false, forKey: "enabled")
        try settings.set("Zoë \u{1F600}", forKey: "name")
        try settings.set(0.25, forKey: "ratio")
        try settings.set("dark", forKey: "mode")
        XCTAssertEqual(try settings.value(Int32.self, forKey: "count"), 7)
        XCTAssertEqual(try settings.value(Bool.self, forKey: "enabled"), false)
        XCTAssertEqual(try settings.value(String.self, forKey: "name"), "Zoë \u{1F600}")
        XCTAssertEqual(try settings.value(Double.self, forKey: "ratio"), 0.25)
        try settings.set("a\0b", forKey: "name")
        XCTAssertEqual(try settings.value(String.self, forKey: "name"), "a\u{FFFD}b", "NUL cannot be stored: replaced, not truncated")
        try settings.reset("count")
        XCTAssertEqual(try settings.value(Int32.self, forKey: "count"), 3)
    } }

    func testBadKeysTypesAndValues_throwNamingSchemaAndKey() throws { try withSchemas { schemas, keyFile in
        let settings = try Gio.Settings(schemaID: CompiledSchemas.testSchemaID, schemaDirectory: schemas.directory, backend: .memory)
        let id = CompiledSchemas.testSchemaID
        XCTAssertThrowsError(try settings.value(Int32.self, forKey: "nope")) { error in
            XCTAssertEqual(error as? SettingsError, .noSuchKey(schemaID: id, key: "nope"))
            XCTAssertEqual("\(error)", "the GSettings schema '\(id)' has no key 'nope'")
        }
        XCTAssertThrowsError(try settings.value(Bool.self, forKey: "count")) { error in
            XCTAssertEqual(error as? SettingsError, .wrongType(schemaID: id, key: "count", expected: "b", actual: "i"))
        }
        XCTAssertThrowsError(try settings.set("3", forKey: "count")) { error in
            XCTAssertEqual(error as? SettingsError, .wrongType(schemaID: id, key: "count", expected: "s", actual: "i"))
        }
        XCTAssertThrowsError(try settings.set(Int32(11), forKey: "count")) { error in
            XCTAssertEqual(error as? SettingsError, .outOfRange(schemaID: id, key: "count", value: "11"))
            XCTAssertEqual("\(error)", "11 is outside the range of the GSettings key 'count' of '\(id)'")
        }
        XCTAssertThrowsError(try settings.set("sepia", forKey: "mode")) { error in
            XCTAssertEqual(error as? SettingsError, .outOfRange(schemaID: id, key: "mode", value: "\"sepia\""))
        }
        XCTAssertThrowsError(try settings.reset("nope"))
        XCTAssertThrowsError(try settings.onChanged("nope") { _ in })
        XCTAssertEqual(try settings.value(Int32.self, forKey: "count"), 3, "nothing was written")
        XCTAssertTrue(settings.isWritable("count"))
        XCTAssertFalse(settings.isWritable("nope"))
    } }

    func testChangedHandlers_hearTheirKey() throws { try withSchemas { schemas, keyFile in
        let settings = try Gio.Settings(schemaID: CompiledSchemas.testSchemaID, schemaDirectory: schemas.directory, backend: .memory)
        var countChanges: [String] = []
        var allChanges: [String] = []
        try settings.onChanged("count") { countChanges.append($0) }
        try settings.onChanged { allChanges.append($0) }
        try settings.set(Int32(5), forKey: "count")
        try settings.set(true, forKey: "enabled")
        waitUntil("both changes are reported") { allChanges.count == 2 }
        XCTAssertEqual(countChanges, ["count"])
        XCTAssertEqual(allChanges, ["count", "enabled"])
    } }

    // MARK: Persistence

    /// A restart: new settings on a new keyfile backend read what the first ones wrote.
    func testAKeyFile_keepsValuesForTheNextSettings() throws { try withSchemas { schemas, keyFile in
        do {
            let first = try Gio.Settings(schemaID: CompiledSchemas.appSchemaID, schemaDirectory: schemas.directory,
                                     backend: .keyfile(path: keyFile.path))
            try first.set(Int32(900), forKey: "window-width")
            try first.set(true, forKey: "window-maximized")
            Gio.Settings.sync()
        }
        let second = try Gio.Settings(schemaID: CompiledSchemas.appSchemaID, schemaDirectory: schemas.directory,
                                  backend: .keyfile(path: keyFile.path))
        XCTAssertEqual(try second.value(Int32.self, forKey: "window-width"), 900)
        XCTAssertEqual(try second.value(Bool.self, forKey: "window-maximized"), true)
        XCTAssertEqual(try second.value(Int32.self, forKey: "window-height"), 640, "never written: the default")
    } }

    /// Another process (the gsettings tool with GSETTINGS_BACKEND=keyfile) sees our writes,
    /// and we see its.
    func testAnotherProcess_readsAndWritesTheSameKeyFile() throws { try withSchemas { schemas, keyFile in
        let settings = try Gio.Settings(schemaID: CompiledSchemas.appSchemaID, schemaDirectory: schemas.directory,
                                    backend: .keyfile(path: keyFile.path))
        try settings.set(Int32(777), forKey: "window-width")
        Gio.Settings.sync()
        XCTAssertEqual(try gsettings(["get", CompiledSchemas.appSchemaID, "window-width"], schemas: schemas, keyFile: keyFile), "777")
        _ = try gsettings(["set", CompiledSchemas.appSchemaID, "window-height", "555"], schemas: schemas, keyFile: keyFile)
        let reopened = try Gio.Settings(schemaID: CompiledSchemas.appSchemaID, schemaDirectory: schemas.directory,
                                    backend: .keyfile(path: keyFile.path))
        XCTAssertEqual(try reopened.value(Int32.self, forKey: "window-height"), 555)
    } }

    /// A damaged or hand-edited key file never crashes: GLib falls back to the default for a
    /// value that does not parse or is outside the key's range.
    func testADamagedKeyFile_readsAsDefaults() throws { try withSchemas { schemas, keyFile in
        let damaged: [String: String] = [
            "[io/github/vsmgtk/VSMProfile]\nwindow-width=abc\nwindow-height=99999999\nwindow-maximized=maybe\n": "garbage values",
            "\u{0}\u{1}not a key file at all [[[": "not a key file",
            "[io/github/vsmgtk/VSMProfile]\nwindow-width=-5\nwindow-height='420'\n": "wrong types and range",
        ]
        for (content, what) in damaged {
            try content.write(toFile: keyFile.path, atomically: true, encoding: .utf8)
            let settings = try Gio.Settings(schemaID: CompiledSchemas.appSchemaID, schemaDirectory: schemas.directory,
                                        backend: .keyfile(path: keyFile.path))
            XCTAssertEqual(try settings.value(Int32.self, forKey: "window-width"), 560, what)
            XCTAssertEqual(try settings.value(Int32.self, forKey: "window-height"), 640, what)
            XCTAssertEqual(try settings.value(Bool.self, forKey: "window-maximized"), false, what)
        }
    } }

    func testWrappers_keepOneIdentityPerObject() throws { try withSchemas { schemas, keyFile in
        let settings = try Gio.Settings(schemaID: CompiledSchemas.testSchemaID, schemaDirectory: schemas.directory, backend: .memory)
        XCTAssertTrue(Object.wrapper(for: UnsafeMutableRawPointer(settings.gObject)) === settings)
    } }
}
