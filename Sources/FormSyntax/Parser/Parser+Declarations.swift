import FormDiagnostics

extension Parser {
    /// `file = { formDecl | formatterDecl | localeDecl | translationsDecl }`.
    mutating func parseFile() -> [Declaration] {
        var declarations: [Declaration] = []
        while token.kind != .endOfFile {
            if token.kind == .semicolon {
                advance()
                continue
            }
            let start = token.range.lowerBound
            if let declaration = parseDeclaration() {
                declarations.append(declaration)
            } else if token.range.lowerBound == start {
                // Nothing was consumed: skip at least one token to make progress.
                advance()
                skipTo(.declaration)
            } else {
                skipTo(.declaration)
            }
        }
        return declarations
    }

    private mutating func parseDeclaration() -> Declaration? {
        guard token.kind == .identifier else {
            errorExpected("'form', 'formatter', 'locale' or 'translations'")
            return nil
        }
        switch token.keyword {
        case .form: return parseForm().map(Declaration.form)
        case .formatter: return parseFormatterDecl().map(Declaration.formatter)
        case .locale: return parseLocaleDecl().map(Declaration.locale)
        case .translations: return parseTranslations().map(Declaration.translations)
        case .field, .list:
            errorExpected("'form' (fields are declared inside a form)")
            return nil
        default:
            errorExpected("'form', 'formatter', 'locale' or 'translations'")
            return nil
        }
    }

    /// `formDecl = "form" Ident "{" { formAttr | fieldDecl | listDecl } "}"`.
    mutating func parseForm() -> FormDecl? {
        let doc = docComment()
        let start = advance().range.lowerBound
        guard let name = parseIdentifier("a form name") else { return nil }
        guard expect(.leftBrace, "'{' to open the form") != nil else { return nil }
        var members: [FormMember] = []
        while true {
            switch token.kind {
            case .rightBrace:
                let end = advance().range.upperBound
                return FormDecl(doc: doc, name: name, members: members, range: start..<end)
            case .endOfFile:
                errorExpected("'}' to close form '\(name.name)'")
                return FormDecl(doc: doc, name: name, members: members, range: start..<previousEnd)
            case .semicolon:
                advance()
            case .identifier where token.keyword == .field || token.keyword == .list:
                if let field = parseField() {
                    members.append(.field(field))
                } else {
                    skipTo(.formMember)
                }
            case .identifier where token.keyword == .section:
                if let section = parseSection() {
                    members.append(.section(section))
                } else {
                    skipTo(.formMember)
                }
            case .identifier where token.keyword.formAttribute != nil:
                if let attribute = parseFormAttribute() {
                    members.append(.attribute(attribute))
                } else {
                    skipTo(.formMember)
                }
            case .identifier where token.keyword == .form || token.keyword == .formatter || token.keyword == .translations:
                errorExpected("'}' to close form '\(name.name)'")
                return FormDecl(doc: doc, name: name, members: members, range: start..<previousEnd)
            case .identifier:
                let word = advance()
                let message = word.keyword.isFieldAttribute
                    ? "'\(text(of: word))' is a field attribute; a form takes 'title', 'locale', 'submit' and 'language'"
                    : "unknown form attribute '\(text(of: word))'; a form takes 'title', 'locale', 'submit', 'language', 'field' and 'list'"
                report(.unknownAttribute, at: word.range, message)
                skipTo(.formMember)
            default:
                errorExpected("'field', 'list', 'title', 'locale', 'submit', 'language' or '}'")
                advance()
                skipTo(.formMember)
            }
        }
    }

    private mutating func parseFormAttribute() -> FormAttribute? {
        let keywordToken = advance()
        guard let kind = keywordToken.keyword.formAttribute else { return nil }
        let keyword = Identifier(name: text(of: keywordToken), range: keywordToken.range)
        skipHabitualColon(after: keyword)
        guard let value = parseString("a string after '\(keyword.name)'") else { return nil }
        return FormAttribute(kind: kind, keyword: keyword, value: value, range: keyword.range.lowerBound..<value.range.upperBound)
    }

