import FormChecker
import FormDiagnostics
import FormSyntax

/// One version of a document run through the compiler's own front end: the
/// parser, the checker and the `// formc:ignore` policy, exactly as
/// `formc check` runs them, so the editor shows what the command line
/// reports.
public struct DocumentAnalysis: Sendable {
    /// The text as it was analysed.
    public let document: TextDocument
    /// The compiler's view of the same bytes.
    public let source: SourceFile
    /// The syntax tree (with error recovery).
    public let syntax: SyntaxFile
    /// The parser's diagnostics.
    public let parseDiagnostics: [Diagnostic]
    /// The checked model.
    public let checked: CheckedFile
    /// Every diagnostic `formc check` would print for the file, in source
    /// order, after `// formc:ignore` comments.
    public let diagnostics: [Diagnostic]
    /// Names, their definitions and their uses.
    public let index: SymbolIndex

    /// Parses and checks a document.
    public init(_ document: TextDocument) {
        self.document = document
        let source = SourceFile(path: DocumentAnalysis.path(of: document.uri), bytes: document.bytes)
        self.source = source
        let (syntax, parseDiagnostics) = Parser.parse(source)
        let (checked, checkDiagnostics) = Checker.check(syntax)
        self.syntax = syntax
        self.parseDiagnostics = parseDiagnostics
        self.checked = checked
        let all = (parseDiagnostics + checkDiagnostics).sorted(by: Diagnostic.sourceOrder)
        self.diagnostics = DiagnosticPolicy().apply(to: all, ignored: syntax.ignoreDirectives())
        self.index = SymbolIndex(syntax)
    }

    /// Whether the parser reported an error (formatting is refused then).
    public var hasSyntaxErrors: Bool { parseDiagnostics.contains { $0.severity == .error } }

    /// The file path of a `file://` URI (percent-decoded), or the URI itself.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        let rest = uri.dropFirst("file://".count)
        return rest.removingPercentEncoding ?? String(rest)
    }
}

extension StringProtocol {
    /// `%XX` sequences decoded; `nil` when they do not form UTF-8.
    var removingPercentEncoding: String? {
        var bytes: [UInt8] = []
        var iterator = Array(utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                      let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
