/// Renders diagnostics as a SARIF 2.1.0 log (`--format sarif`) that GitHub
/// code scanning accepts: one run whose driver is `formc`, with one rule per
/// ``DiagnosticID`` the command can report (the compiler's for `check` and
/// `generate`, the findings for `breaking`; sorted by id, so `ruleIndex` is
/// stable) and one result per diagnostic.
///
/// Regions use UTF-16 code unit columns (`columnKind: utf16CodeUnits`), end
/// exclusive. Notes with a range become `relatedLocations`, fix-its become
/// `fixes`. Keys are written in a fixed order and pretty-printed, so the same
/// diagnostics always give the same bytes.
public enum SARIFRenderer {
    /// The `$schema` the log declares.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The `fullDescription` length GitHub accepts at most.
    public static let maxFullDescriptionLength = 1024

    /// The SARIF log, pretty-printed, ending in a line feed.
    ///
    /// - Parameters:
    ///   - diagnostics: the results, in the order given.
    ///   - toolVersion: the compiler's semantic version (`0.1.0`).
    ///   - informationURI: the absolute URL of the compiler's documentation,
    ///     written as `tool.driver.informationUri` when given.
    ///   - baseDirectory: the repository root; paths under it are written
    ///     relative to it (see ``artifactURI(for:relativeTo:)``).
    ///   - ruleSet: the ids the run can report, written as `rules`: the
    ///     compiler's diagnostics unless given (``DiagnosticID/breakingCases``
    ///     for `formc breaking`). A diagnostic whose id is not among them adds
    ///     its rule.
    public static func render(
        _ diagnostics: [Diagnostic],
        toolVersion: String,
        informationURI: String? = nil,
        baseDirectory: String? = nil,
        ruleSet: [DiagnosticID] = DiagnosticID.compilerCases
    ) -> String {
        let rules = Self.rules(ruleSet + diagnostics.map(\.id))
        var indices: [DiagnosticID: Int] = [:]
        for (index, id) in rules.enumerated() { indices[id] = index }
        var driver: [(key: String, value: JSONValue)] = [
            ("name", .string("formc")),
            ("semanticVersion", .string(toolVersion)),
        ]
        if let informationURI { driver.append(("informationUri", .string(informationURI))) }
        driver.append(("rules", .array(rules.map(rule(for:)))))

        let results = diagnostics.map { result(for: $0, ruleIndex: indices[$0.id] ?? 0, baseDirectory: baseDirectory) }
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object(driver))])),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ])
        let log: JSONValue = .object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return log.pretty + "\n"
    }

    /// The compiler's diagnostic ids, sorted by id: the `rules` of `check`
    /// and `generate`.
    public static let rules: [DiagnosticID] = rules(DiagnosticID.compilerCases)

    /// The index of a compiler diagnostic's id in ``rules``.
    public static func ruleIndex(of id: DiagnosticID) -> Int {
        ruleIndices[id] ?? 0
    }

    private static let ruleIndices: [DiagnosticID: Int] = Dictionary(
        uniqueKeysWithValues: rules.enumerated().map { ($0.element, $0.offset) }
    )

    /// `ids` without repeats, sorted by id: the order of `rules`.
    static func rules(_ ids: [DiagnosticID]) -> [DiagnosticID] {
        Set(ids).sorted { $0.rawValue < $1.rawValue }
    }

    /// The `artifactLocation.uri` for a path: relative to `baseDirectory`
    /// when the path is under it, `./` dropped, backslashes turned into
    /// slashes, and everything but unreserved characters and `/`
    /// percent-encoded as UTF-8 (so `my specs/ü.form` is
    /// `my%20specs/%C3%BC.form`). An absolute path outside the base becomes a
    /// `file://` URI.
    public static func artifactURI(for path: String, relativeTo baseDirectory: String? = nil) -> String {
        let relative = RelativePath.of(path, relativeTo: baseDirectory)
        if relative.hasPrefix("/") { return "file://" + percentEncoded(relative) }
        return percentEncoded(relative)
    }

    private static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
