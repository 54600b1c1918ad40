import FormSyntax

/// `textDocument/semanticTokens/full`: every token of the compiler's lexer
/// classified by what the syntax tree says it is (a form, a field, a named
/// or built-in formatter, a keyword, a type, …), in the LSP relative
/// encoding, one token per line for multi-line comments.
enum SemanticTokensFeature {
    /// The legend's token types, in index order.
    static let tokenTypes = ["keyword", "type", "function", "variable", "property", "string", "number", "regexp", "comment", "operator", "struct", "enumMember", "parameter"]
    /// The legend's token modifiers, in bit order.
    static let tokenModifiers = ["declaration", "documentation", "defaultLibrary"]

    private enum Kind: Int {
        case keyword, type, function, variable, property, string, number, regexp, comment, `operator`, `struct`, enumMember, parameter
    }

    private static let declaration = 1, documentation = 2, defaultLibrary = 4

    /// Every word the language gives a meaning to somewhere (the one table, ``Keyword``).
    static let languageWords: Set<String> = Words.all
    private static let types: Set<String> = Set(Keyword.spellings(.type))
    /// What follows `keyboard`, `on` and `secure`.
    private static let enumWords: Set<String> = Set(Keyword.spellings(.keyboard) + Keyword.spellings(.trigger) + Keyword.spellings(.modifier))

    @Sendable static func full(_ request: FeatureRequest) throws(ResponseError) -> JSON {
        let analysis = request.analysis
        let scan = TokenScanner(analysis.document.bytes, range: 0..<analysis.document.bytes.count)
        var occurrences: [Int: Occurrence] = [:]
        for occurrence in analysis.index.occurrences { occurrences[occurrence.range.lowerBound] = occurrence }

        var items: [(range: Range<Int>, kind: Kind, modifiers: Int)] = []
        let tokens = scan.tokens
        for (position, token) in tokens.enumerated() {
            let previous = position > 0 ? tokens[position - 1] : nil
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            switch token.kind {
            case .string: items.append((token.range, .string, 0))
            case .integer, .decimal: items.append((token.range, .number, 0))
            case .regex: items.append((token.range, .regexp, 0))
            case .identifier:
                if let kind = classify(token, previous: previous, next: next, occurrence: occurrences[token.range.lowerBound]) {
                    items.append((token.range, kind.0, kind.1))
                }
            case let kind where Operators.isOperator(kind):
                items.append((token.range, .operator, 0))
            default:
                break
            }
        }
        for comment in scan.comments {
            items.append((comment.range, .comment, comment.kind == .doc ? documentation : 0))
        }
        items.sort { $0.range.lowerBound < $1.range.lowerBound }
        return ["data": .array(encode(items, request.converter).map { .int($0) })]
    }

    private static func classify(_ token: Token, previous: Token?, next: Token?, occurrence: Occurrence?) -> (Kind, Int)? {
        if let occurrence, occurrence.range == token.range {
            let declared = occurrence.isDefinition ? declaration : 0
            switch occurrence.key {
            case .form: return (.struct, declared)
            case .field: return (.property, declared)
            case .option: return (.enumMember, declared)
            case .formatter: return (.function, declared)
            case .builtinFormatter: return (.function, defaultLibrary)
            case .builtinFunction(let name): return (ConditionFunctionDocs.entry(name)?.isFunction == false ? .variable : .function, defaultLibrary)
            case .locale: break
            }
        }
        let word = token.text
        if previous?.kind == .colon, types.contains(word) { return (.type, 0) }
        if next?.kind == .colon, previous?.kind == .leftParen || previous?.kind == .comma { return (.parameter, 0) }
        if let previous, previous.kind == .identifier, previous.text == "keyboard" || previous.text == "on" || previous.text == "secure",
           enumWords.contains(word) {
            return (.enumMember, 0)
        }
        if languageWords.contains(word) { return (.keyword, 0) }
        return (.variable, 0)
    }

    /// The LSP relative encoding: delta line, delta start, length, type, modifiers.
    private static func encode(_ items: [(range: Range<Int>, kind: Kind, modifiers: Int)], _ converter: RangeConverter) -> [Int] {
        var data: [Int] = []
        data.reserveCapacity(items.count * 5)
        var lastLine = 0
        var lastStart = 0
        var hint: (offset: Int, position: Position)?
        func position(_ offset: Int) -> Position {
            let found = converter.document.position(of: offset, encoding: converter.encoding, after: hint)
            hint = (offset, found)
            return found
        }
        for item in items {
            // Split a multi-line token (a block comment) at line ends.
            var lower = item.range.lowerBound
            while lower < item.range.upperBound {
                let start = position(lower)
                let lineRange = converter.document.byteRange(ofLine: start.line)
                let upper = min(item.range.upperBound, lineRange.upperBound)
                if upper > lower {
                    let end = position(upper)
                    let deltaLine = start.line - lastLine
                    data += [deltaLine, deltaLine == 0 ? start.character - lastStart : start.character,
                             end.character - start.character, item.kind.rawValue, item.modifiers]
                    lastLine = start.line
                    lastStart = start.character
                }
                guard start.line + 1 < converter.document.lineCount else { break }
                lower = max(upper, converter.document.lineStarts[start.line + 1])
            }
        }
        return data
    }
}
