/// Prints a syntax tree in the canonical layout (`formc format`): four-space
/// indentation, one attribute per line, single spaces around operators, one
/// blank line between top-level declarations, the author's blank lines
/// between members kept (at most one), and every comment kept in order.
///
/// Like `go/printer`, it is the inverse of the parser: printing a tree and
/// parsing the result gives the same tree.
public struct Printer {
    /// The indentation unit.
    public static let indentUnit = "    "

    private let syntax: SyntaxFile
    private let bytes: [UInt8]
    private var lines: [String] = []
    private var indent = 0
    /// The next comment not yet printed.
    private var nextComment = 0
    /// The source offset just past the last printed item.
    private var lastSourceEnd = 0
    /// Whether nothing has been printed since a block opened.
    private var atBlockStart = true

    /// Formats a parsed file. The file should have no syntax errors: a tree
    /// with error nodes prints what was recovered.
    public static func format(_ syntax: SyntaxFile) -> String {
        var printer = Printer(syntax: syntax)
        printer.printFile()
        return printer.lines.isEmpty ? "" : printer.lines.joined(separator: "\n") + "\n"
    }

    private init(syntax: SyntaxFile) {
        self.syntax = syntax
        self.bytes = syntax.source.bytes
    }

    // MARK: - File and blocks

    private mutating func printFile() {
        let declarations = syntax.declarations
        for (index, declaration) in declarations.enumerated() {
            printLeadingComments(before: declaration.range.lowerBound, forceBlank: index > 0)
            let next = index + 1 < declarations.count ? declarations[index + 1].range.lowerBound : bytes.count
            switch declaration {
            case .form(let form): printForm(form, next: next)
            case .formatter(let formatter):
                emit("formatter \(formatter.name.name) = \(ExpressionPrinter.chain(formatter.chain))", formatter.range, next: next)
            case .locale(let locale): printLocale(locale, next: next)
            case .translations(let translations): printTranslations(translations, next: next)
            }
        }
        printLeadingComments(before: bytes.count, forceBlank: !syntax.declarations.isEmpty)
    }

    /// Where each member of a block ends being "the item before": the start
    /// of the member after it, or the block's closing brace.
    private static func nextStarts(_ starts: [Int], closingBrace: Int) -> [Int] {
        Array(starts.dropFirst()) + [closingBrace]
    }

    private mutating func printForm(_ form: FormDecl, next: Int) {
        let closingBrace = max(0, form.range.upperBound - 1)
        let nexts = Self.nextStarts(form.members.map(\.range.lowerBound), closingBrace: closingBrace)
        openBlock("form \(form.name.name) {", start: form.range.lowerBound, bodyStart: form.members.first?.range.lowerBound ?? closingBrace)
        for (member, memberNext) in zip(form.members, nexts) {
            switch member {
            case .attribute(let attribute):
                printLeadingComments(before: attribute.range.lowerBound)
                emit("\(attribute.kind.rawValue) \(attribute.value.spelling)", attribute.range, next: memberNext)
            case .field(let field):
                printField(field, next: memberNext)
            case .section(let section):
                printSection(section, next: memberNext)
            }
        }
        closeBlock(end: form.range.upperBound, next: next)
    }

    private mutating func printSection(_ section: SectionDecl, next: Int) {
        printLeadingComments(before: section.range.lowerBound)
        let closingBrace = max(0, section.range.upperBound - 1)
        let nexts = Self.nextStarts(section.items.map(\.range.lowerBound), closingBrace: closingBrace)
        openBlock("section \(section.title.spelling) {", start: section.range.lowerBound, bodyStart: section.items.first?.range.lowerBound ?? closingBrace)
        for (item, itemNext) in zip(section.items, nexts) {
            switch item {
            case .attribute(let attribute):
                printLeadingComments(before: attribute.range.lowerBound)
                emit(ExpressionPrinter.attribute(attribute), attribute.range, next: itemNext)
            case .field(let field):
                printField(field, next: itemNext)
            }
        }
        closeBlock(end: section.range.upperBound, next: next)
    }

