import FormSyntax

/// What may be written at a cursor, worked out from the syntax tree (which
/// declaration and member the cursor is in) and the compiler's lexer run
/// from the start of that member to the cursor, so the cost does not grow
/// with the file and half-written text still gives a context.
enum CompletionContext: Equatable {
    /// Nothing to offer (a name being declared, a message string, a regex).
    case none
    /// `form`, `formatter`, `locale`, `translations`.
    case topLevel
    /// `title`, `locale`, `submit`, `language`, `field`, `list` inside a form.
    case formMember
    /// A type after `field name:`.
    case fieldType
    /// A field attribute; after a complete condition also `on`, `matches`, `in`.
    case fieldAttribute(form: String, field: String, isList: Bool, afterOperand: Bool, afterSecure: Bool)
    /// A keyboard kind after `keyboard`.
    case keyboard
    /// `change`, `blur`, `submit` after `on`.
    case trigger
    /// `when` after `enabled`.
    case when
    /// A formatter name in a chain; `fieldType` is the type of the field
    /// it formats (`nil` in a `formatter` declaration).
    case formatterName(fieldType: String?)
    /// An argument label of a built-in formatter, inside its parentheses.
    case formatterArgument(formatter: String)
    /// An operand in a condition: names of the form, `value`, `length`, functions.
    case expression(form: String, filter: NameFilter)
    /// A locale identifier inside `locale "…"` or `base "…"`; `contentStart` is just after the quote.
    case localeIdentifier(contentStart: Int)
    /// A language identifier inside `language "…"` or `translations "…"`;
    /// `contentStart` is just after the quote.
    case languageIdentifier(contentStart: Int)
    /// A rule inside a `locale "…" { … }` block.
    case localeRule
    /// A diagnostic id after `// formc:ignore`; `wordStart` is where the id being typed starts.
    case diagnosticID(wordStart: Int)
    /// A `formc breaking` finding id, the first word after `// formc:accept`.
    case findingID(wordStart: Int)
    /// An option of choice field `field` (LANGUAGE.md §13): after `.` in a
    /// condition comparing that field (`value == .`, `country != .`,
    /// `toppings contains .`), or after `default` / `default [` in it.
    case option(form: String, field: String)
    /// `caption`, `visible`, `field`, `list` inside a `section "…" { … }`.
    case sectionMember

    /// Which names an expression operand may be.
    enum NameFilter: Equatable {
        case all, listsOnly, fieldsOnly
    }

    /// The block the cursor is in, as the token walk sees it.
    private enum Block {
        case form(String)
        case section(form: String)
        case field(form: String, name: String, isList: Bool)
        case locale
        case other
    }

    /// The context at byte offset `cursor` of an analysed document.
    static func at(_ cursor: Int, in analysis: DocumentAnalysis) -> CompletionContext {
        let syntax = analysis.syntax
        let bytes = analysis.document.bytes
        if let comment = syntax.comments.last(where: { $0.range.lowerBound < cursor }),
           cursor < comment.range.upperBound || (cursor == comment.range.upperBound && comment.kind != .block) {
            return ignoreContext(comment, cursor: cursor, bytes: bytes)
        }

        // Start lexing at the member (or declaration) the cursor is in.
        var start = 0
        var stack: [Block] = []
        if let declaration = syntax.declarations.last(where: { $0.range.lowerBound < cursor }) {
            start = declaration.range.lowerBound
            if case .form(let form) = declaration, let member = form.members.last(where: { $0.range.lowerBound < cursor }) {
                start = member.range.lowerBound
                stack = [.form(form.name.name)]
            }
        }
        let scan = TokenScanner(bytes, range: start..<cursor)
        var statement: [Token] = []
        for token in scan.tokens {
            switch token.kind {
            case .leftBrace:
                stack.append(block(opening: statement, in: stack))
                statement = []
            case .rightBrace:
                _ = stack.popLast()
                statement = []
            case .semicolon:
                statement = []
            default:
                statement.append(token)
            }
        }

        // Inside a string literal (unterminated up to the cursor)?
        if let last = statement.last, last.kind == .string, last.range.upperBound == cursor, !isTerminatedString(last, bytes) {
            let before = statement.dropLast().last
            if let before, before.kind == .identifier, before.text == "locale" || before.text == "base" {
                return .localeIdentifier(contentStart: last.range.lowerBound + 1)
            }
            if let before, before.kind == .identifier, before.text == "language" || before.text == "translations",
               statement.count == 2, stack.isEmpty == (before.text == "translations") {
                return .languageIdentifier(contentStart: last.range.lowerBound + 1)
            }
            return .none
        }
        // A word being typed is not context.
        if let last = statement.last, last.kind == .identifier, last.range.upperBound == cursor {
            statement.removeLast()
        }
        if let last = statement.last, last.range.upperBound == cursor, last.kind == .integer || last.kind == .decimal || last.kind == .string || last.kind == .regex {
            return .none
        }

        switch stack.last {
        case nil:
            return chainContext(statement) ?? (isNaming(statement) ? .none : .topLevel)
        case .form:
            return formContext(statement)
        case .field(let form, let name, let isList):
            return fieldContext(statement, form: form, field: name, isList: isList, syntax: syntax)
        case .section(let form):
            return sectionContext(statement, form: form)
        case .locale:
            return statement.last.map { $0.text == "base" || $0.text == "decimal" || $0.text == "grouping" || $0.text == "minus" || $0.text == "datePattern" } == true ? .none : .localeRule
        case .other:
            return .none
        }
    }

