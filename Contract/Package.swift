// swift-tools-version:6.1
// The contract between vsm-profile-server and its clients: `openapi.yaml`, the Swift types and
// stubs generated from it (ProfileAPI, committed: `make api-check` regenerates and compares),
// and the username rules both sides apply (ProfileContract, no dependencies).
import PackageDescription

let package = Package(
    name: "vsm-profile-contract",
    products: [
        .library(name: "ProfileContract", targets: ["ProfileContract"]),
        .library(name: "ProfileAPI", targets: ["ProfileAPI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4", traits: []),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // The username rules: pure Swift, no Foundation, so the GTK app and the server link
        // the same code.
        .target(name: "ProfileContract"),
        // Generated from openapi.yaml by swift-openapi-generator (types, client and server stubs).
        .target(
            name: "ProfileAPI",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            exclude: ["openapi-generator-config.yaml"]
        ),
        .testTarget(name: "ProfileContractTests", dependencies: ["ProfileContract"]),
    ]
)
