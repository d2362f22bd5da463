// swift-tools-version:6.1
// Benchmarks and fuzzing of the library and the profile app, in a package of their own so
// that neither the library nor the app builds them. Run in release mode; they print ratios
// against baselines measured in the same run (docs/Benchmarks.md). Swift 6 language mode.
import PackageDescription

/// The benchmark executables' command lines, and their tests, which parse through them.
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")

let package = Package(
    name: "vsm-gtk-benchmarks",
    products: [
        .executable(name: "vsm-benchmarks", targets: ["VSMBenchmarks"]),
        .executable(name: "gtk-benchmarks", targets: ["GtkBenchmarks"]),
        .executable(name: "app-benchmarks", targets: ["AppBenchmarks"]),
        .executable(name: "profile-benchmarks", targets: ["ProfileBenchmarks"]),
    ],
    dependencies: [
        // `name:` fixes the identities whatever the clone's folder is called.
        .package(name: "vsm-gtk", path: ".."),
        .package(name: "vsm-profile-gtk", path: "../App"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        // The executables' command lines, as in the tools (Tools/).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .executableTarget(
            name: "VSMBenchmarks",
            dependencies: [
                .product(name: "VSM", package: "vsm-gtk"),
                .product(name: "VSMCombine", package: "vsm-gtk"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                "CDispatchMainQueue",
                argumentParser,
            ]
        ),
        // libdispatch's main-queue drain, which the callgrind scenarios call on the main thread.
        .systemLibrary(name: "CDispatchMainQueue"),
        // C baseline for gtk-benchmarks: g_idle_add posted from a C thread.
        .target(name: "CGtkBenchmarkBaseline", dependencies: [.product(name: "CGtk", package: "vsm-gtk")]),
        .executableTarget(
            name: "GtkBenchmarks",
            dependencies: [
                "CGtkBenchmarkBaseline",
                .product(name: "Gtk", package: "vsm-gtk"),
                .product(name: "VSM", package: "vsm-gtk"),
                .product(name: "VSMGtk", package: "vsm-gtk"),
                .product(name: "CGtk", package: "vsm-gtk"),
                argumentParser,
            ]
        ),
        // Launch, memory and round trips of the release app against a C GTK 4 program it
        // compiles itself from CBaseline/ (excluded here: it is built with `cc`, not SwiftPM).
        .executableTarget(
            name: "AppBenchmarks",
            dependencies: [argumentParser],
            exclude: ["CBaseline"]
        ),
        // The profile store's posts: a large profile's read and rows against a plain GRDB read
        // and a small profile, measured in the same run.
        .executableTarget(
            name: "ProfileBenchmarks",
            dependencies: [
                .product(name: "UserProfile", package: "vsm-profile-gtk"),
                .product(name: "UserProfileStore", package: "vsm-profile-gtk"),
                .product(name: "Locking", package: "vsm-gtk"),  // the project's one lock
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                argumentParser,
            ]
        ),
        .testTarget(name: "AppBenchmarksTests", dependencies: ["AppBenchmarks", argumentParser]),
        .testTarget(name: "GtkBenchmarksTests", dependencies: ["GtkBenchmarks", "BenchmarkTestSupport", argumentParser]),
        .testTarget(name: "ProfileBenchmarksTests", dependencies: ["ProfileBenchmarks", argumentParser]),
        .testTarget(name: "VSMBenchmarksTests", dependencies: ["VSMBenchmarks", "BenchmarkTestSupport", argumentParser]),
        // Running the package's executables from their tests: a regular target under Tests/.
        .target(name: "BenchmarkTestSupport", dependencies: [.product(name: "VSMTesting", package: "vsm-gtk")],
                path: "Tests/BenchmarkTestSupport"),

        // MARK: Fuzzing (make proof): a plain build replays the committed corpus (Fuzz/corpus);
        // scripts/proof/fuzz.sh builds with libFuzzer.
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .target(
            name: "ProfileFuzzCore",
            dependencies: [
                .product(name: "UserProfile", package: "vsm-profile-gtk"),
                .product(name: "UserProfileStore", package: "vsm-profile-gtk"),
                .product(name: "Locking", package: "vsm-gtk"),  // the project's one lock
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Fuzz/ProfileFuzzCore"
        ),
        .executableTarget(name: "ProfileFuzz", dependencies: ["ProfileFuzzCore", "CLibFuzzer"], path: "Fuzz/ProfileFuzz"),
    ]
)