    private static func ignoreContext(_ comment: Comment, cursor: Int, bytes: [UInt8]) -> CompletionContext {
        let prefix = "// formc:ignore"
        let typed = String(decoding: bytes[comment.range.lowerBound..<cursor], as: UTF8.self)
        let accept = SyntaxFile.acceptPrefix
        if comment.kind == .line, typed.hasPrefix(accept + " ") {
            // Only the first word is an id; the subject and reason follow it.
            let words = typed.dropFirst(accept.count).split(separator: " ", omittingEmptySubsequences: true)
            guard words.count <= 1, !typed.hasSuffix(" ") || words.isEmpty else { return .none }
            var wordStart = cursor
            while wordStart > comment.range.lowerBound, isIDByte(bytes[wordStart - 1]) { wordStart -= 1 }
            return .findingID(wordStart: wordStart)
        }
        guard comment.kind == .line, typed.hasPrefix(prefix), typed.count > prefix.count else { return .none }
        var wordStart = cursor
        while wordStart > comment.range.lowerBound, isIDByte(bytes[wordStart - 1]) { wordStart -= 1 }
        return .diagnosticID(wordStart: wordStart)
    }

    private static func isIDByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "-")
    }

    private static func isTerminatedString(_ token: Token, _ bytes: [UInt8]) -> Bool {
        token.range.count >= 2 && bytes[token.range.upperBound - 1] == UInt8(ascii: "\"")
    }

    /// The block a `{` opens, from the tokens before it.
    private static func block(opening statement: [Token], in stack: [Block]) -> Block {
        guard let first = statement.first, first.kind == .identifier else { return .other }
        switch (first.text, stack.last) {
        case ("form", nil) where statement.count >= 2:
            return .form(statement[1].text)
        case ("field", .form(let form)?), ("list", .form(let form)?), ("field", .section(let form)?), ("list", .section(let form)?):
            guard statement.count >= 2 else { return .other }
            return .field(form: form, name: statement[1].text, isList: first.text == "list")
        case ("section", .form(let form)?):
            return .section(form: form)
        case ("locale", nil):
            return .locale
        default:
            return .other
        }
    }

    /// Whether the cursor is where a new name is being declared.
    private static func isNaming(_ statement: [Token]) -> Bool {
        guard let last = statement.last, last.kind == .identifier else { return false }
        return ["form", "formatter", "field", "list", "locale", "translations", "language", "label", "title", "submit", "placeholder", "caption", "error", "default", "min", "max"].contains(last.text)
    }

    private static func formContext(_ statement: [Token]) -> CompletionContext {
        let count = statement.count
        if count >= 3, statement[count - 1].kind == .colon, statement[count - 3].text == "field" || statement[count - 3].text == "list" {
            return .fieldType
        }
        if isNaming(statement) || statement.last?.text == "locale" { return .none }
        return .formMember
    }

    private static func fieldContext(_ statement: [Token], form: String, field: String, isList: Bool, syntax: SyntaxFile? = nil) -> CompletionContext {
        if let chain = chainContext(statement) {
            guard chain == .formatterName(fieldType: nil) else { return chain }
            let declaration = syntax?.forms.first { $0.name.name == form }?.fields.first { $0.name.name == field }
            return .formatterName(fieldType: declaration?.type.base.rawValue)
        }
        guard let last = statement.last else {
            return .fieldAttribute(form: form, field: field, isList: isList, afterOperand: false, afterSecure: false)
        }
        if statement.count >= 2, last.kind == .string, statement[statement.count - 2].text == "required", !inCondition(statement) {
            return .when
        }
        if isDefaultOptions(statement) {
            let declaration = syntax?.forms.first { $0.name.name == form }?.fields.first { $0.name.name == field }
            return declaration?.type.base == .choice ? .option(form: form, field: field) : .none
        }
        if isDot(last), inCondition(statement) {
            return comparedField(statement, own: field).map { .option(form: form, field: $0) } ?? .none
        }
        if last.kind == .identifier {
            switch last.text {
            case "keyboard": return .keyboard
            case "on" where inCondition(statement): return .trigger
            case "enabled", "visible", "required": return .when
            case "secure": return .fieldAttribute(form: form, field: field, isList: isList, afterOperand: false, afterSecure: true)
            case "matches": return .none
            default: break
            }
        }
        if inCondition(statement) {
            if let call = unmatchedParen(statement), call > 0 {
                let function = statement[call - 1].text
                if (last.kind == .leftParen) && (function == "count" || function == "length") {
                    return .expression(form: form, filter: function == "count" ? .listsOnly : .fieldsOnly)
                }
            }
            if expectsOperand(last) {
                return .expression(form: form, filter: .all)
            }
            return .fieldAttribute(form: form, field: field, isList: isList, afterOperand: true, afterSecure: false)
        }
        if isNaming(statement) || (last.kind == .identifier && last.text == "format") { return .none }
        return .fieldAttribute(form: form, field: field, isList: isList, afterOperand: false, afterSecure: false)
    }

    /// Inside a section: its attributes and members, or a `visible when`
    /// condition (which has no own field).
    private static func sectionContext(_ statement: [Token], form: String) -> CompletionContext {
        guard let last = statement.last else { return .sectionMember }
        if last.kind == .identifier, last.text == "visible" { return .when }
        if formContext(statement) == .fieldType { return .fieldType }
        if inCondition(statement) {
            if isDot(last) { return comparedField(statement, own: nil).map { .option(form: form, field: $0) } ?? .none }
            if expectsOperand(last) { return .expression(form: form, filter: .all) }
            return .sectionMember
        }
        return isNaming(statement) || last.kind == .string ? .none : .sectionMember
    }

    /// The `.` of an option: a lone `.` at the end of the scanned text is
    /// an invalid token to the lexer (no identifier follows it yet).
    private static func isDot(_ token: Token) -> Bool {
        token.kind == .dot || (token.kind == .invalid && token.text == ".")
    }

    /// After `default`, `default [` or `default [a,` (options of the field).
    private static func isDefaultOptions(_ statement: [Token]) -> Bool {
        var index = statement.count - 1
        while index >= 0 {
            let token = statement[index]
            switch token.kind {
            case .identifier where token.text == "default":
                return true
            case .leftBracket, .comma:
                index -= 1
            case .identifier where index > 0 && (statement[index - 1].kind == .leftBracket || statement[index - 1].kind == .comma):
                index -= 1
            default:
                return false
            }
        }
        return false
    }

    /// The field compared with the option whose `.` ends `statement`: the
    /// operand before `==`/`!=` or `contains` when it is a field's name, or
    /// `value` (the field `own`, nil in a section).
    private static func comparedField(_ statement: [Token], own: String?) -> String? {
        let count = statement.count
        guard count >= 3 else { return nil }
        let op = statement[count - 2]
        let isComparison = op.kind == .equalEqual || op.kind == .bangEqual || (op.kind == .identifier && op.text == "contains")
        let operand = statement[count - 3]
        guard isComparison, operand.kind == .identifier else { return nil }
        return operand.text == "value" ? own : operand.text
    }

    /// A formatter name or argument label, when the cursor is in a chain.
    private static func chainContext(_ statement: [Token]) -> CompletionContext? {
        guard let last = statement.last else { return nil }
        if let open = unmatchedParen(statement), open > 0, isChainCall(statement, nameAt: open - 1) {
            if last.kind == .leftParen || last.kind == .comma {
                return .formatterArgument(formatter: statement[open - 1].text)
            }
            return CompletionContext.none
        }
        if last.kind == .pipe, isInChain(statement) { return .formatterName(fieldType: nil) }
        if last.kind == .identifier, last.text == "format", !inCondition(statement) { return .formatterName(fieldType: nil) }
        if last.kind == .equal, statement.count >= 3, statement[statement.count - 3].text == "formatter" { return .formatterName(fieldType: nil) }
        return nil
    }

    /// Whether the identifier at `index`, followed by `(`, is a formatter in a chain.
    private static func isChainCall(_ statement: [Token], nameAt index: Int) -> Bool {
        guard statement[index].kind == .identifier, index > 0 else { return false }
        let before = statement[index - 1]
        return before.kind == .pipe || before.kind == .equal || (before.kind == .identifier && before.text == "format")
    }

    /// Whether a `|` at the end continues a formatter chain (not `||` of a condition).
    private static func isInChain(_ statement: [Token]) -> Bool {
        for token in statement.reversed() where token.kind == .identifier {
            if token.text == "format" || token.text == "formatter" { return true }
            if token.text == "when" { return false }
        }
        return false
    }

    /// The index of the last `(` not closed before the end.
    private static func unmatchedParen(_ statement: [Token]) -> Int? {
        var depth = 0
        for index in statement.indices.reversed() {
            switch statement[index].kind {
            case .rightParen: depth += 1
            case .leftParen:
                if depth == 0 { return index }
                depth -= 1
            case .identifier where Words.fieldAttributes.contains(statement[index].text) && depth == 0:
                return nil
            default: break
            }
        }
        return nil
    }

    /// Whether the end of the statement is inside an `error … when` or `enabled when` condition.
    private static func inCondition(_ statement: [Token]) -> Bool {
        for token in statement.reversed() where token.kind == .identifier {
            if token.text == "when" { return true }
            if Words.fieldAttributes.contains(token.text) && token.text != "default" { return false }
        }
        return false
    }

    /// Whether the token leaves the condition waiting for an operand.
    private static func expectsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .bang, .ampAmp, .pipePipe, .equalEqual, .bangEqual, .less, .lessEqual, .greater, .greaterEqual,
             .plus, .minus, .ellipsis, .leftParen:
            return true
        case .identifier:
            return token.text == "when" || token.text == "in"
        default:
            return false
        }
    }
}
