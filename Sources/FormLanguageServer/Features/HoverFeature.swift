import FormChecker
import FormDiagnostics
import FormRuntime
import FormSyntax

/// `textDocument/hover`: a field's type, label, formatters and conditions; a
/// formatter's documentation or named chain; a locale's rules; a language's
/// name in `language "…"` and `translations "…"`; a diagnostic id's
/// `formc explain` page inside `// formc:ignore` or `// formc:accept`.
enum HoverFeature {
    @Sendable static func hover(_ request: FeatureRequest) throws(ResponseError) -> JSON {
        let cursor = try request.cursor()
        let analysis = request.analysis
        if let (id, range) = ignoredID(at: cursor, analysis) {
            return result("```\n" + DiagnosticExplanation.renderExplainPage(for: id) + "```", range, request)
        }
        if let literal = languageLiteral(at: cursor, analysis) {
            return result(language(literal.value, isForm: literal.isForm), literal.range, request)
        }
        guard let occurrence = analysis.index.occurrence(at: cursor) else { return .null }
        let markdown: String?
        switch occurrence.key {
        case .field(let form, let name): markdown = field(form: form, name: name, analysis)
        case .option(let form, let field, let name): markdown = option(form: form, field: field, name: name, analysis)
        case .formatter(let name): markdown = namedFormatter(name, analysis)
        case .builtinFormatter(let name): markdown = builtinFormatter(name)
        case .builtinFunction(let name): markdown = ConditionFunctionDocs.hover(name)
        case .form(let name): markdown = form(name, analysis)
        case .locale: markdown = locale(analysis.source.text(in: occurrence.range), analysis)
        }
        guard let markdown else { return .null }
        return result(markdown, occurrence.range, request)
    }

    private static func result(_ markdown: String, _ range: Range<Int>, _ request: FeatureRequest) -> JSON {
        ["contents": request.client.markup(markdown, allowed: request.client.markdownHover), "range": request.converter.range(range)]
    }

