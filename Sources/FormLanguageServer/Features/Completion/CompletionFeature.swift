import FormChecker
import FormDiagnostics
import FormSyntax

/// `textDocument/completion`: what may come next at the cursor
/// (``CompletionContext``), from the compiler's own tables: attribute
/// words, types, built-in formatters and their labels, the file's named
/// formatters, the form's fields and lists, the CLDR locale table and
/// language codes, keyboard kinds and the warning ids.
enum CompletionFeature {
    // LSP CompletionItemKind values.
    private static let functionKind = 3, fieldKind = 5, variableKind = 6, moduleKind = 9, propertyKind = 10,
        valueKind = 12, keywordKind = 14, enumMemberKind = 20, typeKind = 25

    @Sendable static func complete(_ request: FeatureRequest) throws(ResponseError) -> JSON {
        let cursor = try request.cursor()
        let context = CompletionContext.at(cursor, in: request.analysis)
        return ["isIncomplete": false, "items": .array(items(for: context, cursor: cursor, request))]
    }

    /// The items offered in a context.
    static func items(for context: CompletionContext, cursor: Int, _ request: FeatureRequest) -> [JSON] {
        let syntax = request.analysis.syntax
        switch context {
        case .none:
            return []
        case .topLevel:
            return keywords(Keyword.spellings(.declarationStart))
        case .formMember:
            return keywords(Keyword.spellings(.formMember))
        case .sectionMember:
            return keywords(Keyword.spellings(.sectionMember))
        case .option(let formName, let fieldName):
            let field = syntax.forms.first { $0.name.name == formName }?.fields.first { $0.name.name == fieldName }
            return (field?.attributes ?? []).compactMap { attribute in
                guard case .option(let id, let label) = attribute.value else { return nil }
                return item(id.name, kind: enumMemberKind, detail: "option of \(fieldName): \(label.spelling)")
            }
        case .fieldType:
            return TypeSyntax.Base.allCases.map { item($0.rawValue, kind: typeKind, detail: "type") }
        case .fieldAttribute(let form, let field, let isList, let afterOperand, let afterSecure):
            var result: [JSON] = []
            if afterSecure { result.append(item("toggle", kind: keywordKind, detail: "adds a reveal action")) }
            if afterOperand { result += keywords(Self.afterOperand) }
            let present = presentAttributes(form: form, field: field, syntax: syntax)
            let order = Keyword.spellings(.fieldAttribute)
            // What does not apply to the field's type (LANGUAGE.md §13), when the type is known.
            let type = syntax.forms.first { $0.name.name == form }?.fields.first { $0.name.name == field }?.type.base
            let notApplying: Set<String> = switch type {
            case .choice?: ["format", "secure", "keyboard"]
            case nil: []
            default: ["option", "multiple"]
            }
            for word in order where (word == "error" || word == "option" || !present.contains(word)) && !notApplying.contains(word) {
                if (word == "min" || word == "max") && !isList { continue }
                result.append(item(word, kind: keywordKind, detail: "field attribute"))
            }
            return result
        case .keyboard:
            return KeyboardSyntax.allCases.map { item($0.rawValue, kind: enumMemberKind, detail: "keyboard") }
        case .trigger:
            return TriggerSyntax.allCases.map { item($0.rawValue, kind: enumMemberKind, detail: "when the condition is evaluated") }
        case .when:
            return keywords(["when"])
        case .formatterName(let fieldType):
            // Formatters that work on the field's type first.
            var result = FormatterCatalog.builtinNames.map { name in
                var entry = item(name, kind: functionKind, detail: FormatterCatalog.signature(of: name), documentation: FormatterCatalog.summary(of: name), request)
                if let fieldType, case .object(var members) = entry {
                    members["sortText"] = .string((FormatterCatalog.fieldType(of: name) == fieldType ? "0" : "1") + name)
                    entry = .object(members)
                }
                return entry
            }
            for formatter in syntax.formatters {
                result.append(item(formatter.name.name, kind: functionKind, detail: "= " + request.analysis.source.text(in: formatter.chain.range), documentation: formatter.doc?.text, request))
            }
            return result
        case .formatterArgument(let formatter):
            return FormatterCatalog.argumentLabels(of: formatter).map { label in
                var entry = item(label + ":", kind: propertyKind, detail: "argument of \(formatter)")
                if case .object(var members) = entry {
                    members["insertText"] = .string(label + ": ")
                    members["filterText"] = .string(label)
                    entry = .object(members)
                }
                return entry
            }
        case .expression(let formName, let filter):
            var result: [JSON] = []
            if let form = syntax.forms.first(where: { $0.name.name == formName }) {
                for field in form.fields {
                    if filter == .listsOnly && !field.isList { continue }
                    if filter == .fieldsOnly && field.isList { continue }
                    result.append(item(field.name.name, kind: field.isList ? variableKind : fieldKind, detail: "\(field.isList ? "list" : "field") \(field.name.name): \(field.type.sourceText)"))
                }
            }
            if filter == .all {
                result.append(item("value", kind: keywordKind, detail: "this field's typed value"))
                result.append(item("length", kind: keywordKind, detail: "the number of characters in this field"))
                result.append(function("length", detail: "length(field): characters in another field"))
                result.append(function("count", detail: "count(list): a list's non-empty rows, or a multiple choice's selected options"))
                result += keywords(Keyword.spellings(.literal))
                for entry in ConditionFunctionDocs.all {
                    let detail = "\(entry.signature): \(entry.summary)"
                    result.append(entry.isFunction ? function(entry.name, detail: detail) : item(entry.name, kind: keywordKind, detail: detail))
                }
            }
            return result
        case .localeIdentifier(let contentStart):
            let range = request.converter.range(contentStart..<cursor)
            var identifiers = LocaleTable.identifiers
            for declaration in syntax.declarations {
                if case .locale(let block) = declaration, !identifiers.contains(block.identifier.value) { identifiers.append(block.identifier.value) }
            }
            return identifiers.map { identifier in
                ["label": .string(identifier), "kind": .int(valueKind), "detail": "locale", "textEdit": ["range": range, "newText": .string(identifier)]]
            }
        case .languageIdentifier(let contentStart):
            let range = request.converter.range(contentStart..<cursor)
            return LanguageTable.codes.map { code in
                ["label": .string(code), "kind": .int(valueKind), "detail": .string("language: " + (LanguageTable.englishName(of: code) ?? code)),
                 "filterText": .string(code + " " + (LanguageTable.englishName(of: code) ?? "")),
                 "textEdit": ["range": range, "newText": .string(code)]]
            }
        case .localeRule:
            return LocaleRule.Kind.allCases.map { item($0.rawValue, kind: keywordKind, detail: "locale rule") }
        case .diagnosticID(let wordStart):
            let range = request.converter.range(wordStart..<cursor)
            return DiagnosticID.allCases.filter { $0.defaultSeverity == .warning }.map { id in
                ["label": .string(id.rawValue), "kind": .int(valueKind), "detail": .string(id.explanation.title),
                 "textEdit": ["range": range, "newText": .string(id.rawValue)]]
            }
        case .findingID(let wordStart):
            let range = request.converter.range(wordStart..<cursor)
            return DiagnosticID.breakingCases.map { id in
                ["label": .string(id.rawValue), "kind": .int(valueKind), "detail": .string("\(id.breakingCategory?.rawValue ?? ""): \(id.explanation.title)"),
                 "textEdit": ["range": range, "newText": .string(id.rawValue)]]
            }
        }
    }

