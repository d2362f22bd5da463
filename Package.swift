// swift-tools-version:6.1
// Swift 6 language mode (the default for tools 6.x) with complete strict concurrency.
// Module map and dependency direction: ../shared/DESIGN.md §1.
import PackageDescription

let package = Package(
    name: "vsm-gtk",
    products: [
        .library(name: "VSM", targets: ["VSM"]),
        .library(name: "VSMCombine", targets: ["VSMCombine"]),
        .library(name: "Gtk", targets: ["Gtk"]),
        .library(name: "VSMGtk", targets: ["VSMGtk"]),
        .library(name: "UserProfile", targets: ["UserProfile"]),
        .executable(name: "vsm-profile-gtk", targets: ["vsm-profile-gtk"]),
        .executable(name: "vsm-benchmarks", targets: ["VSMBenchmarks"]),
        .executable(name: "gtk-benchmarks", targets: ["GtkBenchmarks"]),
        .executable(name: "app-benchmarks", targets: ["AppBenchmarks"]),
        .executable(name: "vsm-journey", targets: ["vsm-journey"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // MARK: VSM core (Swift Concurrency only) and its OpenCombine bridge
        .target(name: "VSM"),
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

        // MARK: GTK 4 from Swift
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(name: "Gtk", dependencies: ["CGtk"]),
        .target(name: "VSMGtk", dependencies: ["VSM", "Gtk"]),

        // MARK: The feature (headless) and the app
        .target(
            name: "UserProfile",
            dependencies: [
                "VSMCombine",   // merge(with:), as the specification's models use it
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
                "UserProfile",
                "UserProfileFaultInjection",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "vsm-profile-gtk", dependencies: ["ProfileApp", "Gtk"]),

        // MARK: State journeys (issue 14): the graph and coverage logic, and its command
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

        // MARK: Fuzzing (make proof): no product exposes these, so the app never links them.
        // A plain build replays the committed corpus; scripts/proof/fuzz.sh builds with libFuzzer.
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .target(
            name: "ProfileFuzzCore",
            dependencies: ["UserProfile", .product(name: "OpenCombine", package: "OpenCombine")],
            path: "Fuzz/ProfileFuzzCore"
        ),
        .executableTarget(name: "ProfileFuzz", dependencies: ["ProfileFuzzCore", "CLibFuzzer"], path: "Fuzz/ProfileFuzz"),

        // MARK: Tests (XCTest everywhere: GTK tests cannot use Swift Testing, DESIGN.md §6)
        // Helpers shared by the test targets (bounded waits, thread-safe probes), and the
        // GTK ones (display skip, main-loop waits). Regular targets living under Tests/:
        // no product exposes them, so the app and its package never build them.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "GtkTestSupport", dependencies: ["Gtk"], path: "Tests/GtkTestSupport"),
        .testTarget(name: "VSMTests", dependencies: ["VSM", "TestSupport"]),
        .testTarget(
            name: "VSMCombineTests",
            dependencies: ["VSM", "VSMCombine", "TestSupport", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        .testTarget(name: "GtkTests", dependencies: ["Gtk", "CGtk", "GtkTestSupport"]),
        .testTarget(name: "VSMGtkTests", dependencies: ["VSMGtk", "VSM", "Gtk", "CGtk", "GtkTestSupport", "TestSupport"]),
        .testTarget(
            name: "UserProfileTests",
            dependencies: [
                "UserProfile", "UserProfileFaultInjection", "VSM", "VSMCombine", "TestSupport",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "AppBenchmarksTests", dependencies: ["AppBenchmarks"]),
        .testTarget(name: "VSMBenchmarksTests", dependencies: ["VSMBenchmarks"]),
        .testTarget(name: "JourneyGraphTests", dependencies: ["JourneyGraph"]),
        .testTarget(
            name: "ProfileAppTests",
            dependencies: [
                "ProfileApp", "UserProfile", "UserProfileFaultInjection", "VSMGtk", "Gtk", "CGtk", "VSM",
                "GtkTestSupport",
            ]
        ),
    ]
)
