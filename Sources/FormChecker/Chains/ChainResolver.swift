import FormDiagnostics
import FormRuntime
import FormSyntax

/// A named formatter (`formatter phoneRU = mask("+7-###-###-##-##")`) after
/// its own chain was resolved.
public struct NamedFormatter: Sendable, Hashable {
    /// The formatter's name.
    public var name: String
    /// The bytes of the name in its declaration (for notes).
    public var declarationRange: Range<Int>
    /// The concrete chain it stands for (aliases expanded), or `nil` when the
    /// declaration has errors that were already reported there (a cycle, a bad
    /// argument); a use of it then reports nothing more.
    public var formatters: [FormatterSpec]?

    /// Creates a named formatter.
    public init(name: String, declarationRange: Range<Int>, formatters: [FormatterSpec]?) {
        self.name = name
        self.declarationRange = declarationRange
        self.formatters = formatters
    }
}

/// Turns a `format` chain into runtime formatter values and checks it
/// (LANGUAGE.md §5): arguments of built-ins, masks and character sets, named
/// formatters, the field's type, contradictions and redundancy.
public enum ChainResolver {
    /// Resolves and checks a chain, reporting into `bag` (whose file the
    /// chain's ranges belong to).
    ///
    /// - Parameters:
    ///   - chain: the parsed chain.
    ///   - named: the file's named formatters by name, already resolved.
    ///   - fieldType: the type of the field the chain formats; `nil` for the
    ///     chain of a named formatter's declaration, which is checked only
    ///     for consistency with itself.
    ///   - bag: where diagnostics go.
    /// - Returns: the concrete chain, or `nil` when an error was reported
    ///   (warnings do not count).
    public static func resolve(
        _ chain: Chain,
        named: [String: NamedFormatter],
        fieldType: FieldType?,
        bag: inout DiagnosticBag
    ) -> [FormatterSpec]? {
        var elements: [ChainElement] = []
        var failed = false
        for (index, call) in chain.formatters.enumerated() {
            let name = call.name.name
            if BuiltinFormatters.isBuiltin(name) {
                if let spec = BuiltinFormatters.spec(for: call, bag: &bag) {
                    elements.append(ChainElement(spec: spec, callIndex: index, call: call, alias: nil))
                } else {
                    failed = true
                }
            } else if let formatter = named[name] {
                if call.arguments != nil {
                    bag.report(
                        .invalidFormatterArgument, at: call.range,
                        "'\(name)' is a named formatter and takes no arguments",
                        notes: [bag.note("'\(name)' is declared here", at: formatter.declarationRange)],
                        fixIts: [bag.fixIt("remove the parentheses", replacing: call.range, with: name)]
                    )
                    failed = true
                }
                guard let specs = formatter.formatters else {
                    failed = true
                    continue
                }
                for spec in specs {
                    elements.append(ChainElement(spec: spec, callIndex: index, call: call, alias: formatter))
                }
            } else {
                failed = true
                let candidates = BuiltinFormatters.names + named.keys.sorted()
                var fixIts: [FixIt] = []
                var message = "unknown formatter '\(name)'"
                if !bag.isFull, let suggestion = Suggestion.closest(to: name, in: candidates) {
                    fixIts.append(bag.fixIt("did you mean '\(suggestion)'?", replacing: call.name.range, with: suggestion))
                    message += "; did you mean '\(suggestion)'?"
                }
                bag.report(.unknownFormatter, at: call.name.range, message, fixIts: fixIts)
            }
        }
        var analysis = ChainAnalysis(elements: elements, bag: bag.take())
        let typesMatch: Bool
        if let fieldType {
            typesMatch = analysis.checkTypes(against: fieldType, chain: chain)
        } else {
            typesMatch = analysis.checkConsistentKind()
        }
        if typesMatch {
            analysis.checkCombinations()
        }
        bag = analysis.bag.take()
        guard !failed, typesMatch, !analysis.hasErrors else { return nil }
        return elements.map(\.spec)
    }

