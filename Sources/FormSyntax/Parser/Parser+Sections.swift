import FormDiagnostics

extension Parser {
    /// `sectionDecl = "section" String "{" { "caption" String | "visible" "when" Expr
    /// | fieldDecl | listDecl } "}"` (LANGUAGE.md §13). A nested `section` is
    /// `unexpected-token` and its body is skipped.
    mutating func parseSection() -> SectionDecl? {
        let keywordToken = advance()
        let keyword = Identifier(name: text(of: keywordToken), range: keywordToken.range)
        guard let title = parseString("the section's title string after 'section'"),
              expect(.leftBrace, "'{' to open the section") != nil
        else { return nil }
        var items: [SectionItem] = []
        func finish(_ end: Int) -> SectionDecl {
            SectionDecl(keyword: keyword, title: title, items: items, range: keyword.range.lowerBound..<end)
        }
        while true {
            switch token.kind {
            case .rightBrace:
                return finish(advance().range.upperBound)
            case .endOfFile:
                errorExpected("'}' to close section \(title.spelling)")
                return finish(previousEnd)
            case .semicolon:
                advance()
            case .identifier where token.keyword == .field || token.keyword == .list:
                if let field = parseField() {
                    items.append(.field(field))
                } else {
                    skipTo(.formMember)
                }
            case .identifier where token.keyword == .caption:
                let word = advance()
                let attributeKeyword = Identifier(name: text(of: word), range: word.range)
                guard let caption = parseString("a string after 'caption'") else {
                    skipTo(.formMember)
                    continue
                }
                items.append(.attribute(FieldAttribute(keyword: attributeKeyword, value: .caption(caption), range: word.range.lowerBound..<caption.range.upperBound)))
            case .identifier where token.keyword == .visible:
                let word = advance()
                let attributeKeyword = Identifier(name: text(of: word), range: word.range)
                guard consumeWhen() != nil else {
                    errorExpected("'when' after 'visible'")
                    skipTo(.formMember)
                    continue
                }
                let condition = parseCondition()
                items.append(.attribute(FieldAttribute(keyword: attributeKeyword, value: .visibleWhen(condition), range: word.range.lowerBound..<max(previousEnd, word.range.upperBound))))
            case .identifier where token.keyword == .section:
                let word = advance()
                report(.unexpectedToken, at: word.range, "sections do not nest; close section \(title.spelling) before starting another")
                skipTo(.formMember)
            case .identifier where token.keyword == .form || token.keyword == .formatter || token.keyword == .translations:
                errorExpected("'}' to close section \(title.spelling)")
                return finish(previousEnd)
            default:
                errorExpected("'field', 'list', 'caption', 'visible' or '}' in a section")
                advance()
                skipTo(.formMember)
            }
        }
    }
}
