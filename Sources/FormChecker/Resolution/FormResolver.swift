import FormDiagnostics
import FormRuntime
import FormSyntax

/// Checks one form: its attributes, its fields' names, and each field
/// through ``FieldResolver``.
struct FormResolver {
    let form: FormDecl
    let named: [String: NamedFormatter]
    let locales: CustomLocales
    let cache: CheckCache
    var bag: DiagnosticBag

    mutating func resolve() -> CheckedForm {
        var result = CheckedForm(name: form.name.name, docLines: form.doc?.lines ?? [])
        NameRules.checkReserved(form.name, what: "form", bag: &bag)
        var firstAttribute: [FormAttribute.Kind: FormAttribute] = [:]
        var language: String?
        for attribute in form.attributes {
            if let first = firstAttribute[attribute.kind] {
                bag.report(
                    .duplicateAttribute, at: attribute.keyword.range, "'\(attribute.kind.rawValue)' is already set for form '\(form.name.name)'",
                    notes: [bag.note("first set here", at: first.keyword.range)]
                )
                continue
            }
            firstAttribute[attribute.kind] = attribute
            switch attribute.kind {
            case .title: result.title = attribute.value.value
            case .submit: result.submitLabel = attribute.value.value
            case .locale: result.locale = cache.resolveLocale(attribute.value, in: locales, bag: &bag)
            case .language: language = Self.checkLanguage(attribute.value, bag: &bag)
            }
        }
        result.language = language ?? Self.language(of: result.locale)
        let declarations = form.fields
        guard !declarations.isEmpty else {
            bag.report(
                .emptyForm, at: form.name.range, "form '\(form.name.name)' has no fields",
                notes: [DiagnosticNote("add one, such as 'field name: text { label \"Name\" }'")]
            )
            return result
        }
        // Number the fields the model keeps: the first declaration of each
        // name. The one table by name is the scope's (a second one, of the
        // declarations, cost a cache miss per field at tens of thousands of
        // fields); `firstDeclaration[i]` is where the kept field `i` is declared.
        var scopeFields: [String: ExpressionScope.Field] = [:]
        scopeFields.reserveCapacity(declarations.count)
        var ordered: [String] = []
        var firstDeclaration: [Int] = []
        var kept: [Bool] = []
        kept.reserveCapacity(declarations.count)
        for (position, field) in declarations.enumerated() {
            let name = field.name.name
            NameRules.checkReserved(field.name, what: field.isList ? "list" : "field", bag: &bag)
            NameRules.checkNotFormName(field.name, form: form.name, what: field.isList ? "list" : "field", bag: &bag)
            if let earlier = scopeFields[name] {
                let first = declarations[firstDeclaration[earlier.index]]
                bag.report(
                    .duplicateField, at: field.name.range, "form '\(form.name.name)' already has a \(first.isList ? "list" : "field") named '\(name)'",
                    notes: [bag.note("first declared here", at: first.name.range)]
                )
                kept.append(false)
                continue
            }
            scopeFields[name] = Self.scopeField(field, index: ordered.count)
            ordered.append(name)
            firstDeclaration.append(position)
            kept.append(true)
        }
        let sectionIndexes = self.sectionIndexes
        result.fields.reserveCapacity(ordered.count)
        for (position, field) in declarations.enumerated() {
            let isKept = kept[position]
            let own = isKept ? scopeFields[field.name.name] : nil
            let scope = ExpressionScope(
                fields: scopeFields, orderedNames: ordered,
                own: own ?? Self.scopeField(field, index: -1)
            )
            var resolver = FieldResolver(field: field, scope: scope, named: named, locale: result.locale, cache: cache, bag: bag.take())
            var checked = resolver.resolve()
            bag = resolver.bag.take()
            checked.sectionIndex = sectionIndexes[position]
            if isKept { result.fields.append(checked) }
        }
        checkChoiceTypeNames(declarations, kept: kept, fieldNames: scopeFields)
        result.sections = resolveSections(fields: scopeFields, ordered: ordered)
        return result
    }

