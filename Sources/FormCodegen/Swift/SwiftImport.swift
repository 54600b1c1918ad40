/// One `import` line of a generated file: a module, optionally with the SPI
/// group whose declarations the file uses (`@_spi(Generated) import FormRuntime`).
public struct SwiftImport: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The imported module, such as `FormRuntime`.
    public var module: String
    /// The `@_spi` group imported along with the module's public API, or nil.
    public var spi: String?

    /// Imports `module`, and the SPI group `spi` when given.
    public init(_ module: String, spi: String? = nil) {
        self.module = module
        self.spi = spi
    }

    /// A plain import of the module the literal names.
    public init(stringLiteral module: String) {
        self.init(module)
    }

    /// FormRuntime with its `Generated` SPI: the helpers only generated code
    /// calls (`FormCompare`, `FormNormalization`, `FieldDecoding`, the schema
    /// table, the version check…), which apps never see (docs/CODEGEN.md).
    public static let generatedRuntime = SwiftImport("FormRuntime", spi: "Generated")
}
