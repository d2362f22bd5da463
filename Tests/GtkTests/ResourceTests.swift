import Foundation
import Gtk
import GtkTestResources
import VSMGtkTesting
import Localization
import LocalizationTesting
import VSMTesting
import XCTest

/// GResource bundles: the test bundle is compiled and embedded by the GResourceCompiler
/// build plugin, then registered and read the way the app reads its own.
final class ResourceTests: XCTestCase {
    private static let prefix = GtkTestResources.prefix

    /// Each registered bundle is unregistered after its test, so tests do not see each other's.
    @MainActor private static func withRegisteredBundle(_ body: (Resource) throws -> Void) throws {
        let bundle = try GtkTestResources.bundle()
        bundle.register()
        defer { bundle.unregister() }
        try body(bundle)
    }

    // MARK: The bundle

    func testTheEmbeddedBundle_isByteForByteTheFilesOnDisk() throws {
        let bundle = try GtkTestResources.bundle()
        let files = [
            "ui/window.ui": "files/window.ui",
            "ui/broken.ui": "files/broken.ui",
            "style.css": "files/style.css",
            "broken.css": "files/broken.css",
            "icons/scalable/actions/vsm-test-symbolic.svg": "files/icons/scalable/actions/vsm-test-symbolic.svg",
        ]
        for (alias, source) in files {
            let onDisk = try Data(contentsOf: URL(fileURLWithPath: GtkTestResources.sourceFolder).appendingPathComponent(source))
            XCTAssertEqual(try bundle.data(at: "\(Self.prefix)/\(alias)"), Array(onDisk), alias)
        }
        XCTAssertEqual(bundle.children(of: Self.prefix), ["broken.css", "icons/", "style.css", "ui/"])
        XCTAssertTrue(bundle.contains(Self.prefix + "/ui/window.ui"))
        XCTAssertFalse(bundle.contains(Self.prefix + "/ui/"), "a folder is not a file (children(of:) lists it)")
        XCTAssertFalse(bundle.contains(Self.prefix + "/nothing"))
        XCTAssertEqual(bundle.children(of: "/no/such/folder"), [])
    }

    func testAMissingPath_throwsNotFoundNamingIt() throws {
        let bundle = try GtkTestResources.bundle()
        XCTAssertThrowsError(try bundle.data(at: "/io/github/vsmgtk/GtkTests/none.ui")) { error in
            XCTAssertEqual(error as? ResourceError, .notFound(path: "/io/github/vsmgtk/GtkTests/none.ui"))
            XCTAssertEqual("\(error)", "no resource at '/io/github/vsmgtk/GtkTests/none.ui'")
        }
    }

    func testBytesThatAreNotABundle_areRefusedWithTheirName() {
        for (bytes, name) in [([UInt8](), "empty"), (Array("<gresources/>".utf8), "xml"), ([UInt8](repeating: 0xFF, count: 64), "noise")] {
            XCTAssertThrowsError(try Resource(data: bytes, name: name)) { error in
                guard case .invalidBundle(let reported, let message)? = error as? ResourceError else {
                    return XCTFail("unexpected \(error)")
                }
                XCTAssertEqual(reported, name)
                XCTAssertFalse(message.isEmpty)
            }
        }
        XCTAssertThrowsError(try Resource(base64Encoded: "not base64 at all!!", name: "text"))
    }

