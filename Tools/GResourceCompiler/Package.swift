// swift-tools-version:6.1
// The GResourceCompiler build plugin: a target holding one *.gresource.xml gets the bundle
// compiled by glib-compile-resources at build time and embedded in its module (see
// Resource(base64Encoded:) in Gtk). A package of its own, so that a package using only VSM
// never compiles it: SwiftPM compiles the plugins of every package whose products a build
// uses. Swift 6 language mode.
import PackageDescription

let package = Package(
    name: "vsm-gtk-gresource",
    products: [
        .plugin(name: "GResourceCompiler", targets: ["GResourceCompiler"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The plugin declares the manifest and every file it lists as inputs, so a source build
        // can never run with a stale bundle; gresource-embed is its tool.
        .executableTarget(
            name: "gresource-embed",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(name: "GResourceCompiler", capability: .buildTool(), dependencies: ["gresource-embed"]),
    ]
)
