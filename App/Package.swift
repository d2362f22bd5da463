// swift-tools-version:6.1
// The profile app, vsm-profile-gtk: the headless feature (UserProfile), its SQLite store
// (UserProfileStore), the GTK app (ProfileApp) and its executable, on the library in the
// folder above. Swift 6 language mode (the default for tools 6.x): complete strict concurrency.
import Foundation
import PackageDescription

// The library's manifest defines the same conditions for its own targets; a manifest cannot
// import code from another, so the function is repeated here rather than shared.
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
/// The conditions every Swift target of the package is compiled with: the app picks newer
/// libadwaita widgets where the system has them (`#if ADW_1_5`).
let systemVersionConditions = versionConditions("GTK", pkgConfigName: "gtk4")
    + versionConditions("ADW", pkgConfigName: "libadwaita-1")
    + versionConditions("GLIB", pkgConfigName: "glib-2.0")

let package = Package(
    name: "vsm-profile-gtk",
    products: [
        .executable(name: "vsm-profile-gtk", targets: ["vsm-profile-gtk"]),
        // The feature and its store, for the benchmarks and the fuzzer (Benchmarks/).
        .library(name: "UserProfile", targets: ["UserProfile"]),
        .library(name: "UserProfileStore", targets: ["UserProfileStore"]),
    ],
    dependencies: [
        // The library; `name:` fixes the identity whatever the clone's folder is called.
        .package(name: "vsm-gtk", path: ".."),
        // The username rules the server applies too (and, for the server's client, its API).
        .package(name: "vsm-profile-contract", path: "../Contract"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4", traits: []),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // MARK: The feature (headless) and the app
        .target(
            name: "UserProfile",
            dependencies: [
                .product(name: "VSMCombine", package: "vsm-gtk"),   // merge(with:), as the specification's models use it
                .product(name: "Localization", package: "vsm-gtk"), // gettext: its messages share the app's domain
                .product(name: "Locking", package: "vsm-gtk"),      // the project's one lock
                .product(name: "ProfileContract", package: "vsm-profile-contract"),  // the username rules, re-exported
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        // The repositories on SQLite: the schema and its upgrades, the opener that never
        // overwrites a foreign or damaged file, the watcher of other processes' commits.
        .target(
            name: "UserProfileStore",
            dependencies: [
                "UserProfile",
                .product(name: "Localization", package: "vsm-gtk"),
                .product(name: "Locking", package: "vsm-gtk"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The profile server's client: the contract's generated client (ProfileAPI) carried by
        // libsoup (the library's Soup module), typed errors, the event stream.
        .target(
            name: "ProfileServerClient",
            dependencies: [
                "UserProfile",
                .product(name: "ProfileAPI", package: "vsm-profile-contract"),
                .product(name: "Soup", package: "vsm-gtk"),
                .product(name: "Localization", package: "vsm-gtk"),
                .product(name: "Locking", package: "vsm-gtk"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // Offline-first on the server: the synchronizer between the SQLite cache (and its
        // outbox) and the server, the repositories the app uses in server mode, and the
        // connection's view states (the offline mark, a pending name, a conflict).
        .target(
            name: "ProfileSync",
            dependencies: [
                "UserProfile",
                "UserProfileStore",
                "ProfileServerClient",
                .product(name: "Locking", package: "vsm-gtk"),
                .product(name: "Localization", package: "vsm-gtk"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        // libsecret, for the server token kept in the desktop's Secret Service.
        .systemLibrary(name: "CSecret", pkgConfig: "libsecret-1", providers: [.apt(["libsecret-1-dev"])]),
        // Simulated latency and failures (the app's --simulate-* demo flags, and tests):
        // kept out of the production feature module.
        .target(
            name: "UserProfileFaultInjection",
            dependencies: [
                "UserProfile",
                .product(name: "Locking", package: "vsm-gtk"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        // The .ui files, style sheet and icons, compiled into the binary by the library's plugin.
        .target(
            name: "ProfileAppResources",
            dependencies: [.product(name: "Gtk", package: "vsm-gtk")],
            exclude: ["ProfileApp.gresource.xml"],
            plugins: [.plugin(name: "GResourceCompiler", package: "vsm-gtk")]
        ),
        .target(
            name: "ProfileApp",
            dependencies: [
                "UserProfile",
                "UserProfileStore",
                "ProfileServerClient",
                "ProfileSync",
                "CSecret",
                "UserProfileFaultInjection",
                "ProfileAppResources",
                .product(name: "VSM", package: "vsm-gtk"),
                .product(name: "VSMCombine", package: "vsm-gtk"),
                .product(name: "VSMGtk", package: "vsm-gtk"),
                .product(name: "Gtk", package: "vsm-gtk"),
                .product(name: "Adw", package: "vsm-gtk"),           // its style sheet, the dark style, the about dialog
                .product(name: "Localization", package: "vsm-gtk"),  // gettext set-up at start-up, the app's own messages
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),   // the app's runtime errors, through GLib's log
            ]
        ),
        .executableTarget(
            name: "vsm-profile-gtk",
            dependencies: ["ProfileApp", .product(name: "Gtk", package: "vsm-gtk")],
            // Linked by the toolchain's lld, for three things that keep the launch's resident
            // memory down (docs/Benchmarks.md, "Where the launch goes"):
            // - packed relative relocations (DT_RELR, glibc 2.36 and later: Debian 12 and 13):
            //   the binary's 87,000 relative relocations take 13 KiB instead of the 2 MiB the
            //   loader would read at every start;
            // - the functions a launch runs placed first, in the order of launch-order.txt
            //   (generated: make launch-order), so the kernel maps the few hundred KiB of code
            //   the launch runs rather than pages all over the binary. Names the binary no
            //   longer has are ignored, so a stale list only orders less;
            // - no dynamic symbol table of its own: the toolchain links a static Swift runtime
            //   with `-export-dynamic`, which exports every public symbol of every module (GRDB,
            //   OpenCombine, the bindings) although nothing loads or looks them up by name, and
            //   the dynamic loader then searches those tables for every symbol any library of
            //   the process binds, which keeps them resident from the first frame on. Nothing in
            //   the app resolves its own symbols at run time (no `dlsym`, no GtkBuilder signal
            //   handlers by name), so none is exported.
            linkerSettings: [
                .unsafeFlags([
                    "-use-ld=lld",
                    "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                    "-Xlinker", "--no-export-dynamic",
                    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/launch-order.txt",
                    "-Xlinker", "--no-warn-symbol-ordering",
                ]),
            ]
        ),

        // MARK: Tests (XCTest only: GTK tests cannot use Swift Testing)
        .testTarget(
            name: "UserProfileTests",
            dependencies: [
                "UserProfile", "UserProfileStore", "UserProfileFaultInjection",
                .product(name: "Locking", package: "vsm-gtk"),
                .product(name: "VSM", package: "vsm-gtk"),
                .product(name: "VSMCombine", package: "vsm-gtk"),
                .product(name: "VSMTesting", package: "vsm-gtk"),
                .product(name: "VSMCombineTesting", package: "vsm-gtk"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The server's client and the synchronizer against the real server across a real
        // link (network namespaces: scripts/netlab*.sh, root).
        .testTarget(
            name: "ProfileSyncTests",
            dependencies: [
                "ProfileServerClient", "ProfileSync", "UserProfile", "UserProfileStore",
                .product(name: "VSMGtkTesting", package: "vsm-gtk"),
                .product(name: "Locking", package: "vsm-gtk"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),  // counting requests
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // The shipped catalogue (po/de.po) against the feature's real messages.
        .testTarget(
            name: "TranslationTests",
            dependencies: [
                "UserProfile",
                .product(name: "Localization", package: "vsm-gtk"),
                .product(name: "LocalizationTesting", package: "vsm-gtk"),
            ]
        ),
        .testTarget(
            name: "ProfileAppResourcesTests",
            dependencies: ["ProfileAppResources", .product(name: "Gtk", package: "vsm-gtk")]
        ),
        .testTarget(
            name: "ProfileAppTests",
            dependencies: [
                "ProfileApp", "UserProfile", "UserProfileStore", "UserProfileFaultInjection", "ProfileAppResources",
                "ProfileSync",  // the connection banner's states
                .product(name: "Locking", package: "vsm-gtk"),  // the project's one lock
                .product(name: "OpenCombine", package: "OpenCombine"),  // the states a test feeds, the scripted stores
                .product(name: "VSM", package: "vsm-gtk"),
                .product(name: "VSMGtk", package: "vsm-gtk"),
                .product(name: "Gtk", package: "vsm-gtk"),
                .product(name: "Localization", package: "vsm-gtk"),
                .product(name: "LocalizationTesting", package: "vsm-gtk"),
                .product(name: "VSMGtkTesting", package: "vsm-gtk"),
                .product(name: "VSMTesting", package: "vsm-gtk"),
            ]
        ),
    ]
)

for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    target.swiftSettings = (target.swiftSettings ?? []) + systemVersionConditions
}
