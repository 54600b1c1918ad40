// swift-tools-version:6.0
// formc: a compiler for declarative form specifications.
//
// The module graph follows the compiler's pipeline:
//   FormSyntax ─► FormChecker ─► (code generation) ─► Swift files
//   FormDiagnostics is shared by every compiler stage; FormRuntime is what
//   generated code links against and never depends on the compiler.
import PackageDescription

let strictSwift6: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "formc",
    // LANGUAGE.md §21: the floors of Observation (`@Observable`, FormModel).
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .visionOS(.v1)],
    products: [
        .library(name: "FormRuntime", targets: ["FormRuntime"]),
        .library(name: "FormSession", targets: ["FormSession"]),
        .library(name: "FormSwiftUI", targets: ["FormSwiftUI"]),
        .library(name: "FormTerminal", targets: ["FormTerminal"]),
        .library(name: "FormcGenerated", targets: ["FormcGenerated"]),
        .executable(name: "formc", targets: ["formc"]),
        .plugin(name: "FormcBuildPlugin", targets: ["FormcBuildPlugin"]),
        .plugin(name: "FormcLint", targets: ["FormcLint"]),
        .plugin(name: "FormcBreaking", targets: ["FormcBreaking"]),
    ],
    targets: [
        // Unicode display width (East Asian Width, emoji, combining marks): one
        // function used by diagnostics carets and, later, the terminal renderer.
        .target(name: "UnicodeDisplayWidth", swiftSettings: strictSwift6),

        // Every C library call of the package (Darwin, Glibc, Musl) behind a
        // small Swift API: descriptors, terminal modes, signals, poll, files.
        // No other module imports a C library (a test checks).
        .target(
            name: "FormSystem",
            swiftSettings: strictSwift6,
            // openpty: in libutil before glibc 2.34 (an empty stub since, and in musl).
            linkerSettings: [.linkedLibrary("util", .when(platforms: [.linux]))]
        ),

        // Source files, positions, the diagnostic value, its catalog and renderers.
        .target(name: "FormDiagnostics", dependencies: ["UnicodeDisplayWidth", "FormRuntime"], swiftSettings: strictSwift6),

        // Lexer, parser, syntax tree and printer (`formc format`).
        .target(name: "FormSyntax", dependencies: ["FormDiagnostics"], swiftSettings: strictSwift6),

        // What generated code calls at run time: editing model, formatters,
        // locale rules as values, typed parsing, validation and schema types.
        .target(name: "FormRuntime", swiftSettings: strictSwift6),

        // The platform-neutral engine that fills a form (LANGUAGE.md §18): typed
        // values, UTF-16 edits, marked text, timing, visibility, lists, choices.
        // No UI framework, no C library, no environment read.
        .target(name: "FormSession", dependencies: ["FormRuntime"], swiftSettings: strictSwift6),

        // The SwiftUI binding (LANGUAGE.md §18): every file is inside
        // `#if canImport(SwiftUI)`, so it compiles to nothing on Linux; it is
        // type-checked against transcribed Apple declarations in Tests/AppleSurface.
        .target(name: "FormSwiftUI", dependencies: ["FormSession", "FormRuntime"], swiftSettings: strictSwift6),

        // Fills forms in a terminal: a pure state machine and view (Elm
        // architecture), a driver that owns the terminal, and a line mode.
        // Shares FormSession's definitions (answered fields, value display,
        // the choice filter); its machine does not drive a session yet.
        .target(name: "FormTerminal", dependencies: ["FormRuntime", "FormSession", "FormSystem", "UnicodeDisplayWidth"], swiftSettings: strictSwift6),

        // Resolution, formatter-chain checks, expression typing, the CLDR locale
        // table, and the checked model.
        .target(
            name: "FormChecker",
            dependencies: ["FormSyntax", "FormDiagnostics", "FormRuntime"],
            swiftSettings: strictSwift6
        ),

        // Tooling over the runtime, never shipped in apps: key scripts, display
        // notation, formatter vector files and the runner behind `formc try`,
        // which resolves chains with the checker.
        .target(name: "FormTooling", dependencies: ["FormChecker", "FormRuntime"], swiftSettings: strictSwift6),

        // Swift generation: a structured representation of Swift, one renderer
        // that owns layout and escaping, one generator per output concern.
        .target(name: "FormCodegen", dependencies: ["FormChecker", "FormRuntime", "FormSystem"], swiftSettings: strictSwift6),

        // `formc export --json-schema`: a JSON Schema per form for the JSON its
        // generated model reads and writes (servers in any language).
        .target(name: "FormExport", dependencies: ["FormChecker", "FormDiagnostics", "FormRuntime", "FormCodegen"], swiftSettings: strictSwift6),

        // formc's output for specs/, committed and kept fresh by .ci/run: the
        // proof that generated code compiles cleanly in Swift 6 mode.
        .target(name: "FormcGenerated", dependencies: ["FormRuntime", "FormTerminal"], path: "Generated", exclude: ["JSONSchema"], swiftSettings: strictSwift6),

        // formc's output for a spec of hostile strings (quotes, `\(`, `*/`,
        // bidi controls, ESC, NUL, newlines): must compile and keep every string.
        .target(name: "AdversarialGenerated", dependencies: ["FormRuntime", "FormTerminal"], path: "Tests/Adversarial/Generated", swiftSettings: strictSwift6),

        // A demo: the sign-up form filled through the generated `fillInTerminal`.
        .executableTarget(name: "FormDemo", dependencies: ["FormcGenerated"], path: "Examples/FormDemo", swiftSettings: strictSwift6),

        // `formc breaking`: what a spec change breaks of data stored with the
        // old generated model, and of Swift written against it.
        .target(name: "FormBreaking", dependencies: ["FormChecker", "FormSyntax", "FormDiagnostics", "FormRuntime"], swiftSettings: strictSwift6),

        // `formc preview`: an interpreter of the checked model that fills a
        // form through the terminal renderer from the spec alone.
        .target(name: "FormPreview", dependencies: ["FormChecker", "FormDiagnostics", "FormRuntime", "FormSession", "FormTerminal", "UnicodeDisplayWidth"], swiftSettings: strictSwift6),

        // `formc lsp`: the language server, built on the parser, checker and
        // printer above (no second front end for editors).
        .target(name: "FormLanguageServer", dependencies: ["FormSyntax", "FormDiagnostics", "FormChecker", "FormRuntime", "FormSystem"], swiftSettings: strictSwift6),

        // The `formc` commands as a library, so they can be tested in-process.
        .target(
            name: "FormCommandLine",
            dependencies: ["FormSyntax", "FormDiagnostics", "FormRuntime", "FormChecker", "FormCodegen", "FormExport", "FormPreview", "FormLanguageServer", "FormTooling", "FormBreaking", "FormSystem"],
            swiftSettings: strictSwift6
        ),
        .executableTarget(name: "formc", dependencies: ["FormCommandLine"], swiftSettings: strictSwift6),

        // SwiftPM integration: generate code for a target's .form files at
        // build time, and `swift package formc-lint` to check them.
        .plugin(name: "FormcBuildPlugin", capability: .buildTool(), dependencies: ["formc"]),
        .plugin(
            name: "FormcLint",
            capability: .command(intent: .custom(verb: "formc-lint", description: "Check the .form files of the package's targets")),
            dependencies: ["formc"]
        ),
        // `swift package formc-breaking --against REF`: formc breaking over each target's specs.
        .plugin(
            name: "FormcBreaking",
            capability: .command(intent: .custom(verb: "formc-breaking", description: "Report what the .form files' changes since a git revision or folder break")),
            dependencies: ["formc"]
        ),

        // Benchmarks: release builds, ratios against a baseline measured in the same run.
        // Each prints a summary line that `Benchmarks/run.sh` collects into one table.
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport", swiftSettings: strictSwift6),
        // The sign-up and membership checks written by hand: the baseline of the
        // generated validators, and a test that both raise the same errors.
        .target(name: "ValidatorBaseline", dependencies: ["FormcGenerated", "FormRuntime"], path: "Benchmarks/ValidatorBaseline", swiftSettings: strictSwift6),
        .executableTarget(name: "ValidatorBenchmark", dependencies: ["BenchmarkSupport", "ValidatorBaseline", "FormcGenerated", "FormRuntime"], path: "Benchmarks/ValidatorBenchmark", exclude: ["pydantic_baseline.py", "run.sh"], swiftSettings: strictSwift6),
        .executableTarget(name: "TerminalBenchmark", dependencies: ["BenchmarkSupport", "FormTerminal", "FormSession", "FormRuntime", "SessionModel"], path: "Benchmarks/TerminalBenchmark", swiftSettings: strictSwift6),
        .executableTarget(name: "LSPBenchmark", dependencies: ["BenchmarkSupport", "FormLanguageServer"], path: "Benchmarks/LSPBenchmark", swiftSettings: strictSwift6),
        .executableTarget(name: "ScalingBenchmark", dependencies: ["BenchmarkSupport", "FormCommandLine", "FormTestSupport"], path: "Benchmarks/ScalingBenchmark", swiftSettings: strictSwift6),
        .executableTarget(name: "ParseBenchmark", dependencies: ["BenchmarkSupport", "FormSyntax", "FormDiagnostics", "FormChecker"], path: "Benchmarks/ParseBenchmark", swiftSettings: strictSwift6),

        // Shared by the test targets: the seeded generator of the property tests.
        .target(name: "FormTestSupport", path: "Tests/FormTestSupport", swiftSettings: strictSwift6),
        // The oracle of the differential tests of ValuesForm and the preview
        // interpreter: a generated model's conditions evaluated over FormValues.
        .target(name: "ValuesFormOracle", dependencies: ["FormTerminal", "FormSession", "FormRuntime"], path: "Tests/ValuesFormOracle", swiftSettings: strictSwift6),

        .testTarget(name: "FormSystemTests", dependencies: ["FormSystem"], swiftSettings: strictSwift6),
        .testTarget(name: "FormDiagnosticsTests", dependencies: ["FormDiagnostics", "UnicodeDisplayWidth"], swiftSettings: strictSwift6),
        .testTarget(name: "FormSyntaxTests", dependencies: ["FormTestSupport", "FormSyntax", "FormDiagnostics"], swiftSettings: strictSwift6),
        .testTarget(
            name: "FormRuntimeTests",
            dependencies: ["FormTestSupport", "FormRuntime", "FormTooling", "FormSyntax", "FormChecker", "FormDiagnostics"],
            exclude: ["Vectors", "PublicAPI.txt"],  // read from the source tree at test time
            swiftSettings: strictSwift6
        ),
        .testTarget(name: "FormCheckerTests", dependencies: ["FormTestSupport", "FormChecker", "FormSyntax", "FormDiagnostics", "FormRuntime"], swiftSettings: strictSwift6),
        .testTarget(
            name: "FormPreviewTests",
            dependencies: ["FormTestSupport", "FormPreview", "FormChecker", "FormSyntax", "FormDiagnostics", "FormRuntime", "FormTerminal", "FormcGenerated", "FormCodegen", "ValuesFormOracle"],
            swiftSettings: strictSwift6
        ),
        .testTarget(name: "FormSessionTests", dependencies: ["FormSession", "FormRuntime", "FormcGenerated", "AdversarialGenerated", "FormTooling", "FormTerminal", "SessionModel", "ValuesFormOracle"], swiftSettings: strictSwift6),
        .testTarget(name: "FormTerminalTests", dependencies: ["FormTestSupport", "FormTerminal", "FormSession", "FormRuntime", "FormSystem"], swiftSettings: strictSwift6),
        .testTarget(name: "FormCodegenTests", dependencies: ["FormTestSupport", "FormCodegen", "FormChecker", "FormSyntax", "FormRuntime"], swiftSettings: strictSwift6),
        .testTarget(name: "FormExportTests", dependencies: ["FormTestSupport", "FormExport", "FormChecker", "FormSyntax", "FormDiagnostics", "FormRuntime"], swiftSettings: strictSwift6),
        .testTarget(name: "FormcGeneratedTests", dependencies: ["FormcGenerated", "AdversarialGenerated", "FormRuntime", "FormSession", "FormTerminal", "ValidatorBaseline"], swiftSettings: strictSwift6),
        .testTarget(name: "FormLanguageServerTests", dependencies: ["FormTestSupport", "FormLanguageServer", "FormCommandLine", "FormSyntax", "FormDiagnostics", "FormChecker"], swiftSettings: strictSwift6),
        .testTarget(name: "FormBreakingTests", dependencies: ["FormTestSupport", "FormBreaking", "FormChecker", "FormSyntax", "FormDiagnostics", "FormRuntime"], swiftSettings: strictSwift6),
        // The proof of `formc breaking` (docs/BREAKING.md): the old and the new
        // generated model of each spec pair of Tests/BreakingProof, compiled
        // side by side, and a test reading records of one with the other.
        .target(name: "BreakingProofOld", dependencies: ["FormRuntime"], path: "Tests/BreakingProof/OldModel", swiftSettings: strictSwift6),
        .target(name: "BreakingProofNew", dependencies: ["FormRuntime"], path: "Tests/BreakingProof/NewModel", swiftSettings: strictSwift6),
        .testTarget(
            name: "BreakingProofTests",
            dependencies: ["BreakingProofOld", "BreakingProofNew", "FormBreaking", "FormDiagnostics", "FormRuntime", "FormTestSupport"],
            swiftSettings: strictSwift6
        ),
        .testTarget(name: "FormCommandLineTests", dependencies: ["FormTestSupport", "FormCommandLine", "FormDiagnostics"], swiftSettings: strictSwift6),
        // The 200-field form of SessionBenchmark: formc's model for Benchmarks/SessionModel/Spec.
        .target(name: "SessionModel", dependencies: ["FormRuntime"], path: "Benchmarks/SessionModel/Generated", swiftSettings: strictSwift6),
        .executableTarget(name: "SessionBenchmark", dependencies: ["BenchmarkSupport", "FormSession", "FormRuntime", "FormcGenerated", "SessionModel"], path: "Benchmarks/SessionBenchmark", swiftSettings: strictSwift6),
        .executableTarget(name: "RuntimeBenchmark", dependencies: ["BenchmarkSupport", "FormRuntime"], path: "Benchmarks/RuntimeBenchmark", swiftSettings: strictSwift6),

        // The records of the JSON Schema proof: seeded records for every form of
        // specs/, judged by its generated model (Tests/SchemaProof, docs/EXPORT.md).
        .executableTarget(name: "SchemaProofRecords", dependencies: ["FormcGenerated", "FormRuntime"], path: "Tests/SchemaProof/Records", swiftSettings: strictSwift6),

        // Draws a TerminalSession that echoes keys: driven through tmux by FormTerminalTests.
        .executableTarget(name: "FormTerminalEcho", dependencies: ["FormTerminal", "FormSession", "FormRuntime"], path: "Tests/FormTerminalEcho", swiftSettings: strictSwift6),
    ]
)
