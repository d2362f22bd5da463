// swift-tools-version:6.1
// The GIR → Swift generator's tests, in a package of their own so that `make gir` builds the
// generator and its fixtures only, not the bindings. The generator itself (GIRGeneratorCore,
// gir-swift, the GIRBindings plugin) lives in the library's package, which a package resolved
// by URL needs. Swift 6 language mode (the default for tools 6.x).
import PackageDescription

let package = Package(
    name: "GIRGeneratorTests",
    dependencies: [
        // `name:` fixes the identity whatever the clone's folder is called.
        .package(name: "vsm-gtk", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "GIRGeneratorTests",
            dependencies: [
                .product(name: "GIRGeneratorCore", package: "vsm-gtk"),
                .product(name: "VSMTesting", package: "vsm-gtk"),   // runsUnprivileged, for the unreadable file
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