    /// The language `language "…"` names, or nil with `unknown-language`
    /// (a fix-it to the code it most likely means) when it is not a
    /// well-formed identifier of a language CLDR knows.
    static func checkLanguage(_ literal: StringLiteral, bag: inout DiagnosticBag) -> String? {
        let value = literal.value
        if LanguageTable.isKnown(value) { return value }
        let suggestion = LanguageTable.suggestion(for: value)
        let reason = LanguageTable.isWellFormed(value)
            ? "CLDR knows no language '\(LanguageTable.languageSubtag(of: value))'"
            : "it is not a language identifier such as \"de\" or \"pt-BR\""
        bag.report(
            .unknownLanguage, at: literal.range,
            "language \(literal.spelling) names no language: \(reason)" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""),
            fixIts: suggestion.map { [bag.fixIt("use \"\($0)\"", replacing: literal.range, with: "\"\($0)\"")] } ?? []
        )
        return nil
    }

    /// The language of a form without `language "…"` (LANGUAGE.md §21): that
    /// of its `locale` (its language, with its script when it names one:
    /// `zh_Hant_TW` → `zh-Hant`) when CLDR knows it, else `en`.
    static func language(of locale: LocaleRules?) -> String {
        locale.map { language(ofLocale: $0.identifier) } ?? "en"
    }

    /// ``language(of:)`` of the locale named `identifier`.
    static func language(ofLocale identifier: String) -> String {
        let subtags = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = subtags.first, LanguageTable.isKnown(String(first)) else { return "en" }
        let language = first.lowercased()
        if subtags.count > 1, subtags[1].count == 4, subtags[1].allSatisfy(\.isLetter) { return language + "-" + subtags[1] }
        return language
    }

    /// The section index of each field declaration, in the order of
    /// `form.fields` (nil outside sections): one walk of the members, no
    /// copy of the declarations and no table.
    private var sectionIndexes: [Int?] {
        var result: [Int?] = []
        var sectionCount = 0
        for member in form.members {
            switch member {
            case .field: result.append(nil)
            case .section(let section):
                for item in section.items {
                    if case .field = item { result.append(sectionCount) }
                }
                sectionCount += 1
            case .attribute: continue
            }
        }
        return result
    }

    /// What conditions see of a declaration.
    static func scopeField(_ field: FieldDecl, index: Int) -> ExpressionScope.Field {
        ExpressionScope.Field(
            name: field.name.name, index: index,
            type: FieldTypeRef(FieldType(field.type.base), isOptional: field.type.isOptional), isList: field.isList,
            options: field.type.base == .choice ? FieldResolver.optionNames(of: field) : ChoiceOptionNames(),
            isMultiple: field.type.base == .choice && FieldResolver.isMultiple(field) && !field.type.isOptional
        )
    }
}

/// `reserved-name`: form and field names that are reserved words of the
/// language, Swift keywords, or names the generated code declares or needs
/// unshadowed (``GeneratedSwiftNames``: the model's members, the modules it
/// qualifies names with), and a field named like its form.
public enum NameRules {
    /// Why `name` cannot name a form, field or list, or nil when it can:
    /// the one rule, for the checker and for editors (a rename).
    public static func reservedReason(_ name: String) -> String? {
        if GeneratedSwiftNames.enumScopeNames.contains(name), !GeneratedSwiftNames.swiftKeywords.contains(name) {
            // A field is a case of the model's `Field` enum.
            return "the generated 'Field' enum's own declarations name '\(name)', which a case of that name would replace"
        }
        return nameReason(name)
    }