    /// The diagnostic id under the cursor in a `// formc:ignore` or
    /// `// formc:accept` comment.
    private static func ignoredID(at cursor: Int, _ analysis: DocumentAnalysis) -> (DiagnosticID, Range<Int>)? {
        guard let comment = analysis.syntax.comments.last(where: { $0.range.lowerBound <= cursor }), cursor <= comment.range.upperBound,
              comment.text.hasPrefix("// formc:ignore") || comment.text.hasPrefix(SyntaxFile.acceptPrefix) else { return nil }
        let bytes = analysis.document.bytes
        func isIDByte(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "-") }
        var start = cursor
        while start > comment.range.lowerBound, isIDByte(bytes[start - 1]) { start -= 1 }
        var end = cursor
        while end < comment.range.upperBound, isIDByte(bytes[end]) { end += 1 }
        guard let id = DiagnosticID(rawValue: String(decoding: bytes[start..<end], as: UTF8.self)) else { return nil }
        return (id, start..<end)
    }

    /// An option: its declaration (identifier and label) and its field.
    private static func option(form formName: String, field fieldName: String, name: String, _ analysis: DocumentAnalysis) -> String? {
        guard let form = analysis.syntax.forms.first(where: { $0.name.name == formName }),
              let field = form.fields.first(where: { $0.name.name == fieldName }) else { return nil }
        for attribute in field.attributes {
            guard case .option(let id, let label) = attribute.value, id.name == name else { continue }
            let kind = field.attributes.contains { if case .multiple = $0.value { true } else { false } } ? "multiple choice" : "choice"
            return "```form\noption \(id.name) \(label.spelling)\n```\nAn option of `\(field.name.name)` (\(kind)); `.\(id.name)` in its conditions."
        }
        return nil
    }

    private static func field(form formName: String, name: String, _ analysis: DocumentAnalysis) -> String? {
        guard let form = analysis.syntax.forms.first(where: { $0.name.name == formName }),
              let field = form.fields.first(where: { $0.name.name == name }) else { return nil }
        let source = analysis.source
        var lines = ["```form\n\(field.isList ? "list" : "field") \(field.name.name): \(field.type.sourceText)\n```"]
        if let doc = field.doc { lines.append(doc.text) }
        var facts: [String] = []
        var conditions: [String] = []
        for attribute in field.attributes {
            switch attribute.value {
            case .label(let text): facts.append("**Label** \(text.spelling)")
            case .placeholder(let text): facts.append("**Placeholder** \(text.spelling)")
            case .caption(let text): facts.append("**Caption** \(text.spelling)")
            case .format(let chain):
                var text = "**Formatters** `\(source.text(in: chain.range))`"
                for call in chain.formatters {
                    if let named = analysis.syntax.formatters.first(where: { $0.name.name == call.name.name }) {
                        text += "; `\(call.name.name)` = `\(source.text(in: named.chain.range))`"
                    }
                }
                facts.append(text)
            case .required(let message, let condition):
                facts.append("**Required**" + (message.map { " \($0.spelling)" } ?? "") + (condition.map { " when `\(source.text(in: $0.range))`" } ?? ""))
            case .option(let id, let label): facts.append("**Option** `\(id.name)` \(label.spelling)")
            case .multiple: facts.append("**Multiple**")
            case .visibleWhen(let condition): facts.append("**Visible when** `\(source.text(in: condition.range))`")
            case .defaultOptions(let list): facts.append("**Default** `\(source.text(in: list.range))`")
            case .secure(let toggle): facts.append("**Secure**" + (toggle == nil ? "" : " with a reveal toggle"))
            case .keyboard(let keyboard): facts.append("**Keyboard** `\(keyboard.kind.rawValue)`")
            case .default(let literal): facts.append("**Default** `\(literal.sourceText)`")
            case .disabled: facts.append("**Disabled**")
            case .enabledWhen(let condition): facts.append("**Enabled when** `\(source.text(in: condition.range))`")
            case .min(let value): facts.append("**Min rows** \(value.spelling)")
            case .max(let value): facts.append("**Max rows** \(value.spelling)")
            case .error: conditions.append("- `\(source.text(in: attribute.range))`")
            }
        }
        let hasFormat = field.attributes.contains { if case .format = $0.value { true } else { false } }
        if !hasFormat, field.type.base == .int || field.type.base == .decimal {
            facts.append("**Formatters** `\(field.type.base == .int ? "number" : "decimal")(grouping: false)` (the type's default)")
        }
        if !facts.isEmpty { lines.append(facts.joined(separator: "  \n")) }
        if !conditions.isEmpty { lines.append("**Conditions**\n" + conditions.joined(separator: "\n")) }
        return lines.joined(separator: "\n\n")
    }

    private static func namedFormatter(_ name: String, _ analysis: DocumentAnalysis) -> String? {
        guard let declaration = analysis.syntax.formatters.first(where: { $0.name.name == name }) else {
            return "Unknown formatter `\(name)`: neither built in nor declared in this file."
        }
        var text = "```form\nformatter \(name) = \(analysis.source.text(in: declaration.chain.range))\n```"
        if let doc = declaration.doc { text += "\n\n" + doc.text }
        return text
    }

    private static func builtinFormatter(_ name: String) -> String? {
        guard let summary = FormatterCatalog.summary(of: name) else { return nil }
        return "```form\n\(FormatterCatalog.signature(of: name))\n```\n\nBuilt-in formatter on `\(FormatterCatalog.fieldType(of: name))` fields.\n\n\(summary)"
    }

    private static func form(_ name: String, _ analysis: DocumentAnalysis) -> String? {
        guard let form = analysis.syntax.forms.first(where: { $0.name.name == name }) else { return nil }
        var text = "```form\nform \(name)\n```"
        if let doc = form.doc { text += "\n\n" + doc.text }
        if let title = form.attributes.first(where: { $0.kind == .title }) { text += "\n\n**Title** \(title.value.spelling)" }
        let fields = form.fields.filter { !$0.isList }.count
        let lists = form.fields.count - fields
        text += "\n\n\(fields) field\(fields == 1 ? "" : "s"), \(lists) list\(lists == 1 ? "" : "s")"
        return text
    }

    private static func locale(_ identifier: String, _ analysis: DocumentAnalysis) -> String? {
        guard let rules = LocaleLookup.rules(for: identifier, in: analysis.syntax) else {
            return "Unknown locale \"\(identifier)\"" + (LocaleTable.suggestion(for: identifier).map { "; did you mean \"\($0)\"?" } ?? "")
        }
        let custom = analysis.syntax.declarations.contains { if case .locale(let block) = $0 { block.identifier.value == identifier } else { false } }
        let groups = rules.primaryGroupSize == rules.secondaryGroupSize ? "\(rules.primaryGroupSize)" : "\(rules.primaryGroupSize), then \(rules.secondaryGroupSize)"
        return """
            **Locale** `\(rules.identifier)`\(custom ? " (defined in this file)" : " (CLDR \(LocaleTable.cldrVersion))")

            | rule | value |
            |---|---|
            | decimal separator | \(show(rules.decimalSeparator)) |
            | grouping separator | \(show(rules.groupingSeparator)) |
            | group sizes | \(groups) |
            | minimum grouping digits | \(rules.minimumGroupingDigits) |
            | minus sign | \(show(rules.minusSign)) |
            | date pattern | `\(rules.datePattern)` |
            """
    }

    /// The string of a form's `language "…"` or of a `translations "…"`
    /// block under the cursor.
    private static func languageLiteral(at cursor: Int, _ analysis: DocumentAnalysis) -> (value: String, range: Range<Int>, isForm: Bool)? {
        for declaration in analysis.syntax.declarations {
            switch declaration {
            case .form(let form):
                for attribute in form.attributes where attribute.kind == .language && attribute.value.range.contains(cursor) {
                    return (attribute.value.value, attribute.value.range, true)
                }
            case .translations(let block) where block.language.range.contains(cursor):
                return (block.language.value, block.language.range, false)
            default:
                continue
            }
        }
        return nil
    }

    /// What a language identifier names (LANGUAGE.md §21, §7).
    private static func language(_ identifier: String, isForm: Bool) -> String {
        guard LanguageTable.isKnown(identifier) else {
            return "Unknown language \"\(identifier)\"" + (LanguageTable.suggestion(for: identifier).map { "; did you mean \"\($0)\"?" } ?? "")
        }
        let name = LanguageTable.englishName(of: LanguageTable.languageSubtag(of: identifier)) ?? identifier
        let shipped = BuiltInLanguage(matching: identifier).map { "formc's own texts are shipped in it (`\($0.rawValue)`)" }
            ?? "formc does not ship its own texts in it: a `translations` block in this language may override them, else they are English"
        let role = isForm
            ? "The language this form's own texts are written in: the form is shown in it to every user without a `translations` block for their language, built-in texts included."
            : "The texts of this block are shown to users whose language this is, with formc's own texts in it."
        return "**Language** `\(identifier)`: \(name)\n\n\(role) \(shipped.prefix(1).uppercased() + shipped.dropFirst())."
    }

    /// A symbol as shown in a hover: quoted, with invisible characters named by code point.
    private static func show(_ symbol: String) -> String {
        symbol.unicodeScalars.map { scalar in
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format || scalar.value < 0x20 {
                return "U+" + String(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))
            }
            return "`\(scalar)`"
        }.joined(separator: " ")
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
