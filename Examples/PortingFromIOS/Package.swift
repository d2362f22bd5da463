// swift-tools-version:6.1
// A package that depends on vsm-gtk as any other would, holding code written for the Apple
// VSM library: the specification's builder-pattern models and view-state extensions with
// only their imports changed, and the library's 2.0 idioms (builder, bind, a non-Sendable
// model, debounced: 0.3, .enumLabel).
// Swift 6 language mode with complete strict concurrency, like the library.
import PackageDescription

let package = Package(
    name: "PortingFromIOS",
    dependencies: [
        // This repository's library; `name:` fixes the identity whatever the clone's folder is called.
        .package(name: "vsm-gtk", path: "../.."),
        // Combine's API on Linux, as the specification's `AnyPublisher` / `Just` need.
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // The builder-pattern models and view-state extensions as written for iOS: only `import
        // Combine` became OpenCombine + VSMCombine. No GTK, so its tests run without a display.
        .target(name: "ProfileFeature", dependencies: [
            .product(name: "VSMCombine", package: "vsm-gtk"),
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),  // the stand-in repository's queue
        ]),
        // The 2.0 idioms on a small search feature: builder, bind, a class model, debounce.
        .target(name: "SearchFeature", dependencies: [
            .product(name: "VSM", package: "vsm-gtk"),
        ]),
        // The search screen in GTK: entry.bind(text:) with `debounced: 0.3`.
        .target(name: "SearchUI", dependencies: [
            "SearchFeature",
            .product(name: "VSM", package: "vsm-gtk"),
            .product(name: "VSMGtk", package: "vsm-gtk"),
            .product(name: "Gtk", package: "vsm-gtk"),
        ]),
        .testTarget(name: "ProfileFeatureTests", dependencies: [
            "ProfileFeature",
            .product(name: "VSM", package: "vsm-gtk"),
            .product(name: "VSMTesting", package: "vsm-gtk"),
            .product(name: "VSMCombine", package: "vsm-gtk"),
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "SearchFeatureTests", dependencies: [
            "SearchFeature",
            .product(name: "VSM", package: "vsm-gtk"),
            .product(name: "VSMTesting", package: "vsm-gtk"),
        ]),
        .testTarget(name: "SearchUITests", dependencies: [
            "SearchUI", "SearchFeature",
            .product(name: "VSM", package: "vsm-gtk"),
            .product(name: "Gtk", package: "vsm-gtk"),
        ]),
    ]
)