    /// Why `name` cannot name a choice's nested enum (a type, never a case
    /// of `Field`), or nil when it can: what a form or field cannot be
    /// named, and besides, as LANGUAGE.md §13 says, a Swift or runtime name:
    /// a type generated code names (`String`, `Hashable`, `FormDate`, …;
    /// `GeneratedSwiftNames.qualifiedTypes`), which inside the model would
    /// then mean the enum.
    static func reservedTypeReason(_ name: String) -> String? {
        nameReason(name) ?? GeneratedSwiftNames.typeClash(name)
    }

    /// Why `name` cannot name a form, field, list or nested enum, the
    /// nested enum's own rule and the `Field` enum's scope aside.
    private static func nameReason(_ name: String) -> String? {
        if Words.reserved.contains(name) { return "it is a reserved word of the language" }
        if GeneratedSwiftNames.swiftKeywords.contains(name) { return "it is a Swift keyword" }
        return GeneratedSwiftNames.clash(name)
    }

    /// Why `name` cannot identify an option, or nil when it can. An option
    /// is a case of the generated enum, written `Enum.id` in the model (and
    /// in backticks when it is a Swift keyword, which works: `Kind.class`).
    /// Refused are the names that would mean something else there: `_` is
    /// no name; `Enum.self`, `Enum.init`, `Enum.Type` and `Enum.Protocol`
    /// are the type itself, its initializer and its metatypes; `Self`,
    /// `AllCases` and `RawValue` are what the enum's own
    /// declarations name (`Self.allCases` would read the case), and the
    /// modules generated code qualifies with (its `init?(rawValue:)` calls
    /// `FormRuntime.FormCaseLookup`); `true` and `false` are the literals
    /// `default true` means. Type names (`String`, `Hashable`, `FormDate`)
    /// are valid: generated code writes them qualified. The one rule, for
    /// the checker and for editors (the language server's rename calls it).
    public static func reservedOptionReason(_ name: String) -> String? {
        switch name {
        case GeneratedSwiftNames.wildcard: "'_' is not a name in Swift"
        case "self", "init", "Type", "Protocol": "'Enum.\(name)' means the enum type's own '\(name)' in Swift, not a case"
        case "true", "false": "it is a reserved word of the language: 'default \(name)' and '\(name)' in a condition are the boolean"
        default:
            if GeneratedSwiftNames.enumScopeNames.contains(name) {
                "the generated enum's own declarations name '\(name)', which a case of that name would replace"
            } else if GeneratedSwiftNames.moduleNames.contains(name) {
                "generated code names the module '\(name)' (the enum's own 'FormRuntime.FormCaseLookup', 'Swift.String'), which a case of that name would replace"
            } else {
                nil
            }
        }
    }

    /// The rename an option refused by ``reservedOptionReason(_:)`` is
    /// offered: `yes`/`no` for `true`/`false`, else the name followed by `Option`.
    public static func suggestedOptionName(for name: String) -> String {
        switch name {
        case "true": "yes"
        case "false": "no"
        case GeneratedSwiftNames.wildcard: "none"
        default: name + "Option"
        }
    }

    static func checkReserved(_ name: Identifier, what: String, bag: inout DiagnosticBag) {
        guard let reason = reservedReason(name.name) else { return }
        report(name, what: what, reason, bag: &bag)
    }

    /// A field or list named like its form: inside the generated model the
    /// member would shadow the type's own name.
    static func checkNotFormName(_ name: Identifier, form: Identifier, what: String, bag: inout DiagnosticBag) {
        guard name.name == form.name else { return }
        report(name, what: what, "the model of form '\(form.name)' is a type of that name, which the member would shadow", bag: &bag)
    }

    private static func report(_ name: Identifier, what: String, _ reason: String, bag: inout DiagnosticBag) {
        let base = name.name == GeneratedSwiftNames.wildcard ? "" : name.name
        bag.report(
            .reservedName, at: name.range, "'\(name.name)' cannot name a \(what): \(reason)",
            fixIts: [bag.fixIt("rename it", replacing: name.range, with: base + (what == "form" ? "Form" : "Value"))]
        )
    }
}
