// swift-tools-version:6.1
// The GIR → Swift generator: its own package so that building it never resolves the app's
// dependencies. Swift 6 language mode (the default for tools 6.x): complete strict concurrency.
import PackageDescription

let package = Package(
    name: "GIRGenerator",
    products: [
        .executable(name: "gir-swift", targets: ["gir-swift"]),
        .library(name: "GIRGeneratorCore", targets: ["GIRGeneratorCore"]),
        // A build-tool plugin: a target with a GIRBindings.json gets its bindings generated
        // from the system's GIR files at build time.
        .plugin(name: "GIRBindings", targets: ["GIRBindings"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Model, parser, naming and type mapping, emitter and report: no I/O besides reading
        // GIR files and writing the output folder, so the tests drive it directly.
        .target(name: "GIRGeneratorCore"),
        .executableTarget(
            name: "gir-swift",
            dependencies: ["GIRGeneratorCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(name: "GIRBindings", capability: .buildTool(), dependencies: ["gir-swift"]),
        .testTarget(
            name: "GIRGeneratorTests",
            dependencies: ["GIRGeneratorCore"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
