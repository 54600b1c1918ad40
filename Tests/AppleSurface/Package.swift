// swift-tools-version:6.0
// Type-checks formc's Apple-only code on Linux (LANGUAGE.md §18, docs/PORTABILITY.md).
//
// Not part of the main package. Each Apple framework the main package's code
// uses is a stub target of the same name holding a transcription of exactly
// the declarations used (each citing the Apple header or documentation page
// it copies); each main-package module checked here is a target of its own
// name whose Sources/<Name> is a relative symlink to ../../../Sources/<Name>.
// Because the stub module exists, `canImport(Darwin)` (and so on) is true in
// this package only, and the Apple branches are the ones compiled.
//
// To check another module: add its stub framework(s) below, then the module
// with the stubs among its dependencies. List a stub as a dependency of every
// target whose `#if canImport(X)` should see it: SwiftPM puts all Swift
// modules in one folder, so without the dependency the answer can depend on
// build order.
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "AppleSurface",
    targets: [
        // ---- Stubs of Apple frameworks (one target per framework) ----

        // Darwin: the C headers (DarwinC) and the Swift overlay on top of them
        // (Darwin, which re-exports DarwinC), as Apple's Darwin module is built.
        .target(name: "DarwinC"),
        .target(name: "Darwin", dependencies: ["DarwinC"], swiftSettings: swift6),

        // ---- The main package's modules, through symlinks ----

        // Sources/FormSystem -> ../../../Sources/FormSystem: its Darwin branch.
        .target(name: "FormSystem", dependencies: ["Darwin"], swiftSettings: swift6),
    ]
)
