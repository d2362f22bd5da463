// swift-tools-version:6.1
// Swift 6 language mode (the default for tools 6.x) with complete strict concurrency.
// The modules and the direction of their dependencies: docs/Design.md, "Modules".
import Foundation
import PackageDescription

/// One compilation condition per minor release of a library, up to the installed one:
/// `GTK_4_0` … `GTK_4_18` where pkg-config reports GTK 4.18, `ADW_1_0` … `ADW_1_7` for
/// libadwaita 1.7, `GLIB_2_0` … `GLIB_2_84` for GLib 2.84. `#if ADW_1_5` then reads "built against libadwaita 1.5 or newer", so the
/// same source uses the newer widget where the system has it and the older one elsewhere,
/// and nobody keeps a list of versions by hand. No pkg-config, or no such library: none.
func versionConditions(_ prefix: String, pkgConfigName: String) -> [SwiftSetting] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--modversion", pkgConfigName]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return [] }
    let parts = String(decoding: data, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").compactMap { Int($0) }
    guard parts.count >= 2 else { return [] }
    return (0...parts[1]).map { .define("\(prefix)_\(parts[0])_\($0)") }
}

/// The conditions every Swift target of the package is compiled with.
let systemVersionConditions = versionConditions("GTK", pkgConfigName: "gtk4")
    + versionConditions("ADW", pkgConfigName: "libadwaita-1")
    + versionConditions("GLIB", pkgConfigName: "glib-2.0")