    func testABundleFile_loadsLikeTheEmbeddedOne_andAMissingFileIsNamed() throws {
        let bytes = try GtkTestResources.bundle().data(at: Self.prefix + "/style.css")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-\(UUID().uuidString).gresource")
        defer { try? FileManager.default.removeItem(at: file) }
        // The embedded bundle's own bytes, written out as a .gresource file.
        let compiled = try Self.compiledTestBundle()
        try Data(compiled).write(to: file)
        let loaded = try Resource(contentsOfFile: file.path)
        XCTAssertEqual(try loaded.data(at: Self.prefix + "/style.css"), bytes)
        XCTAssertThrowsError(try Resource(contentsOfFile: "/nonexistent/app.gresource")) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot load the GResource bundle '/nonexistent/app.gresource': "), "\(error)")
        }
    }

    /// The test bundle compiled by glib-compile-resources here, as a file would hold it.
    private static func compiledTestBundle() throws -> [UInt8] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-\(UUID().uuidString).gresource")
        defer { try? FileManager.default.removeItem(at: output) }
        let compile = try ChildProcess.run("/usr/bin/glib-compile-resources", [
            "--sourcedir", GtkTestResources.sourceFolder, "--target", output.path,
            GtkTestResources.sourceFolder + "/test.gresource.xml",
        ])
        XCTAssertEqual(compile.status, 0, compile.errorOutput)
        return Array(try Data(contentsOf: output))
    }

    func testRegistration_isWhatMakesPathsVisible_andIsIdempotent() throws {
        let bundle = try GtkTestResources.bundle()
        XCTAssertFalse(Resource.isRegistered(path: Self.prefix + "/style.css"))
        bundle.register()
        bundle.register()
        XCTAssertTrue(Resource.isRegistered(path: Self.prefix + "/style.css"))
        XCTAssertFalse(try Resource.registeredData(at: Self.prefix + "/style.css").isEmpty)
        bundle.unregister()
        XCTAssertFalse(Resource.isRegistered(path: Self.prefix + "/style.css"), "registered twice, unregistered once: gone")
        XCTAssertThrowsError(try Resource.registeredData(at: Self.prefix + "/style.css"))
    }

    // MARK: Builder, CSS and icons from the bundle

    func testBuilder_loadsAUIFileFromTheBundle() throws { try onMainActor(Self.checkBuilderLoadsAUIFileFromTheBundle) }
    @MainActor private static func checkBuilderLoadsAUIFileFromTheBundle() throws {
        try requireDisplay()
        try withRegisteredBundle { _ in
            let builder = try Builder.load(resource: prefix + "/ui/window.ui")
            let label: Label = try builder.object(id: "greeting")
            XCTAssertEqual(label.text, "Hello from a resource")
            let window: Window = try builder.object(id: "window")
            XCTAssertEqual(window.title, "Retry")
            window.destroy()
        }
    }

    func testUIErrors_nameTheResourceAndTheID() throws { try onMainActor(Self.checkUIErrorsNameTheResourceAndTheID) }
    @MainActor private static func checkUIErrorsNameTheResourceAndTheID() throws {
        try requireDisplay()
        try withRegisteredBundle { _ in
            let builder = try Builder.load(resource: prefix + "/ui/window.ui")
            XCTAssertThrowsError(try builder.object(Button.self, id: "save")) { error in
                XCTAssertEqual("\(error)", "GtkBuilder file 'resource:///io/github/vsmgtk/GtkTests/ui/window.ui' "
                                   + "has no object with id 'save' (expected a GtkButton)")
            }
            XCTAssertThrowsError(try builder.object(Button.self, id: "greeting")) { error in
                XCTAssertEqual("\(error)", "GtkBuilder file 'resource:///io/github/vsmgtk/GtkTests/ui/window.ui': "
                                   + "object 'greeting' is a GtkLabel, expected a GtkButton")
            }
            XCTAssertThrowsError(try Builder.load(resource: prefix + "/ui/broken.ui")) { error in
                let text = "\(error)"
                XCTAssertTrue(text.hasPrefix("cannot load GtkBuilder file 'resource:///io/github/vsmgtk/GtkTests/ui/broken.ui': "), text)
                XCTAssertTrue(text.contains("NoSuchWidgetClass"), text)
            }
            XCTAssertThrowsError(try Builder.load(resource: prefix + "/ui/missing.ui")) { error in
                XCTAssertEqual(error as? BuilderLookupError, .cannotLoad(file: "resource:///io/github/vsmgtk/GtkTests/ui/missing.ui",
                                                                 message: "no registered GResource bundle has this path"))
            }
        }
        XCTAssertThrowsError(try Builder.load(resource: prefix + "/ui/window.ui"), "unregistered: not found")
    }

    func testCSS_loadsFromTheBundle_andReportsFileAndPlaceOfAnError() throws { try onMainActor(Self.checkCSS) }
    @MainActor private static func checkCSS() throws {
        try requireDisplay()
        try withRegisteredBundle { _ in
            try CssProvider().load(fromResource: prefix + "/style.css")
            XCTAssertThrowsError(try CssProvider().load(fromResource: prefix + "/broken.css")) { error in
                let text = "\(error)"
                XCTAssertTrue(text.hasPrefix("cannot load CSS file 'resource:///io/github/vsmgtk/GtkTests/broken.css': "), text)
                XCTAssertTrue(text.contains("1:"), "the message gives the line: \(text)")
            }
            XCTAssertThrowsError(try CssProvider().load(fromResource: prefix + "/missing.css")) { error in
                XCTAssertEqual("\(error)", "cannot load CSS file 'resource:///io/github/vsmgtk/GtkTests/missing.css': "
                                   + "no registered GResource bundle has this path")
            }
        }
    }

    func testIcons_underAResourcePath_joinTheIconTheme() throws { try onMainActor(Self.checkIcons) }
    @MainActor private static func checkIcons() throws {
        try requireDisplay()
        try withRegisteredBundle { _ in
            XCTAssertFalse(IconTheme.hasIcon(named: "vsm-test-symbolic"))
            XCTAssertTrue(IconTheme.addResourcePath(prefix + "/icons"))
            XCTAssertTrue(IconTheme.hasIcon(named: "vsm-test-symbolic"))
        }
    }

    /// The `.ui` file's translatable strings go through gettext like the app's.
    func testTranslatableStrings_inABundlesUIFile_areTranslated() throws { try onMainActor(Self.checkTranslation) }
    @MainActor private static func checkTranslation() throws {
        try requireDisplay()
        let catalogue = try CompiledCatalogue(po: """
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "Retry"
        msgstr "Erneut versuchen"

        msgid "Hello from a resource"
        msgstr "Hallo aus einer Ressource"
        """)
        defer { catalogue.remove() }
        try withRegisteredBundle { _ in
            try withTranslations(from: catalogue.directory, language: "de") {
                let builder = try Builder.load(resource: prefix + "/ui/window.ui")
                let label: Label = try builder.object(id: "greeting")
                let window: Window = try builder.object(id: "window")
                XCTAssertEqual(label.text, "Hallo aus einer Ressource")
                XCTAssertEqual(window.title, "Erneut versuchen")
                window.destroy()
            }
        }
    }
}
