import FormDiagnostics
import FormRuntime
import FormSyntax

/// The semantic checker: turns a parsed file into a fully resolved, typed
/// ``CheckedFile`` and reports every semantic diagnostic of LANGUAGE.md §9
/// that the parser does not.
public enum Checker {
    /// Checks a parsed file.
    ///
    /// Works on any tree, including one with syntax errors: `.invalid`
    /// expression nodes are skipped without follow-on errors.
    ///
    /// - Returns: the checked model and the checker's diagnostics (not the
    ///   parser's) in source order.
    public static func check(_ syntax: SyntaxFile) -> (CheckedFile, [Diagnostic]) {
        var bag = DiagnosticBag(file: syntax.source)
        let formatters = NamedFormatters(syntax, bag: &bag)
        let locales = CustomLocales(syntax, bag: &bag)
        let translations = TranslationChecker.check(syntax, bag: &bag)
        TranslationChecker.checkOwnLanguages(syntax, bag: &bag)

        let cache = CheckCache()
        var forms: [CheckedForm] = []
        var firstForm: [String: FormDecl] = [:]
        for form in syntax.forms {
            var resolver = FormResolver(form: form, named: formatters.table, locales: locales, cache: cache, bag: bag.take())
            var checked = resolver.resolve()
            bag = resolver.bag.take()
            if let first = firstForm[form.name.name] {
                bag.report(
                    .duplicateForm, at: form.name.range, "form '\(form.name.name)' is already declared",
                    notes: [bag.note("first declared here", at: first.name.range)]
                )
                continue
            }
            firstForm[form.name.name] = form
            checked.translations = translations
            forms.append(checked)
        }
        reportUnusedFormatters(formatters, syntax: syntax, bag: &bag)
        IgnoreCheck.report(syntax, bag: &bag)
        AcceptCheck.report(syntax, bag: &bag)

        let file = CheckedFile(path: syntax.source.path, forms: forms, translations: translations)
        let ordered = bag.diagnostics.enumerated().sorted { lhs, rhs in
            if Diagnostic.sourceOrder(lhs.element, rhs.element) { return true }
            if Diagnostic.sourceOrder(rhs.element, lhs.element) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
        return (file, ordered)
    }

    /// `unused-formatter`: a named formatter no field and no other named
    /// formatter refers to.
    private static func reportUnusedFormatters(_ formatters: NamedFormatters, syntax: SyntaxFile, bag: inout DiagnosticBag) {
        var used: Set<String> = []
        for form in syntax.forms {
            for field in form.fields {
                for attribute in field.attributes {
                    guard case .format(let chain) = attribute.value else { continue }
                    // Built-in names can never name a declared formatter.
                    for call in chain.formatters where !BuiltinFormatters.isBuiltin(call.name.name) {
                        used.insert(call.name.name)
                    }
                }
            }
        }
        for declaration in formatters.declarations {
            for call in declaration.chain.formatters where call.name.name != declaration.name.name {
                used.insert(call.name.name)
            }
        }
        // A misspelt use (`phoneRu`) already has an unknown-formatter fix-it
        // naming the formatter it meant; that formatter is not unused.
        // Only the first `errorLimit` unknown names were reported with a
        // suggestion, so only they are looked up: thousands of misspelt uses
        // against thousands of declarations stay linear.
        let declared = formatters.declarations.map(\.name.name)
        let known = Set(declared)
        let misspelt = used.filter { !known.contains($0) && !BuiltinFormatters.isBuiltin($0) }.sorted()
        for name in misspelt.prefix(bag.errorLimit) {
            if let meant = Suggestion.closest(to: name, in: declared) { used.insert(meant) }
        }
        for declaration in formatters.declarations where !used.contains(declaration.name.name) {
            bag.report(
                .unusedFormatter, at: declaration.name.range, "formatter '\(declaration.name.name)' is never used",
                fixIts: [bag.fixIt("remove it", replacing: declaration.range, with: "")]
            )
        }
    }
}
