// swift-tools-version:6.0
// A SwiftUI app filling two generated forms: the checkout and sign-up specs
// of specs/ (symlinked into the target), generated at build time by the
// formc build plugin with formc.json `{"emit": ["model", "swiftui"]}`, so the
// app links FormRuntime, FormSession and FormSwiftUI and never the terminal.
// Build it on a Mac with Xcode (`open Package.swift`, run on an iOS 17
// simulator or as a macOS 14 app). On Linux it is type-checked against the
// transcribed Apple declarations in Tests/AppleSurface (docs/SWIFTUI.md).
import PackageDescription

let package = Package(
    name: "SwiftUIApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(name: "formc", path: "../..")],
    targets: [
        .executableTarget(
            name: "SwiftUIApp",
            dependencies: [
                .product(name: "FormRuntime", package: "formc"),
                .product(name: "FormSession", package: "formc"),
                .product(name: "FormSwiftUI", package: "formc"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "FormcBuildPlugin", package: "formc")]
        ),
    ]
)
