// swift-tools-version:6.0
// Type-checks the Apple-only code on Linux (docs/SWIFTUI.md, LANGUAGE.md §18):
// stub targets named like Apple's frameworks hold a transcription of exactly
// the declarations used, each citing its Apple documentation page; the other
// targets are symlinks to the main package's sources, so `swift build` here
// compiles the real FormSwiftUI, the generated views of every spec in specs/
// and the SwiftUI example app against the stubs. Nothing here is compiled
// with Apple's SDK.
//
// Two configurations, because FormSwiftUI has a UIKit and an AppKit branch:
//   swift build                                   UIKit exists (iOS)
//   APPLE_SURFACE_PLATFORM=AppKit swift build     AppKit exists (macOS)
// Use a separate --scratch-path for each.
import Foundation
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]
let platform = ProcessInfo.processInfo.environment["APPLE_SURFACE_PLATFORM"] == "AppKit" ? "AppKit" : "UIKit"
let platformStub = Target.Dependency(stringLiteral: platform)
let binding: [Target.Dependency] = ["FormRuntime", "FormSession", "FormSwiftUI", "SwiftUI", platformStub]

let package = Package(
    name: "AppleSurface",
    targets: [
        // Stubs: one target per Apple framework, declarations only.
        .target(name: platform, path: "Sources/\(platform)", swiftSettings: swift6),
        .target(name: "SwiftUI", dependencies: [platformStub], swiftSettings: swift6),

        // The main package's modules (symlinks to ../../Sources/…).
        .target(name: "FormRuntime", swiftSettings: swift6),
        .target(name: "FormSession", dependencies: ["FormRuntime"], swiftSettings: swift6),
        .target(name: "FormSwiftUI", dependencies: ["FormSession", "FormRuntime", "SwiftUI", platformStub], swiftSettings: swift6),

        // `formc generate specs --emit model,swiftui` output (kept fresh by .ci/run).
        .target(name: "GeneratedViews", dependencies: binding, swiftSettings: swift6),

        // Examples/SwiftUIApp's sources (symlinks) with the generated files of its specs.
        .target(name: "SwiftUIApp", dependencies: binding, swiftSettings: swift6),
    ]
)