    /// Resolves chain text such as `mask("+7-###") | limit(4)` with built-in
    /// formatters only, for a field of `type`: what `formc try` and the
    /// formatter vector tests use.
    ///
    /// - Returns: the chain bound to `locale`, or every diagnostic (parse and
    ///   check) when the text has errors. Warnings alone do not fail.
    /// An empty (or all-blank) text is the type's default chain, so
    /// `formc try '' --type date` shows the locale's date pattern.
    public static func resolve(source: String, type: FieldType, locale: LocaleRules) -> Result<FormatterChain, ChainDiagnostics> {
        if source.allSatisfy(\.isWhitespace) { return .success(FormatterChain.default(for: type, locale: locale)) }
        return switch resolveSpecs(source: source, type: type) {
        case .success(let specs): .success(FormatterChain(formatters: specs, locale: locale))
        case .failure(let error): .failure(error)
        }
    }

    /// Resolves chain text such as `digits | limit(4)` with built-in
    /// formatters only, for a field of `type`.
    ///
    /// - Returns: the formatters, or every diagnostic when the text has
    ///   errors (the path of their ranges is `<chain>`).
    public static func resolveSpecs(source: String, type: FieldType) -> Result<[FormatterSpec], ChainDiagnostics> {
        let file = SourceFile(path: "<chain>", text: source)
        let (chain, parseDiagnostics) = Parser.parseChain(file)
        guard let chain, !parseDiagnostics.contains(where: { $0.severity == .error }) else {
            return .failure(ChainDiagnostics(diagnostics: parseDiagnostics))
        }
        var bag = DiagnosticBag(file: file)
        bag.append(contentsOf: parseDiagnostics)
        guard let specs = resolve(chain, named: [:], fieldType: type, bag: &bag), !bag.hasErrors else {
            return .failure(ChainDiagnostics(diagnostics: bag.diagnostics))
        }
        return .success(specs)
    }

    /// The chain a field of `type` gets without `format`:
    /// `number(grouping: false)` for `int`, `decimal(grouping: false)` for
    /// `decimal`, none for `text` and `bool`; none for `date` and `month`
    /// either, whose default pattern the runtime takes from the locale
    /// (``FormatterChain/default(for:locale:)``).
    public static func defaultChain(for type: FieldType) -> [FormatterSpec] {
        switch type {
        case .int: [.number(NumberOptions(grouping: false))]
        case .decimal: [.decimal(DecimalOptions(grouping: false))]
        case .text, .bool, .date, .month, .choice: []
        }
    }

    /// The type of value a formatter works on.
    public static func valueType(of spec: FormatterSpec) -> FieldType {
        switch spec {
        case .number: .int
        case .decimal: .decimal
        case .date(let pattern): pattern.kind == .date ? .date : .month
        default: .text
        }
    }
}

/// The diagnostics of chain text that failed to resolve (parse and check
/// errors, and any warnings reported with them), in report order.
public struct ChainDiagnostics: Error, Sendable, Hashable {
    /// The diagnostics; at least one is an error.
    public var diagnostics: [Diagnostic]

    /// Creates the error.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}

/// One formatter of a chain with where it came from.
struct ChainElement {
    /// The formatter.
    var spec: FormatterSpec
    /// Which call of the chain as written produced it.
    var callIndex: Int
    /// That call.
    var call: FormatterCall
    /// The named formatter the call refers to, when it is one.
    var alias: NamedFormatter?

    /// How the formatter is named in messages: `'digits'`, or
    /// `'phoneRU' (mask("…"))` through an alias.
    var displayName: String {
        if let alias { return "'\(alias.name)' (\(ChainElement.describe(spec)))" }
        return "'\(ChainElement.describe(spec))'"
    }

    static func describe(_ spec: FormatterSpec) -> String {
        switch spec {
        case .allow(let pattern): "allow(\(pattern.source.debugDescription))"
        case .deny(let pattern): "deny(\(pattern.source.debugDescription))"
        case .limit(let count): "limit(\(count))"
        case .mask(let pattern, let raw): "mask(\(pattern.source.debugDescription)\(raw ? ", raw: true" : ""))"
        default: spec.name
        }
    }
}
