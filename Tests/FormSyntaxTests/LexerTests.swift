import FormDiagnostics
import Testing
@testable import FormSyntax

@Suite struct LexerTests {
    @Test func scansWordsNumbersAndPunctuation() {
        let kinds = tokens("field age: int? { error \"x\" when !(value in 0...1_000) && a >= 3.5 || b != c }").map(\.kind)
        #expect(kinds == [
            .identifier, .identifier, .colon, .identifier, .question, .leftBrace, .identifier, .string, .identifier,
            .bang, .leftParen, .identifier, .identifier, .integer, .ellipsis, .integer, .rightParen, .ampAmp,
            .identifier, .greaterEqual, .decimal, .pipePipe, .identifier, .bangEqual, .identifier, .rightBrace,
        ])
    }

    @Test func rangeOperatorIsNotADecimalPoint() {
        let scanned = tokens("0...150")
        #expect(scanned.map(\.kind) == [.integer, .ellipsis, .integer])
        #expect(scanned.map(\.range) == [0..<1, 1..<4, 4..<7])
    }

    @Test func decodesStringEscapes() {
        let scanned = tokens(#""a\"b\\c\n\t\r\0\u{1F600}""#)
        #expect(scanned.count == 1)
        #expect(scanned.first?.text == "a\"b\\c\n\t\r\u{0}😀")
    }

    @Test func reportsInvalidEscapeAndKeepsScanning() {
        var lexer = Lexer(file: SourceFile(path: "t.form", text: "\"a\\qb\" x"))
        let string = lexer.next()
        let word = lexer.next()
        #expect(string.kind == .string && string.text == "ab")
        #expect(word.text == "x")
        #expect(lexer.diagnostics.diagnostics.map(\.id) == [.invalidEscape])
        #expect(lexer.diagnostics.diagnostics.first?.range.start.column == 3)
    }

    @Test(arguments: [#"\u{}"#, #"\u{110000}"#, #"\u{D800}"#, #"\u{123456789}"#, #"\u1F600"#])
    func rejectsBadUnicodeEscapes(escape: String) {
        var lexer = Lexer(file: SourceFile(path: "t.form", text: "\"\(escape)\""))
        _ = lexer.next()
        #expect(lexer.diagnostics.diagnostics.map(\.id) == [.invalidEscape])
    }

    @Test func unterminatedStringEndsAtTheLineEnd() {
        var lexer = Lexer(file: SourceFile(path: "t.form", text: "label \"Note\n}"))
        _ = lexer.next()
        let string = lexer.next()
        let brace = lexer.next()
        #expect(string.text == "Note")
        #expect(brace.kind == .rightBrace)
        #expect(lexer.diagnostics.diagnostics.map(\.id) == [.unterminatedString])
    }

    @Test func keepsCommentsAndRecognisesDocComments() {
        var lexer = Lexer(file: SourceFile(path: "t.form", text: "/// doc\n// plain\n//// not doc\n/* block */ form"))
        let token = lexer.next()
        #expect(token.isWord("form"))
        #expect(lexer.comments.map(\.kind) == [.doc, .line, .line, .block])
        #expect(token.commentsBefore == 4)
    }

    @Test func skipsByteOrderMark() {
        let (syntax, diagnostics) = parse(bytes: [0xEF, 0xBB, 0xBF] + Array("form A { field a: text { label \"A\" } }".utf8))
        #expect(diagnostics.isEmpty)
        #expect(syntax.forms.first?.name.name == "A")
    }

    @Test func invalidUTF8IsReportedAtTheFirstBadByte() {
        let bytes = Array("form A {\n  title \"ok\"\n  field a: text { label \"".utf8) + [0xC3, 0x28] + Array("\" }\n}".utf8)
        let (_, diagnostics) = parse(bytes: bytes)
        let encoding = diagnostics.filter { $0.id == .invalidEncoding }
        #expect(encoding.count == 1)
        #expect(encoding.first?.range.start.offset == bytes.firstIndex(of: 0xC3))
        #expect(encoding.first?.range.start.line == 3)
    }

    @Test func strayCharacterIsUnexpectedToken() {
        var lexer = Lexer(file: SourceFile(path: "t.form", text: "form é"))
        _ = lexer.next()
        let bad = lexer.next()
        #expect(bad.kind == .invalid)
        #expect(bad.range == 5..<7)
        #expect(lexer.diagnostics.diagnostics.map(\.id) == [.unexpectedToken])
    }

    @Test func unterminatedBlockCommentIsReported() {
        var lexer = Lexer(file: SourceFile(path: "t.form", text: "form /* never closed"))
        _ = lexer.next()
        #expect(lexer.next().kind == .endOfFile)
        #expect(lexer.diagnostics.diagnostics.map(\.id) == [.unexpectedToken])
    }
}

/// A lone CR is a line terminator (old Mac files): it ends a line comment,
/// and lines are counted at it (issue 10, item 21).
@Suite struct LoneCarriageReturnTests {
    @Test func loneCarriageReturnEndsALineComment() {
        let scanned = tokens("// note\rfield")
        #expect(scanned.map(\.kind) == [.identifier])
    }

    @Test func diagnosticsAfterALoneCarriageReturnAreOnTheNextLine() {
        let (_, diagnostics) = parse("form F {\r    field a: text { label \"A\"; @ }\r}\r")
        #expect(diagnostics.first?.range.start.line == 2)
    }
}
