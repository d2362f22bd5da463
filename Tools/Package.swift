// swift-tools-version:6.1
// The project's command-line tools, in a package of their own so that neither the library
// nor the app builds them: vsm-journey (state-journey graphs and coverage) and
// vsm-extract-strings (the Swift sources' translatable messages for xgettext). The GIR
// binding generator is in the library's package; its tests are in GIRGenerator/. Swift 6
// language mode.
import PackageDescription

let package = Package(
    name: "vsm-gtk-tools",
    products: [
        .executable(name: "vsm-journey", targets: ["vsm-journey"]),
        .executable(name: "vsm-extract-strings", targets: ["vsm-extract-strings"]),
    ],
    dependencies: [
        // `name:` fixes the identity whatever the clone's folder is called.
        .package(name: "vsm-gtk", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The string extractor reads Swift with the compiler's own parser.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // MARK: State journeys (docs/StateJourneys.md): graph and coverage logic, and the command
        .target(
            name: "JourneyGraph",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "vsm-journey", dependencies: ["JourneyGraph"]),
        .testTarget(name: "JourneyGraphTests", dependencies: ["JourneyGraph"]),

        // MARK: make pot: the Swift sources' messages as C that xgettext reads (no Swift parser in xgettext)
        .target(
            name: "LocalizationExtraction",
            dependencies: [
                .product(name: "Localization", package: "vsm-gtk"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "vsm-extract-strings",
            dependencies: ["LocalizationExtraction", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "LocalizationExtractionTests",
            dependencies: ["LocalizationExtraction", .product(name: "Localization", package: "vsm-gtk"),
                           .product(name: "VSMTesting", package: "vsm-gtk")]
        ),
    ]
)
