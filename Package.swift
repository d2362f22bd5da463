// swift-tools-version:6.1
// Swift 6 language mode (the default for tools 6.x) with complete strict concurrency.
// The library: VSM, its OpenCombine bridge, GTK 4 and libadwaita from Swift, the VSM-GTK glue,
// translations, the test kits and the two build plugins the library and its apps use (the
// GIR binding generator and the GResource compiler). The app (App/), the benchmarks
// (Benchmarks/) and the tools (Tools/) are packages of their own. No path dependencies: SwiftPM
// refuses a package resolved by URL whose manifest has one. The modules and the direction of
// their dependencies: docs/Design.md, "Modules".
import Foundation
import PackageDescription

/// The output of `pkg-config ARGUMENTS` on this machine; nil without pkg-config or the library.
func pkgConfig(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
}

/// One compilation condition per minor release of a library, up to the installed one:
/// `GTK_4_0` … `GTK_4_18` where pkg-config reports GTK 4.18, `ADW_1_0` … `ADW_1_7` for
/// libadwaita 1.7, `GLIB_2_0` … `GLIB_2_84` for GLib 2.84. `#if ADW_1_5` then reads "built against libadwaita 1.5 or newer", so the
/// same source uses the newer widget where the system has it and the older one elsewhere,
/// and nobody keeps a list of versions by hand. No pkg-config, or no such library: none.
func versionConditions(_ prefix: String, pkgConfigName: String) -> [SwiftSetting] {
    guard let version = pkgConfig(["--modversion", pkgConfigName]) else { return [] }
    let parts = version.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").compactMap { Int($0) }
    guard parts.count >= 2 else { return [] }
    return (0...parts[1]).map { .define("\(prefix)_\(parts[0])_\($0)") }
}

/// A system library's `pkgConfig:`: the package's own `name`.pc (`pkgconfig/debian-12/gtk4.pc`,
/// written by scripts/trim-pkgconfig.sh) where it lists the include paths and libraries that
/// pkg-config reports here, else `name` itself. The copy holds only those; Debian's files add
/// `-pthread`, `-msse2` and the like, which SwiftPM drops with a "prohibited flag(s)" warning in
/// every build of this package and of each package using it. With the plain name the build is
/// the same, warnings included (docs/Design.md, "What a consumer builds").
func trimmedPkgConfig(_ name: String) -> String {
    let folder = Context.packageDirectory + "/pkgconfig"
    func flags(_ text: Substring) -> Set<Substring> { Set(text.split(whereSeparator: \.isWhitespace)) }
    // SwiftPM splits the value at spaces, so a path with one cannot be used.
    guard !folder.contains(" "),
          let here = pkgConfig(["--cflags-only-I", "--libs-only-L", "--libs-only-l", name])
    else { return name }
    let releases = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    for release in releases {
        let file = "\(folder)/\(release)/\(name).pc"
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
        let shipped = text.split(separator: "\n")
            .filter { $0.hasPrefix("Cflags:") || $0.hasPrefix("Libs:") }
            .flatMap { flags($0.drop { $0 != ":" }.dropFirst()) }
        if Set(shipped) == flags(Substring(here)) { return file }
    }
    return name
}

/// The conditions every Swift target of the package is compiled with: the generated
/// bindings of each namespace use its own (`GIO_2_32`, `GDK_4_6`, `PANGO_1_44`).
let systemVersionConditions = versionConditions("GTK", pkgConfigName: "gtk4")
    + versionConditions("ADW", pkgConfigName: "libadwaita-1")
    + versionConditions("GLIB", pkgConfigName: "glib-2.0")
    + versionConditions("GOBJECT", pkgConfigName: "gobject-2.0")
    + versionConditions("GIO", pkgConfigName: "gio-2.0")
    + versionConditions("PANGO", pkgConfigName: "pango")
    + versionConditions("GDK", pkgConfigName: "gtk4")
    + versionConditions("GSK", pkgConfigName: "gtk4")
    + versionConditions("GRAPHENE", pkgConfigName: "graphene-gobject-1.0")
    + versionConditions("CAIRO", pkgConfigName: "cairo-gobject")
    + versionConditions("SOUP", pkgConfigName: "libsoup-3.0")

