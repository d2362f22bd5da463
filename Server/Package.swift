// swift-tools-version:6.1
// vsm-profile-server: the profile's HTTP API (Contract/openapi.yaml) on Hummingbird 2 and
// PostgreSQL. No GTK. Stateless: any number of instances serve one database.
import PackageDescription

let package = Package(
    name: "vsm-profile-server",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "vsm-profile-server", targets: ["vsm-profile-server"]),
        .library(name: "ProfileServer", targets: ["ProfileServer"]),
    ],
    dependencies: [
        .package(name: "vsm-profile-contract", path: "../Contract"),
        // `traits: []` leaves out swift-configuration, which the server does not use.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", from: "2.1.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4", traits: []),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "ProfileServer",
            dependencies: [
                .product(name: "ProfileAPI", package: "vsm-profile-contract"),
                .product(name: "ProfileContract", package: "vsm-profile-contract"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                // ConnectionPoolError: the pool's "cannot connect" is a 503, not a 500.
                .product(name: "_ConnectionPoolModule", package: "postgres-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                // The event loops that time out database calls (withTimeout).
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.embedInCode("Migrations")]
        ),
        .executableTarget(name: "vsm-profile-server", dependencies: ["ProfileServer"]),
        .testTarget(
            name: "ProfileServerTests",
            dependencies: [
                "ProfileServer",
                .product(name: "ProfileAPI", package: "vsm-profile-contract"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
    ]
)