    /// `formatterDecl = "formatter" Ident "=" Chain`.
    mutating func parseFormatterDecl() -> FormatterDecl? {
        let doc = docComment()
        let start = advance().range.lowerBound
        guard let name = parseIdentifier("a formatter name") else { return nil }
        guard expect(.equal, "'=' after the formatter name") != nil else { return nil }
        guard let chain = parseChain() else { return nil }
        return FormatterDecl(doc: doc, name: name, chain: chain, range: start..<chain.range.upperBound)
    }

    /// `localeDecl = "locale" String "{" { localeRule } "}"`.
    mutating func parseLocaleDecl() -> LocaleDecl? {
        let start = advance().range.lowerBound
        guard let identifier = parseString("a locale identifier string such as \"fr_CH\"") else { return nil }
        guard expect(.leftBrace, "'{' to open the locale rules") != nil else { return nil }
        var rules: [LocaleRule] = []
        while token.kind != .rightBrace {
            if token.kind == .endOfFile || token.keyword.isDeclarationStart {
                errorExpected("'}' to close the locale rules")
                return LocaleDecl(identifier: identifier, rules: rules, range: start..<previousEnd)
            }
            if token.kind == .semicolon {
                advance()
                continue
            }
            if let rule = parseLocaleRule() {
                rules.append(rule)
            } else {
                skipTo(.localeRule)
            }
        }
        let end = advance().range.upperBound
        return LocaleDecl(identifier: identifier, rules: rules, range: start..<end)
    }

    private mutating func parseLocaleRule() -> LocaleRule? {
        guard token.kind == .identifier else {
            errorExpected("a locale rule ('base', 'decimal', 'grouping', 'groupSizes', 'minimumGroupingDigits', 'minus' or 'datePattern')")
            advance()
            return nil
        }
        let keywordToken = advance()
        let keyword = Identifier(name: text(of: keywordToken), range: keywordToken.range)
        guard let kind = keywordToken.keyword.localeRule else {
            let names = LocaleRule.Kind.allCases.map(\.rawValue)
            let fixIts = Suggestion.closest(to: keyword.name, in: names).map {
                [lexer.diagnostics.fixIt("did you mean '\($0)'?", replacing: keyword.range, with: $0)]
            } ?? []
            report(.unknownAttribute, at: keyword.range, "unknown locale rule '\(keyword.name)'", fixIts: fixIts)
            return nil
        }
        switch kind {
        case .base, .decimal, .grouping, .minus, .datePattern:
            guard let value = parseString("a string after '\(keyword.name)'") else { return nil }
            return LocaleRule(kind: kind, keyword: keyword, value: .string(value), range: keyword.range.lowerBound..<value.range.upperBound)
        case .groupSizes, .minimumGroupingDigits:
            guard let first = parseInteger("a whole number after '\(keyword.name)'") else { return nil }
            var values = [first]
            if kind == .groupSizes, token.kind == .comma {
                advance()
                guard let second = parseInteger("the secondary group size") else { return nil }
                values.append(second)
            }
            return LocaleRule(kind: kind, keyword: keyword, value: .integers(values), range: keyword.range.lowerBound..<previousEnd)
        }
    }

    /// `translationsDecl = "translations" String "{" { String "=" String } "}"`.
    mutating func parseTranslations() -> TranslationsDecl? {
        let start = advance().range.lowerBound
        guard let language = parseString("a language string such as \"ru\"") else { return nil }
        guard expect(.leftBrace, "'{' to open the translations") != nil else { return nil }
        var entries: [TranslationsDecl.Entry] = []
        while token.kind != .rightBrace {
            if token.kind == .endOfFile || token.keyword.isDeclarationStart {
                errorExpected("'}' to close the translations")
                return TranslationsDecl(language: language, entries: entries, range: start..<previousEnd)
            }
            if token.kind == .semicolon {
                advance()
                continue
            }
            guard let source = parseString("a source text string"),
                  expect(.equal, "'=' between the source text and its translation") != nil,
                  let translation = parseString("the translated string")
            else {
                if token.kind != .rightBrace { advance() }
                skipTo(.translationEntry)
                continue
            }
            entries.append(.init(source: source, translation: translation, range: source.range.lowerBound..<translation.range.upperBound))
        }
        let end = advance().range.upperBound
        return TranslationsDecl(language: language, entries: entries, range: start..<end)
    }
}
