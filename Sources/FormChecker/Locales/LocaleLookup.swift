import FormDiagnostics
import FormRuntime
import FormSyntax

/// A locale identifier resolved the way a form's `locale "x"` is, for
/// tools that show a locale's rules (the language server's hover): a
/// `locale "x" { … }` block of the file first, then the built-in table.
public enum LocaleLookup {
    /// The rules `identifier` names in `syntax`, or `nil` when it names no
    /// valid block and no entry of the table. Reports nothing.
    public static func rules(for identifier: String, in syntax: SyntaxFile) -> LocaleRules? {
        var bag = DiagnosticBag(file: syntax.source)
        let locales = CustomLocales(syntax, bag: &bag)
        let literal = StringLiteral(value: identifier, spelling: "\"\(identifier)\"", range: 0..<0)
        return locales.resolve(literal, bag: &bag)
    }
}
