import FormSyntax

/// `textDocument/documentSymbol`: forms with their fields and lists, named
/// formatters, locale blocks and translations, as a hierarchy.
enum DocumentSymbolFeature {
    // LSP SymbolKind values.
    private static let structKind = 23, fieldKind = 8, arrayKind = 18, functionKind = 12, namespaceKind = 3, moduleKind = 2, packageKind = 4

    @Sendable static func symbols(_ request: FeatureRequest) throws(ResponseError) -> JSON {
        let converter = request.converter
        func symbol(_ name: String, _ detail: String, _ kind: Int, _ range: Range<Int>, _ selection: Range<Int>, _ children: [JSON] = []) -> JSON {
            // The selection must lie inside the range.
            let full = min(range.lowerBound, selection.lowerBound)..<max(range.upperBound, selection.upperBound)
            return [
                "name": .string(name.isEmpty ? " " : name), "detail": .string(detail), "kind": .int(kind),
                "range": converter.range(full), "selectionRange": converter.range(selection), "children": .array(children),
            ]
        }
        var result: [JSON] = []
        for declaration in request.analysis.syntax.declarations {
            switch declaration {
            case .form(let form):
                func fieldSymbol(_ field: FieldDecl) -> JSON {
                    symbol(field.name.name, field.type.sourceText, field.isList ? arrayKind : fieldKind, field.range, field.name.range)
                }
                // Sections (LANGUAGE.md §13) nest their fields.
                let fields: [JSON] = form.members.compactMap { member in
                    switch member {
                    case .field(let field): fieldSymbol(field)
                    case .section(let section): symbol(section.title.value, "section", packageKind, section.range, section.title.range, section.fields.map(fieldSymbol))
                    case .attribute: nil
                    }
                }
                result.append(symbol(form.name.name, "form", structKind, form.range, form.name.range, fields))
            case .formatter(let formatter):
                let chain = request.analysis.source.text(in: formatter.chain.range)
                result.append(symbol(formatter.name.name, chain, functionKind, formatter.range, formatter.name.range))
            case .locale(let locale):
                result.append(symbol(locale.identifier.value, "locale", namespaceKind, locale.range, locale.identifier.range))
            case .translations(let translations):
                result.append(symbol(translations.language.value, "translations", moduleKind, translations.range, translations.language.range))
            }
        }
        return .array(result)
    }
}