let package = Package(
    name: "vsm-gtk",
    products: [
        .library(name: "VSM", targets: ["VSM"]),
        .library(name: "VSMCombine", targets: ["VSMCombine"]),
        .library(name: "Gtk", targets: ["Gtk"]),
        .library(name: "VSMGtk", targets: ["VSMGtk"]),
        .library(name: "Adw", targets: ["Adw"]),
        .library(name: "UserProfile", targets: ["UserProfile"]),
        // Test kits: public, so another package tests its features the same way; linked by
        // test targets, never by the app.
        .library(name: "VSMTesting", targets: ["VSMTesting"]),
        .library(name: "VSMCombineTesting", targets: ["VSMCombineTesting"]),
        .library(name: "VSMGtkTesting", targets: ["VSMGtkTesting"]),
        .executable(name: "vsm-profile-gtk", targets: ["vsm-profile-gtk"]),
        .executable(name: "vsm-benchmarks", targets: ["VSMBenchmarks"]),
        .executable(name: "gtk-benchmarks", targets: ["GtkBenchmarks"]),
        .executable(name: "app-benchmarks", targets: ["AppBenchmarks"]),
        .executable(name: "vsm-journey", targets: ["vsm-journey"]),
        .executable(name: "profile-benchmarks", targets: ["ProfileBenchmarks"]),
        // Compiles a target's *.gresource.xml and embeds the bundle (see Plugins/GResourceCompiler).
        .plugin(name: "GResourceCompiler", targets: ["GResourceCompiler"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Readable journey diffs in VSMTesting's failure messages.
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `make docs`: the DocC catalogs of VSM, VSMCombine, VSMGtk and the test kits.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: VSM core (Swift Concurrency only) and its OpenCombine bridge
        .target(name: "VSM", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .target(
            name: "VSMCombine",
            dependencies: [
                "VSM",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]
        ),

        // MARK: Translations (GNU gettext from glibc; no GTK, so the headless feature uses it too)
        .systemLibrary(name: "CGettext"),
        .target(name: "Localization", dependencies: ["CGettext"]),
        // make pot: the Swift sources' messages as C that xgettext reads (no Swift parser in xgettext).
        .target(name: "LocalizationExtraction", dependencies: ["Localization"]),
        .executableTarget(
            name: "vsm-extract-strings",
            dependencies: ["LocalizationExtraction", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // MARK: GTK 4 from Swift
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(name: "Gtk", dependencies: ["CGtk"]),
        // libadwaita 1.2 (Debian 12) beside Gtk, never inside it: an app chooses.
        .systemLibrary(
            name: "CAdw",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        .target(name: "Adw", dependencies: ["CAdw", "Gtk"]),
        .target(name: "VSMGtk", dependencies: ["VSM", "Gtk", "CGtk", .product(name: "Logging", package: "swift-log")]),

        // MARK: GResource bundles compiled at build time and embedded in the binary
        // The plugin declares the manifest and every file it lists as inputs, so a source build
        // can never run with a stale bundle; gresource-embed is its tool.
        .executableTarget(name: "gresource-embed"),
        .plugin(name: "GResourceCompiler", capability: .buildTool(), dependencies: ["gresource-embed"]),
        .target(
            name: "ProfileAppResources",
            dependencies: ["Gtk"],
            exclude: ["ProfileApp.gresource.xml"],
            plugins: ["GResourceCompiler"]
        ),

        // MARK: The feature (headless) and the app
        .target(
            name: "UserProfile",
            dependencies: [
                "VSMCombine",   // merge(with:), as the specification's models use it
                "Localization", // gettext: its messages share the app's domain (seed 004's texts too)
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // Simulated latency and failures (the app's --simulate-* demo flags, and tests):
        // kept out of the production feature module.
        .target(
            name: "UserProfileFaultInjection",
            dependencies: ["UserProfile", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        .target(
            name: "ProfileApp",
            dependencies: [
                "VSM",
                "VSMCombine",
                "VSMGtk",
                "Gtk",
                "Adw",                   // libadwaita: its style sheet, the dark style
                "UserProfile",
                "UserProfileFaultInjection",
                "Localization",          // gettext set-up at start-up, the app's own messages
                "ProfileAppResources",   // the .ui files, style sheet and icon, embedded
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "vsm-profile-gtk", dependencies: ["ProfileApp", "Gtk"]),

        // MARK: State journeys (docs/StateJourneys.md): graph and coverage logic, and the command
        .target(
            name: "JourneyGraph",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "vsm-journey", dependencies: ["JourneyGraph"]),

        // MARK: Benchmarks (run in release mode; they print ratios, they are not tests)
        .executableTarget(
            name: "VSMBenchmarks",
            dependencies: [
                "VSM",
                "VSMCombine",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]
        ),
        // C baseline for gtk-benchmarks: g_idle_add posted from a C thread.
        .target(name: "CGtkBenchmarkBaseline", dependencies: ["CGtk"]),
        .executableTarget(
            name: "GtkBenchmarks",
            dependencies: ["Gtk", "VSM", "VSMGtk", "CGtk", "CGtkBenchmarkBaseline"]
        ),
        // Launch, memory and round trips of the release app against a C GTK 4 program it
        // compiles itself from CBaseline/ (excluded here: it is built with `cc`, not SwiftPM).
        .executableTarget(name: "AppBenchmarks", exclude: ["CBaseline"]),
        // The profile store's posts: a large profile's read and rows against a plain GRDB read
        // and a small profile, measured in the same run.
        .executableTarget(
            name: "ProfileBenchmarks",
            dependencies: ["UserProfile", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "OpenCombine", package: "OpenCombine")]
        ),

        // MARK: Test kits: public products for testing VSM features, headless and under Xvfb
        .target(
            name: "VSMTesting",
            dependencies: ["VSM", .product(name: "CustomDump", package: "swift-custom-dump")]
        ),
        // Publisher actions, kept apart so VSMTesting (like VSM) never pulls in OpenCombine.
        .target(
            name: "VSMCombineTesting",
            dependencies: ["VSMTesting", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // XTest (real key and pointer events under Xvfb) and Xlib, for VSMGtkTesting's C side.
        .systemLibrary(
            name: "CXTest",
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
            dependencies: ["VSMTesting", "VSMGtk", "Gtk", "CGtk", "CGtkTesting"]
        ),

        // MARK: Fuzzing (make proof): no product exposes these, so the app never links them.
        // A plain build replays the committed corpus; scripts/proof/fuzz.sh builds with libFuzzer.
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .target(
            name: "ProfileFuzzCore",
            dependencies: ["UserProfile", .product(name: "OpenCombine", package: "OpenCombine")],
            path: "Fuzz/ProfileFuzzCore"
        ),
        .executableTarget(name: "ProfileFuzz", dependencies: ["ProfileFuzzCore", "CLibFuzzer"], path: "Fuzz/ProfileFuzz"),

        // MARK: Tests (XCTest only: GTK tests cannot use Swift Testing; docs/Design.md, "Testing")
        // Helpers shared by the test targets (bounded waits, thread-safe probes), and the
        // GTK ones (display skip, main-loop waits). Regular targets living under Tests/:
        // no product exposes them, so the app and its package never build them.
        .target(name: "TestSupport", dependencies: ["VSM", "VSMTesting"], path: "Tests/TestSupport"),
        .target(name: "GtkTestSupport", dependencies: ["Gtk"], path: "Tests/GtkTestSupport"),
        // The child processes tests start (TestChild.url()): built beside the test bundle,
        // exposed by no product.
        .executableTarget(
            name: "vsm-test-child",
            dependencies: ["VSM", "VSMGtk", .product(name: "Logging", package: "swift-log")],
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
        // The GtkTests' own bundle, compiled by the plugin like the app's.
        .target(
            name: "GtkTestResources",
            dependencies: ["Gtk"],
            path: "Tests/GtkTestResources",
            exclude: ["test.gresource.xml", "files"],
            plugins: ["GResourceCompiler"]
        ),
        .testTarget(
            name: "GtkTests",
            dependencies: ["Gtk", "CGtk", "GtkTestSupport", "GtkTestResources", "Localization", "LocalizationTestSupport"]
        ),
        .testTarget(name: "ProfileAppResourcesTests", dependencies: ["ProfileAppResources", "Gtk"]),
        .testTarget(
            name: "VSMGtkTests",
            dependencies: [
                "VSMGtk", "VSM", "Gtk", "CGtk", "GtkTestSupport", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "VSMTestingTests", dependencies: ["VSMTesting", "VSMCombineTesting", "VSM", "TestSupport",
                                                          .product(name: "OpenCombine", package: "OpenCombine")]),
        .testTarget(name: "AdwTests", dependencies: ["Adw", "Gtk", "CGtk", "GtkTestSupport"]),
        .testTarget(name: "VSMGtkTestingTests", dependencies: ["VSMGtkTesting", "VSMTesting", "VSMGtk", "Gtk", "VSM"]),
        .testTarget(
            name: "UserProfileTests",
            dependencies: [
                "UserProfile", "UserProfileFaultInjection", "VSM", "VSMCombine", "TestSupport",
                "VSMTesting", "VSMCombineTesting",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // Catalogues compiled with msgfmt at test time, and locale switches that restore.
        .target(
            name: "LocalizationTestSupport",
            dependencies: ["Localization", "CGettext"],
            path: "Tests/LocalizationTestSupport"
        ),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "LocalizationTestSupport"]),
        .testTarget(name: "LocalizationExtractionTests", dependencies: ["LocalizationExtraction", "Localization"]),
        // The shipped catalogue (po/de.po) against the feature's real messages.
        .testTarget(name: "TranslationTests", dependencies: ["Localization", "LocalizationTestSupport", "UserProfile"]),
        .testTarget(name: "AppBenchmarksTests", dependencies: ["AppBenchmarks"]),
        .testTarget(name: "VSMBenchmarksTests", dependencies: ["VSMBenchmarks"]),
        .testTarget(name: "JourneyGraphTests", dependencies: ["JourneyGraph"]),
        .testTarget(
            name: "ProfileAppTests",
            dependencies: [
                "ProfileApp", "UserProfile", "UserProfileFaultInjection", "VSMGtk", "Gtk", "CGtk", "VSM",
                "GtkTestSupport", "ProfileAppResources", "Localization", "LocalizationTestSupport", "VSMGtkTesting",
            ]
        ),
    ]
)

for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    target.swiftSettings = (target.swiftSettings ?? []) + systemVersionConditions
}
