// swift-tools-version:6.1
// Notes: a small GNOME notes app on the VSM + GTK library, written only on the generated
// GTK and libadwaita bindings: the headless feature (NotesFeature), its SQLite store
// (NotesStore), the .ui layouts (NotesResources), the views (NotesUI) and the executable.
import Foundation
import PackageDescription

// The library's manifest defines the same conditions for its own targets; a manifest cannot
// import code from another, so the function is repeated here rather than shared (as App/ does).
/// One compilation condition per minor release of a library, up to the installed one:
/// `ADW_1_4` reads "built against libadwaita 1.4 or newer", so the same source uses
/// AdwNavigationSplitView where the system has it and AdwLeaflet elsewhere.
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
    name: "Notes",
    dependencies: [
        // This repository's library; `name:` fixes the identity whatever the clone's folder is called.
        .package(name: "vsm-gtk", path: "../.."),
        // The same GRDB the profile app uses, so the shared build folder builds it once.
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        // The feature: view states and models, no GTK (its tests need no display).
        .target(name: "NotesFeature", dependencies: [
            .product(name: "VSM", package: "vsm-gtk"),
            .product(name: "Locking", package: "vsm-gtk"),
        ]),
        // The notes on SQLite in the XDG data folder; never overwrites a file that is not ours.
        .target(name: "NotesStore", dependencies: ["NotesFeature", .product(name: "GRDB", package: "GRDB.swift")]),
        // The .ui layouts, compiled into the binary by the library's GResource plugin.
        .target(
            name: "NotesResources",
            dependencies: [.product(name: "Gtk", package: "vsm-gtk")],
            exclude: ["Notes.gresource.xml", "ui"],
            plugins: [.plugin(name: "GResourceCompiler", package: "vsm-gtk")]
        ),
        // The views: view controllers on the generated Gtk and Adw classes.
        .target(name: "NotesUI", dependencies: [
            "NotesFeature", "NotesResources",
            .product(name: "VSM", package: "vsm-gtk"),
            .product(name: "VSMGtk", package: "vsm-gtk"),
            .product(name: "Gtk", package: "vsm-gtk"),
            .product(name: "Adw", package: "vsm-gtk"),
            // GIO's GFile is not generated yet (a chooser's file is a plain GLib.Object):
            // its path is read through GIO's C call, g_file_get_path.
            .product(name: "CGtk", package: "vsm-gtk"),
        ]),
        .executableTarget(name: "vsm-notes", dependencies: [
            "NotesUI", "NotesFeature", "NotesStore",
            .product(name: "Gtk", package: "vsm-gtk"),
            .product(name: "Adw", package: "vsm-gtk"),
            .product(name: "VSMGtk", package: "vsm-gtk"),
        ]),
        // Model tests: no display, journeys of states with the VSMTesting kit.
        .testTarget(name: "NotesFeatureTests", dependencies: [
            "NotesFeature",
            .product(name: "VSM", package: "vsm-gtk"),
            .product(name: "VSMTesting", package: "vsm-gtk"),
        ]),
        // The SQLite store on temporary folders: first run, reopen, foreign and damaged files.
        .testTarget(name: "NotesStoreTests", dependencies: [
            "NotesStore", "NotesFeature", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // View tests under Xvfb: a person's clicks and keys with the VSMGtkTesting kit.
        .testTarget(name: "NotesUITests", dependencies: [
            "NotesUI", "NotesFeature",
            .product(name: "Gtk", package: "vsm-gtk"),
            .product(name: "Adw", package: "vsm-gtk"),
            .product(name: "VSM", package: "vsm-gtk"),
            .product(name: "VSMGtk", package: "vsm-gtk"),
            .product(name: "VSMTesting", package: "vsm-gtk"),
            .product(name: "VSMGtkTesting", package: "vsm-gtk"),
        ], exclude: ["__Snapshots__"]),
    ]
)

for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    target.swiftSettings = (target.swiftSettings ?? []) + systemVersionConditions
}
