// swift-tools-version:6.0
// Type-checks formc's Apple-only code on Linux (LANGUAGE.md §18,
// docs/PORTABILITY.md, docs/SWIFTUI.md). Not part of the main package, and
// nothing here is compiled with Apple's SDK.
//
// Each Apple framework the main package's code uses is a stub target of the
// same name holding a transcription of exactly the declarations used (each
// citing the Apple header or documentation page it copies); each
// main-package module checked here is a target of its own name whose
// Sources/<Name> is a relative symlink to ../../../Sources/<Name>. Because the
// stub module exists, `canImport(Darwin)`, `canImport(SwiftUI)` and so on are
// true in this package only, and the Apple branches are the ones compiled:
// FormSystem's Darwin branch, FormRuntime's Apple locale, FormSwiftUI, the
// generated views of every spec in specs/ and the SwiftUI example app.
//
// Two configurations, because FormSwiftUI has a UIKit and an AppKit branch:
//   swift build                                   UIKit exists (iOS)
//   APPLE_SURFACE_PLATFORM=AppKit swift build     AppKit exists (macOS)
// Use a separate --scratch-path for each (Scripts/check-apple-surface.sh).
//
// List a stub as a dependency of every target whose `#if canImport(X)`
// should see it: SwiftPM puts all Swift modules in one folder, so without
// the dependency the answer can depend on build order.
import Foundation
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]
let platform = ProcessInfo.processInfo.environment["APPLE_SURFACE_PLATFORM"] == "AppKit" ? "AppKit" : "UIKit"
let platformStub = Target.Dependency(stringLiteral: platform)
let binding: [Target.Dependency] = ["FormRuntime", "FormSession", "FormSwiftUI", "SwiftUI", platformStub, "Darwin"]

let package = Package(
    name: "AppleSurface",
    targets: [
        // ---- Stubs of Apple frameworks (one target per framework) ----

        // Darwin: the C headers (DarwinC) and the Swift overlay on top of them
        // (Darwin, which re-exports DarwinC), as Apple's Darwin module is built.
        .target(name: "DarwinC"),
        .target(name: "Darwin", dependencies: ["DarwinC"], swiftSettings: swift6),
        // UIKit or AppKit, and SwiftUI on top of it.
        .target(name: platform, path: "Sources/\(platform)", swiftSettings: swift6),
        .target(name: "SwiftUI", dependencies: [platformStub], swiftSettings: swift6),

        // ---- The main package's modules, through symlinks ----

        // Sources/FormSystem -> ../../../Sources/FormSystem: its Darwin branch.
        .target(name: "FormSystem", dependencies: ["Darwin"], swiftSettings: swift6),
        // FormRuntime's Apple branch (the locale from Locale.current).
        .target(name: "FormRuntime", dependencies: ["Darwin"], swiftSettings: swift6),
        .target(name: "FormSession", dependencies: ["FormRuntime", "Darwin"], swiftSettings: swift6),
        .target(name: "FormSwiftUI", dependencies: ["FormSession", "FormRuntime", "SwiftUI", platformStub, "Darwin"], swiftSettings: swift6),

        // `formc generate specs --emit model,swiftui` output (kept fresh by .ci/run).
        .target(name: "GeneratedViews", dependencies: binding, swiftSettings: swift6),

        // Examples/SwiftUIApp's sources (symlinks) with the generated files of its specs.
        .target(name: "SwiftUIApp", dependencies: binding, swiftSettings: swift6),
    ]
)
