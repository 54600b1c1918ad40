// swift-tools-version:6.0
// An app that uses formc the way any package would: a path dependency, a
// `.form` file in its target, and the build plugin that generates the Swift.
import PackageDescription

let package = Package(
    name: "ContactApp",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "formc", path: "../..")],
    targets: [
        .executableTarget(
            name: "ContactApp",
            dependencies: [
                .product(name: "FormRuntime", package: "formc"),
                .product(name: "FormTerminal", package: "formc"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "FormcBuildPlugin", package: "formc")]
        ),
    ]
)
