// swift-tools-version:6.1
// A small second app on the VSM + GTK library: a to-do list on ListViewController.
import PackageDescription

let package = Package(
    name: "TodoList",
    dependencies: [
        // This repository's library; `name:` fixes the identity whatever the clone's folder is called.
        .package(name: "vsm-gtk", path: "../.."),
    ],
    targets: [
        // The feature: view state and model, no GTK (its tests need no display).
        .target(name: "TodoListFeature", dependencies: [.product(name: "VSM", package: "vsm-gtk")]),
        // The view: a view controller on the list component.
        .target(name: "TodoListUI", dependencies: [
            "TodoListFeature",
            .product(name: "VSM", package: "vsm-gtk"),
            .product(name: "VSMGtk", package: "vsm-gtk"),
            .product(name: "Gtk", package: "vsm-gtk"),
        ]),
        .executableTarget(name: "todo-list", dependencies: [
            "TodoListUI", .product(name: "Gtk", package: "vsm-gtk"), .product(name: "VSMGtk", package: "vsm-gtk"),
        ]),
        // Model tests: no display, journeys of states with the VSMTesting kit.
        .testTarget(name: "TodoListFeatureTests", dependencies: [
            "TodoListFeature",
            .product(name: "VSM", package: "vsm-gtk"),
            .product(name: "VSMTesting", package: "vsm-gtk"),
        ]),
        // View tests under Xvfb: a person's clicks and keys with the VSMGtkTesting kit.
        .testTarget(name: "TodoListUITests", dependencies: [
            "TodoListUI", "TodoListFeature",
            .product(name: "Gtk", package: "vsm-gtk"),
            .product(name: "VSM", package: "vsm-gtk"),
            .product(name: "VSMTesting", package: "vsm-gtk"),
            .product(name: "VSMGtkTesting", package: "vsm-gtk"),
        ], exclude: ["__Snapshots__"]),
    ]
)
