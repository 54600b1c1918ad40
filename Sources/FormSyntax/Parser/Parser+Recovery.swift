import FormDiagnostics

extension Parser {
    /// Where the parser may pick up again after a syntax error.
    enum SyncPoint {
        /// The next top-level declaration.
        case declaration
        /// The next form member (`field`, `list`, `title`, …) or the form's `}`.
        case formMember
        /// The next field attribute, the next field, or the field's `}`.
        case fieldAttribute
        /// The next rule of a locale block or its `}`.
        case localeRule
        /// The next string starting a translation entry or the block's `}`.
        case translationEntry
    }

    /// Skips tokens until one where parsing can resume, stepping over
    /// balanced `{ … }` blocks so a broken member's body is skipped whole.
    mutating func skipTo(_ point: SyncPoint) {
        while token.kind != .endOfFile {
            if token.kind == .leftBrace, point != .declaration {
                skipBlock()
                continue
            }
            if isSyncToken(point) { return }
            advance()
        }
    }

    private func isSyncToken(_ point: SyncPoint) -> Bool {
        let word = token.keyword
        let declarationStart = word.isDeclarationStart
        switch point {
        case .declaration:
            return declarationStart
        case .formMember:
            return token.kind == .rightBrace || declarationStart && word != .locale
                || word == .field || word == .list || word == .section || word.formAttribute != nil
        case .fieldAttribute:
            return token.kind == .rightBrace || token.kind == .semicolon
                || word.isFieldAttribute || word == .field || word == .list || word == .section
                || word == .form || word == .formatter || word == .translations
        case .localeRule:
            return token.kind == .rightBrace || word.localeRule != nil
        case .translationEntry:
            return token.kind == .rightBrace || token.kind == .string
        }
    }

    /// Skips a `{ … }` block, nested blocks included, without recursion.
    private mutating func skipBlock() {
        var depth = 0
        repeat {
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth -= 1
            default: break
            }
            advance()
        } while depth > 0 && token.kind != .endOfFile
    }
}