/// The build plugin that generates a module's bindings from its `GIRBindings.json`.
let bindings = Target.PluginUsage.plugin(name: "GIRBindings")

let package = Package(
    name: "vsm-gtk",
    products: [
        .library(name: "VSM", targets: ["VSM"]),
        // The one lock (a pthread mutex ThreadSanitizer can see), for the library and the app.
        .library(name: "Locking", targets: ["Locking"]),
        .library(name: "VSMCombine", targets: ["VSMCombine"]),
        .library(name: "GLib", targets: ["GLib"]),
        .library(name: "Gio", targets: ["Gio"]),
        .library(name: "Graphene", targets: ["Graphene"]),
        .library(name: "Cairo", targets: ["Cairo"]),
        .library(name: "Pango", targets: ["Pango"]),
        .library(name: "Gdk", targets: ["Gdk"]),
        .library(name: "Gsk", targets: ["Gsk"]),
        .library(name: "Gtk", targets: ["Gtk"]),
        .library(name: "Adw", targets: ["Adw"]),
        .library(name: "Soup", targets: ["Soup"]),
        .library(name: "VSMGtk", targets: ["VSMGtk"]),
        .library(name: "Localization", targets: ["Localization"]),
        // GTK's C API itself, for code that measures the bindings against plain C (the
        // benchmarks); an app uses Gtk and Adw.
        .library(name: "CGtk", targets: ["CGtk"]),
        // Test kits: public, so another package tests its features the same way; linked by
        // test targets, never by an app.
        .library(name: "VSMTesting", targets: ["VSMTesting"]),
        .library(name: "VSMCombineTesting", targets: ["VSMCombineTesting"]),
        .library(name: "VSMGtkTesting", targets: ["VSMGtkTesting"]),
        .library(name: "LocalizationTesting", targets: ["LocalizationTesting"]),
        // An app's GResource bundle: a target holding one *.gresource.xml gets it compiled by
        // glib-compile-resources at build time and embedded (Resource(base64Encoded:) in Gtk).
        .plugin(name: "GResourceCompiler", targets: ["GResourceCompiler"]),
        // The generator's model, parser and emitter, for its tests (Tools/GIRGenerator); the
        // library's own modules get their bindings from the GIRBindings plugin.
        .library(name: "GIRGeneratorCore", targets: ["GIRGeneratorCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        // Readable journey diffs in VSMTesting's failure messages.
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        // The kits report failed expectations through IssueReporting (XCTest or Swift Testing).
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // vsm-test-child's command line, as the project's other executables parse theirs. No
        // product's target depends on it (the plugins' tools parse their fixed command lines
        // by hand), so a package using the library never builds it.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `make docs`: the DocC catalogs of VSM, VSMCombine, VSMGtk and the test kits.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: The build plugins and their tools (host executables, built once per build)
        // The GIR → Swift generator (Tools/GIRGenerator/README.md): model, parser, naming and
        // type mapping, emitter and report; no I/O besides reading GIR files and writing the
        // output folder, so its tests drive it directly.
        .target(name: "GIRGeneratorCore"),
        .executableTarget(name: "gir-swift", dependencies: ["GIRGeneratorCore"]),
        // GLib … Adw get their classes and value types generated from the system's GIR files
        // at build time: a target with a GIRBindings.json uses this plugin.
        .plugin(name: "GIRBindings", capability: .buildTool(), dependencies: ["gir-swift"]),
        // The plugin declares the manifest and every file it lists as inputs, so a source build
        // can never run with a stale bundle; gresource-embed is its tool.
        .executableTarget(name: "gresource-embed"),
        .plugin(name: "GResourceCompiler", capability: .buildTool(), dependencies: ["gresource-embed"]),

        // MARK: The one lock, below everything else (docs/Design.md, "Modules")
        .target(name: "Locking"),

        // MARK: VSM core (Swift Concurrency only) and its OpenCombine bridge
        .target(name: "VSM", dependencies: ["Locking", .product(name: "Logging", package: "swift-log")]),
        .target(
            name: "VSMCombine",
            dependencies: [
                "VSM",
                "Locking",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]
        ),

        // MARK: Translations and formats (gettext and locales from glibc, time zones from GLib; no
        // GTK, so a headless feature uses it too)
        .systemLibrary(name: "CGettext"),
        .target(name: "Localization", dependencies: ["CGettext", "CGLib"]),

        // MARK: GLib and GObject from Swift: one wrapper per object, checked signals, the main loop
        .systemLibrary(
            name: "CGLib",
            pkgConfig: trimmedPkgConfig("gio-2.0"),
            providers: [.apt(["libglib2.0-dev"])]
        ),
        // GIO's Unix-only records (mounts), declared in headers gio/gio.h does not include.
        .systemLibrary(name: "CGioUnix", pkgConfig: trimmedPkgConfig("gio-unix-2.0"), providers: [.apt(["libglib2.0-dev"])]),
        .target(name: "GLib", dependencies: ["CGLib"], exclude: ["GIRBindings.json"], plugins: [bindings]),
        // GIO, Pango, GDK and GSK, generated in full (classes, interfaces, value types) for the
        // installed releases.
        .target(name: "Gio", dependencies: ["GLib", "CGLib", "CGioUnix"], exclude: ["GIRBindings.json"], plugins: [bindings]),
        // Value types of Graphene and cairo that GSK's and GTK's API mention (boxed records).
        .target(name: "Graphene", dependencies: ["GLib", "CGtk"], exclude: ["GIRBindings.json"], plugins: [bindings]),
        .target(name: "Cairo", dependencies: ["GLib", "CGtk"], exclude: ["GIRBindings.json"], plugins: [bindings]),
        .target(name: "Pango", dependencies: ["GLib", "Gio", "CGtk"], exclude: ["GIRBindings.json"], plugins: [bindings]),
        .target(name: "Gdk", dependencies: ["GLib", "Gio", "Pango", "Cairo", "CGtk"], exclude: ["GIRBindings.json"], plugins: [bindings]),
        .target(name: "Gsk", dependencies: ["GLib", "Gio", "Pango", "Gdk", "Graphene", "Cairo", "CGtk"], exclude: ["GIRBindings.json"], plugins: [bindings]),

        // MARK: GTK 4 from Swift
        .systemLibrary(
            name: "CGtk",
            pkgConfig: trimmedPkgConfig("gtk4"),
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // GTK's Unix printing classes, declared in a header gtk/gtk.h does not include.
        .systemLibrary(name: "CGtkUnixPrint", pkgConfig: trimmedPkgConfig("gtk4-unix-print"), providers: [.apt(["libgtk-4-dev"])]),
        .target(
            name: "Gtk",
            dependencies: ["GLib", "Gio", "Pango", "Gdk", "Gsk", "Graphene", "Cairo", "CGLib", "CGtk", "CGtkUnixPrint", "Locking"],
            exclude: ["GIRBindings.json"],
            plugins: [bindings]
        ),
        // libadwaita beside Gtk, never inside it: an app chooses.
        .systemLibrary(
            name: "CAdw",
            pkgConfig: trimmedPkgConfig("libadwaita-1"),
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        .target(name: "Adw", dependencies: ["CAdw", "Gtk", "Gio", "Pango", "Gdk", "Gsk", "Graphene", "Cairo", "CGLib", "CGtk"], exclude: ["GIRBindings.json"], plugins: [bindings]),
        .systemLibrary(
            name: "CSoup",
            pkgConfig: trimmedPkgConfig("libsoup-3.0"),
            providers: [.apt(["libsoup-3.0-dev"])]
        ),
        .target(name: "Soup", dependencies: ["CSoup", "Gio", "GLib", "CGLib"], exclude: ["GIRBindings.json"], plugins: [bindings]),
        .target(name: "VSMGtk", dependencies: ["VSM", "Gtk", "CGLib", "CGtk", .product(name: "Logging", package: "swift-log")]),

        // MARK: Test kits: public products for testing VSM features, headless and under Xvfb
        .target(
            name: "VSMTesting",
            dependencies: [
                "VSM",
                "Locking",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ]
        ),
        // Publisher actions, kept apart so VSMTesting (like VSM) never pulls in OpenCombine.
        .target(
            name: "VSMCombineTesting",
            dependencies: ["VSMTesting", "Locking", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // XTest (real key and pointer events under Xvfb) and Xlib, for VSMGtkTesting's C side.
        .systemLibrary(
            name: "CXTest",
            // Debian's xtst.pc has only -I and -l: nothing to trim.
            pkgConfig: "xtst",
            providers: [.apt(["libxtst-dev", "libx11-dev"])]
        ),
        // What VSMGtkTesting needs from C: variadic accessibility checks, event counting, X11.
        .target(
            name: "CGtkTesting",
            dependencies: ["CGtk", "CXTest"],
            // libXtst comes from xtst's pkg-config; Xlib is only its private dependency there.
            linkerSettings: [.linkedLibrary("X11")]
        ),
        .target(
            name: "VSMGtkTesting",
            dependencies: ["VSMTesting", "VSMGtk", "Gtk", "CGLib", "CGtk", "CGtkTesting"]
        ),
        // Catalogues compiled with msgfmt at test time, and locale switches that restore.
        .target(name: "LocalizationTesting", dependencies: ["Localization", "CGettext"]),

        // MARK: Tests (XCTest only: GTK tests cannot use Swift Testing; docs/Design.md, "Testing")
        // Thread-safe probes shared by the headless suites: a regular target under Tests/ that
        // no product exposes.
        .target(name: "TestSupport", dependencies: ["VSM", "VSMTesting", "Locking"], path: "Tests/TestSupport"),
        // The child processes tests start (TestChild.url()): built beside the test bundle,
        // exposed by no product.
        .executableTarget(
            name: "vsm-test-child",
            dependencies: [
                "VSM", "VSMGtk", "Adw", .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tests/vsm-test-child"
        ),
        .testTarget(name: "VSMTests", dependencies: ["VSM", "TestSupport", .product(name: "Logging", package: "swift-log")]),
        // Code written for the Apple library's 2.0 (non-Sendable struct models, `@concurrent`
        // work, builder sequences, class models, `@Observable` stores), compiled with only its
        // imports changed, and tests of the states it goes through.
        .testTarget(name: "VSM20PortingTests", dependencies: ["VSM", "VSMTesting", "TestSupport"]),
        .testTarget(
            name: "VSMCombineTests",
            dependencies: ["VSM", "VSMCombine", "TestSupport", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // The GtkTests' own bundle, compiled by the plugin like an app's.
        .target(
            name: "GtkTestResources",
            dependencies: ["Gtk"],
            path: "Tests/GtkTestResources",
            exclude: ["test.gresource.xml", "files"],
            plugins: ["GResourceCompiler"]
        ),
        .testTarget(
            name: "GtkTests",
            dependencies: ["Gtk", "CGLib", "CGtk", "VSMGtkTesting", "VSMTesting", "GtkTestResources", "Localization",
                           "LocalizationTesting"]
        ),
        .testTarget(
            name: "VSMGtkTests",
            dependencies: [
                "VSMGtk", "VSM", "Gtk", "CGtk", "VSMGtkTesting", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "VSMTestingTests", dependencies: ["VSMTesting", "VSMCombineTesting", "VSM", "Locking", "TestSupport",
                                                          .product(name: "OpenCombine", package: "OpenCombine"),
                                                          .product(name: "IssueReporting", package: "xctest-dynamic-overlay")]),
        .testTarget(name: "AdwTests", dependencies: ["Adw", "Gtk", "CGtk", "Soup", "VSMGtkTesting", "VSMGtk", "VSM", "VSMTesting",
                                                   "TestSupport"]),
        .testTarget(name: "VSMGtkTestingTests", dependencies: ["VSMGtkTesting", "VSMTesting", "VSMGtk", "Gtk", "VSM"]),
        // The value types generated at build time, against the C libraries they wrap (headless).
        .testTarget(name: "GeneratedBindingsTests", dependencies: ["GLib", "Gio", "Pango", "Gdk", "Gsk", "CGLib", "CGtk", "VSMGtkTesting"]),
        .testTarget(name: "SoupTests", dependencies: ["Soup", "CSoup", "Gio", "GLib", "CGLib", "VSMGtkTesting"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "LocalizationTesting"]),
    ]
)

for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    target.swiftSettings = (target.swiftSettings ?? []) + systemVersionConditions
}