    private mutating func printField(_ field: FieldDecl, next: Int) {
        printLeadingComments(before: field.range.lowerBound)
        let header = "\(field.isList ? "list" : "field") \(field.name.name): \(field.type.sourceText)"
        let hasInnerComments = nextComment < syntax.comments.count && syntax.comments[nextComment].range.lowerBound < field.range.upperBound
        guard field.hasBody, !field.attributes.isEmpty || hasInnerComments || field.isList else {
            emit(header, field.range, next: next)
            return
        }
        let closingBrace = max(0, field.range.upperBound - 1)
        let nexts = Self.nextStarts(field.attributes.map(\.range.lowerBound), closingBrace: closingBrace)
        openBlock(header + " {", start: field.range.lowerBound, bodyStart: field.attributes.first?.range.lowerBound ?? closingBrace)
        for (attribute, attributeNext) in zip(field.attributes, nexts) {
            printLeadingComments(before: attribute.range.lowerBound)
            emit(ExpressionPrinter.attribute(attribute), attribute.range, next: attributeNext)
        }
        closeBlock(end: field.range.upperBound, next: next)
    }

    private mutating func printLocale(_ locale: LocaleDecl, next: Int) {
        let closingBrace = max(0, locale.range.upperBound - 1)
        let nexts = Self.nextStarts(locale.rules.map(\.range.lowerBound), closingBrace: closingBrace)
        openBlock("locale \(locale.identifier.spelling) {", start: locale.range.lowerBound, bodyStart: locale.rules.first?.range.lowerBound ?? closingBrace)
        for (rule, ruleNext) in zip(locale.rules, nexts) {
            printLeadingComments(before: rule.range.lowerBound)
            let value = switch rule.value {
            case .string(let string): string.spelling
            case .integers(let integers): integers.map(\.spelling).joined(separator: ", ")
            }
            emit("\(rule.kind.rawValue) \(value)", rule.range, next: ruleNext)
        }
        closeBlock(end: locale.range.upperBound, next: next)
    }

    private mutating func printTranslations(_ translations: TranslationsDecl, next: Int) {
        let closingBrace = max(0, translations.range.upperBound - 1)
        let nexts = Self.nextStarts(translations.entries.map(\.range.lowerBound), closingBrace: closingBrace)
        openBlock(
            "translations \(translations.language.spelling) {", start: translations.range.lowerBound,
            bodyStart: translations.entries.first?.range.lowerBound ?? closingBrace
        )
        for (entry, entryNext) in zip(translations.entries, nexts) {
            printLeadingComments(before: entry.range.lowerBound)
            emit("\(entry.source.spelling) = \(entry.translation.spelling)", entry.range, next: entryNext)
        }
        closeBlock(end: translations.range.upperBound, next: next)
    }

    /// Prints `header {` with the comments between its tokens kept between
    /// them, and the comments after the `{` on its line (before the first
    /// member, `bodyStart`) after it.
    private mutating func openBlock(_ header: String, start: Int, bodyStart: Int) {
        let text = withInnerComments(header, from: start, to: bodyStart)
        // Where the `{` ends matters only for a comment after it on its line.
        let braceEnd = pendingComment(before: bodyStart) == nil ? bodyStart
            : CommentInterleaver.end(ofTokens: header, in: bytes[start..<min(max(start, bodyStart), bytes.count)]).map { start + $0 } ?? bodyStart
        emitLine(text, start: start)
        lastSourceEnd = braceEnd
        var trailing: [Comment] = []
        while let comment = pendingComment(before: bodyStart), isOnSameLine(braceEnd, comment.range.lowerBound) {
            trailing.append(comment)
            nextComment += 1
        }
        appendTrailing(trailing)
        indent += 1
        atBlockStart = true
    }

    /// Prints the comments left inside the block, then `}` and the comments
    /// after it on the same line (before `next`, where the next item starts).
    /// `end` is just past the closing brace.
    private mutating func closeBlock(end: Int, next: Int) {
        let closingBrace = max(0, end - 1)
        printLeadingComments(before: closingBrace)
        indent -= 1
        atBlockStart = false
        lines.append(String(repeating: Self.indentUnit, count: indent) + "}")
        lastSourceEnd = end
        printTrailingComments(after: end, before: next)
    }

    // MARK: - Lines and comments

    /// Prints one item on its own line, the comments between its tokens kept
    /// between the same tokens, then the comments after it on its source line
    /// that come before `next` (where the next item starts: a comment after
    /// a one-line field's `}` belongs to that `}`, not to its last attribute).
    private mutating func emit(_ text: String, _ range: Range<Int>, next: Int) {
        let merged = withInnerComments(text, from: range.lowerBound, to: range.upperBound)
        emitLine(merged, start: range.lowerBound)
        lastSourceEnd = range.upperBound
        var trailing: [Comment] = []
        while let comment = pendingComment(before: range.upperBound) {
            trailing.append(comment)
            nextComment += 1
        }
        appendTrailing(trailing)
        printTrailingComments(after: range.upperBound, before: next)
    }

