// swift-tools-version:6.1
// Builds swift-openapi-generator's command line for `make api` and `make api-check`, which
// write and compare ProfileAPI's committed code. A package of its own, so that building the
// contract, the server or the app never builds the generator.
import PackageDescription

let package = Package(
    name: "vsm-profile-contract-generator",
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3"),
    ],
    targets: []
)