    /// What may follow a complete operand in a field's line: the words of
    /// conditions that join or compare (but `when`, which starts one) and the
    /// logical operators, from the vocabulary tables.
    static let afterOperand = Keyword.spellings(.control).filter { $0 != Keyword.when.rawValue } + [BinaryOperator.and.rawValue, BinaryOperator.or.rawValue]

    /// The attribute words a field already has (so they are not offered twice).
    private static func presentAttributes(form: String, field: String, syntax: SyntaxFile) -> Set<String> {
        guard let declaration = syntax.forms.first(where: { $0.name.name == form })?.fields.first(where: { $0.name.name == field }) else { return [] }
        return Set(declaration.attributes.map(\.keyword.name))
    }

    private static func keywords(_ words: [String]) -> [JSON] {
        words.map { item($0, kind: keywordKind, detail: "keyword") }
    }

    private static func function(_ name: String, detail: String) -> JSON {
        ["label": .string(name + "(…)"), "kind": .int(functionKind), "detail": .string(detail), "insertText": .string(name + "("), "filterText": .string(name)]
    }

    private static func item(_ label: String, kind: Int, detail: String, documentation: String? = nil, _ request: FeatureRequest? = nil) -> JSON {
        var entry: [String: JSON] = ["label": .string(label), "kind": .int(kind), "detail": .string(detail)]
        if let documentation, let request {
            entry["documentation"] = request.client.markup(documentation, allowed: request.client.markdownCompletion)
        }
        return .object(entry)
    }
}