    /// `text`, the canonical spelling of the source tokens from `start` (up
    /// to `limit`), with the pending comments between those tokens put back
    /// between them (``CommentInterleaver``). Comments that do not pair stay
    /// pending: the caller prints them after the item, as before.
    private mutating func withInnerComments(_ text: String, from start: Int, to limit: Int) -> String {
        let end = min(max(start, limit), bytes.count)
        guard pendingComment(before: end) != nil,
              let placed = CommentInterleaver.interleave(
                  text, source: bytes[start..<end], continuation: String(repeating: Self.indentUnit, count: indent + 1)
              )
        else { return text }
        let comments = syntax.comments[nextComment...].prefix(placed.placed)
        guard comments.count == placed.placed, comments.allSatisfy({ $0.range.lowerBound < end }) else { return text }
        nextComment += placed.placed
        return placed.text
    }

    private mutating func printTrailingComments(after end: Int, before next: Int = .max) {
        var trailing: [Comment] = []
        var lineEnd = end
        while let comment = pendingComment(before: next), isOnSameLine(lineEnd, comment.range.lowerBound) {
            trailing.append(comment)
            lineEnd = comment.range.upperBound
            nextComment += 1
        }
        appendTrailing(trailing)
        if !trailing.isEmpty { lastSourceEnd = lineEnd }
    }

    /// Appends comments to the last line. A line comment swallows what follows
    /// it, so block comments go first and any further line comments get lines
    /// of their own.
    private mutating func appendTrailing(_ comments: [Comment]) {
        guard !comments.isEmpty, !lines.isEmpty else { return }
        let blocks = comments.filter { $0.kind == .block }
        let lineComments = comments.filter { $0.kind != .block }
        var last = lines.removeLast()
        for comment in blocks { last += " " + comment.text }
        if let first = lineComments.first { last += " " + first.text }
        lines.append(last)
        for comment in lineComments.dropFirst() {
            lines.append(String(repeating: Self.indentUnit, count: indent) + comment.text)
        }
    }

    /// Prints, each on its own line, the comments that start before `offset`.
    private mutating func printLeadingComments(before offset: Int, forceBlank: Bool = false) {
        var needsBlank = forceBlank
        while let comment = pendingComment(before: offset) {
            emitLine(comment.text, start: comment.range.lowerBound, forceBlank: needsBlank)
            needsBlank = false
            lastSourceEnd = comment.range.upperBound
            nextComment += 1
            printTrailingComments(after: comment.range.upperBound, before: offset)
        }
        if needsBlank, offset < bytes.count {
            pendingBlank = true
        }
    }

    private var pendingBlank = false

    private mutating func emitLine(_ text: String, start: Int, forceBlank: Bool = false) {
        let blank = forceBlank || pendingBlank || (!atBlockStart && hasBlankLine(lastSourceEnd, start))
        pendingBlank = false
        if blank, !lines.isEmpty, !atBlockStart {
            lines.append("")
        }
        lines.append(String(repeating: Self.indentUnit, count: indent) + text)
        atBlockStart = false
    }

    private func pendingComment(before offset: Int) -> Comment? {
        guard nextComment < syntax.comments.count else { return nil }
        let comment = syntax.comments[nextComment]
        return comment.range.lowerBound < offset ? comment : nil
    }

    /// Whether two offsets are on one source line (any line terminator,
    /// a lone CR included, as `SourceFile` counts lines).
    private func isOnSameLine(_ from: Int, _ to: Int) -> Bool {
        guard from <= to else { return true }
        return syntax.source.line(containing: from) == syntax.source.line(containing: to)
    }

    /// Whether the source between two offsets holds an empty line.
    private func hasBlankLine(_ from: Int, _ to: Int) -> Bool {
        guard from < to else { return false }
        var newlines = 0
        let range = min(from, bytes.count)..<min(to, bytes.count)
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                newlines += 1
                if newlines >= 2 { return true }
            case UInt8(ascii: "\r") where index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"):
                newlines += 1  // a lone CR ends a line too
                if newlines >= 2 { return true }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ";"):
                continue
            default:
                newlines = 0
            }
        }
        return false
    }
}
