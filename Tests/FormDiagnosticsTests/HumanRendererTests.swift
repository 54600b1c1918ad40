import FormDiagnostics
import Testing

@Suite("Human renderer")
struct HumanRendererTests {
    @Test("caret lands under the range after tabs, with a note and a fix-it")
    func tabIndentedLineWithNoteAndFixIt() {
        let expected = """
            specs/contact.form:3:10: error: unknown formatter 'phoneRu' [unknown-formatter]
             3 |         format phoneRu
               |                ^~~~~~~
            specs/contact.form:9:11: note: 'phoneRU' is declared here
             9 | formatter phoneRU = mask("+7-###-###-##-##")
               |           ^~~~~~~
            help: did you mean 'phoneRU'?
             3 |         format phoneRU
               |                ~~~~~~~

            """
        #expect(HumanRenderer.render(Fixtures.phone, sources: Fixtures.sources) == expected)
    }

    @Test("caret lands under the range after CJK text, which takes two columns a character")
    func cjkLine() {
        // 30 ASCII characters, six CJK characters (12 columns), 10 more: column 47, display column 52.
        let expected = """
            specs/contact.form:5:47: error: unknown formatter 'limt' [unknown-formatter]
             5 |     field name: text { label "お名前を入力"; format limt(20) }
               |                                                     ^~~~
            help: did you mean 'limit'?
             5 |     field name: text { label "お名前を入力"; format limit(20) }
               |                                                     ~~~~~

            """
        #expect(HumanRenderer.render(Fixtures.limit, sources: Fixtures.sources) == expected)
        let marker = expected.split(separator: "\n")[2]
        #expect(marker.prefix { $0 != "^" }.count == "   | ".count + 52)
    }

    @Test("caret lands under the range after emoji and a ZWJ family; a note without a range has no location")
    func emojiLine() {
        // 😀 and 👨‍👩‍👧‍👦 are one character and two columns each.
        let expected = """
            specs/contact.form:6:51: error: expected a keyboard kind, found 'emial' [unexpected-token]
             6 |     field mood: text { label "😀 👨‍👩‍👧‍👦 mood"; keyboard emial }
               |                                                     ^~~~~
            note: keyboards are default, email, number, decimal, phone and url

            """
        #expect(HumanRenderer.render(Fixtures.keyboard, sources: Fixtures.sources) == expected)
    }

    @Test("several diagnostics are separated by a blank line")
    func severalDiagnostics() {
        let output = HumanRenderer.render([Fixtures.keyboard, Fixtures.unused], sources: Fixtures.sources)
        #expect(output == HumanRenderer.render(Fixtures.keyboard, sources: Fixtures.sources) + "\n"
            + HumanRenderer.render(Fixtures.unused, sources: Fixtures.sources))
        #expect(output.contains("\nspecs/contact.form:9:11: warning: formatter 'phoneRU' is never used [unused-formatter]\n"))
        #expect(HumanRenderer.render([], sources: Fixtures.sources) == "")
    }

    @Test("colour wraps location, severity, message, gutter, caret and help in ANSI codes")
    func colourOn() {
        let e = "\u{1B}["
        let expected = """
            \(e)1mspecs/contact.form:9:11:\(e)0m \(e)1;33mwarning:\(e)0m \(e)1mformatter 'phoneRU' is never used\(e)0m [unused-formatter]
            \(e)1;34m 9 |\(e)0m formatter phoneRU = mask("+7-###-###-##-##")
            \(e)1;34m   |\(e)0m           \(e)1;33m^~~~~~~\(e)0m

            """
        #expect(HumanRenderer.render(Fixtures.unused, sources: Fixtures.sources, useColor: true) == expected)
        let error = HumanRenderer.render(Fixtures.phone, sources: Fixtures.sources, useColor: true)
        #expect(error.contains("\(e)1;31merror:\(e)0m"))
        #expect(error.contains("\(e)1;32mnote:\(e)0m"))
        #expect(error.contains("\(e)1;36mhelp:\(e)0m"))
        #expect(error.contains("\(e)1;36m~~~~~~~\(e)0m"))
    }

    @Test("colour off writes no escape sequence")
    func colourOff() {
        let all = [Fixtures.phone, Fixtures.limit, Fixtures.keyboard, Fixtures.unused]
        #expect(!HumanRenderer.render(all, sources: Fixtures.sources, useColor: false).contains("\u{1B}"))
        #expect(!HumanRenderer.render(all, sources: Fixtures.sources).contains("\u{1B}"))
    }

    @Test("colour only on a terminal, never with NO_COLOR set non-empty, never for TERM=dumb")
    func shouldUseColor() {
        #expect(HumanRenderer.shouldUseColor(environment: [:], isTerminal: true))
        #expect(HumanRenderer.shouldUseColor(environment: ["TERM": "xterm-256color"], isTerminal: true))
        #expect(!HumanRenderer.shouldUseColor(environment: [:], isTerminal: false))
        #expect(!HumanRenderer.shouldUseColor(environment: ["NO_COLOR": "1"], isTerminal: true))
        #expect(!HumanRenderer.shouldUseColor(environment: ["NO_COLOR": "0"], isTerminal: true))
        #expect(!HumanRenderer.shouldUseColor(environment: ["NO_COLOR": "false"], isTerminal: true))
        #expect(HumanRenderer.shouldUseColor(environment: ["NO_COLOR": ""], isTerminal: true))
        #expect(!HumanRenderer.shouldUseColor(environment: ["TERM": "dumb"], isTerminal: true))
    }

    @Test("a multi-line range is underlined to the end of its first line")
    func multiLineRange() {
        let start = Fixtures.bytes(of: "field", line: 2)
        let end = Fixtures.bytes(of: "}", line: 4)
        let diagnostic = Diagnostic(
            .missingLabel, path: Fixtures.path,
            range: Fixtures.file.range(start.lowerBound..<end.upperBound),
            message: "field 'phone' has no label"
        )
        let expected = """
            specs/contact.form:2:2: warning: field 'phone' has no label [missing-label]
             2 |     field phone: text {
               |     ^~~~~~~~~~~~~~~~~~~

            """
        #expect(HumanRenderer.render(diagnostic, sources: Fixtures.sources) == expected)
    }

    @Test("an empty range gets one caret; at the end of a line it sits past the last character")
    func emptyRange() {
        let brace = Fixtures.bytes(of: "{", line: 1)
        let atEnd = Fixtures.file.range(brace.upperBound..<brace.upperBound)
        let diagnostic = Diagnostic(.unexpectedToken, path: Fixtures.path, range: atEnd, message: "expected a field")
        let expected = """
            specs/contact.form:1:15: error: expected a field [unexpected-token]
             1 | form Contact {
               |               ^

            """
        #expect(HumanRenderer.render(diagnostic, sources: Fixtures.sources) == expected)
    }

    @Test("an insertion fix-it is marked with +, a deletion with -")
    func insertionAndDeletion() {
        let colon = Fixtures.bytes(of: ":", line: 2)
        let insert = FixIt("add a label", range: Fixtures.file.range(colon.upperBound..<colon.upperBound), replacement: "?")
        let semicolon = Fixtures.bytes(of: ";", line: 5)
        let delete = FixIt("remove the ';'", range: Fixtures.file.range(semicolon), replacement: "")
        let diagnostic = Diagnostic(
            .unexpectedToken, path: Fixtures.path, range: Fixtures.file.range(semicolon),
            message: "unexpected ';'", fixIts: [insert, delete]
        )
        let expected = """
            specs/contact.form:5:38: error: unexpected ';' [unexpected-token]
             5 |     field name: text { label "お名前を入力"; format limt(20) }
               |                                            ^
            help: add a label
             2 |     field phone:? text {
               |                 +
            help: remove the ';'
             5 |     field name: text { label "お名前を入力"; format limt(20) }
               |                                            -

            """
        #expect(HumanRenderer.render(diagnostic, sources: Fixtures.sources) == expected)
    }

    @Test("a fix-it whose replacement spans lines shows each new line, all of the new text marked")
    func multiLineFixIt() {
        let brace = Fixtures.bytes(of: "{", line: 1)
        let fixIt = FixIt(
            "add a field", range: Fixtures.file.range(brace.upperBound..<brace.upperBound),
            replacement: "\n    field x: text"
        )
        let diagnostic = Diagnostic(.emptyForm, path: Fixtures.path, range: Fixtures.file.range(brace), message: "form 'Contact' has no fields", fixIts: [fixIt])
        let expected = """
            specs/contact.form:1:14: error: form 'Contact' has no fields [empty-form]
             1 | form Contact {
               |              ^
            help: add a field
             1 | form Contact {
             2 |     field x: text
               | +++++++++++++++++

            """
        #expect(HumanRenderer.render(diagnostic, sources: Fixtures.sources) == expected)
    }

    @Test("control characters in a source line are shown as control pictures, never sent to the terminal")
    func controlCharacters() {
        let file = SourceFile(path: "x.form", text: "form A\u{1B}[2J { \u{202E}x }\n")
        let bytes = Array(file.bytes)
        let x = bytes.lastIndex(of: UInt8(ascii: "x")) ?? 0
        let diagnostic = Diagnostic(.unexpectedToken, path: "x.form", range: file.range(x..<x + 1), message: "unexpected 'x'")
        let expected = """
            x.form:1:15: error: unexpected 'x' [unexpected-token]
             1 | form A␛[2J { �x }
               |               ^

            """
        #expect(HumanRenderer.render(diagnostic, sources: ["x.form": file]) == expected)
    }

    @Test("control characters in messages and paths are made visible too")
    func controlCharactersInMessages() {
        let diagnostic = Diagnostic(
            .unknownLocale, path: "a\u{1B}.form", range: Fixtures.range(of: "form", line: 1),
            message: "unknown locale 'x\u{1B}[31m'\nnext",
            notes: [DiagnosticNote("see\r\u{9B}here")],
            fixIts: [FixIt("use\u{7}", range: Fixtures.range(of: "form", line: 1), replacement: "x\u{1B}")]
        )
        let expected = """
            a␛.form:1:1: error: unknown locale 'x␛[31m'␊next [unknown-locale]
            note: see␍�here
            help: use␇ (replace with 'x␛')

            """
        #expect(HumanRenderer.render(diagnostic, sources: [:]) == expected)
    }

    @Test("without the source file only the messages are printed")
    func missingSource() {
        let expected = """
            specs/contact.form:3:10: error: unknown formatter 'phoneRu' [unknown-formatter]
            specs/contact.form:9:11: note: 'phoneRU' is declared here
            help: did you mean 'phoneRU'? (replace with 'phoneRU')

            """
        #expect(HumanRenderer.render(Fixtures.phone, sources: [:]) == expected)
    }

    @Test("the gutter is as wide as the largest line number shown")
    func gutterWidth() {
        let lines = (1...12).map { "line\($0)" }.joined(separator: "\n")
        let file = SourceFile(path: "g.form", text: lines)
        let line9 = file.byteRange(ofLine: 9)
        let line12 = file.byteRange(ofLine: 12)
        let diagnostic = Diagnostic(
            .unexpectedToken, path: "g.form", range: file.range(line9),
            message: "unexpected 'line9'", notes: [DiagnosticNote("here", range: file.range(line12))]
        )
        let expected = """
            g.form:9:1: error: unexpected 'line9' [unexpected-token]
              9 | line9
                | ^~~~~
            g.form:12:1: note: here
             12 | line12
                | ^~~~~~

            """
        #expect(HumanRenderer.render(diagnostic, sources: ["g.form": file]) == expected)
    }

    @Test("a very long line is clipped around the range, with the caret still under it")
    func longLine() {
        let filler = String(repeating: "abcdefghij", count: 100_000)
        let file = SourceFile(path: "long.form", text: "form A { field x: text { label \"\(filler)\" ; nope } }\n")
        let bytes = Array(file.bytes)
        let nope = bytes.count - 10
        let diagnostic = Diagnostic(.unexpectedToken, path: "long.form", range: file.range(nope..<nope + 4), message: "unexpected 'nope'")
        let output = HumanRenderer.render(diagnostic, sources: ["long.form": file])
        let lines = output.split(separator: "\n")
        #expect(lines[0] == "long.form:1:\(filler.count + 36): error: unexpected 'nope' [unexpected-token]")
        #expect(lines[1] == " 1 | …" + filler.suffix(37) + "\" ; nope } }")
        #expect(lines[2] == "   | " + String(repeating: " ", count: 41) + "^~~~")
        #expect(output.utf8.count < 400)
    }

    @Test("a diagnostic with a fix-it on a 10 MB line renders quickly and briefly")
    func tenMegabyteLine() {
        let filler = String(repeating: "x", count: 10_000_000)
        let file = SourceFile(path: "big.form", text: "form A { field f: text { label \"\(filler)\"; format limt(3) } }")
        let bytes = Array(file.bytes)
        let limt = bytes.count - 11
        let range = file.range(limt..<limt + 4)
        let diagnostic = Diagnostic(
            .unknownFormatter, path: "big.form", range: range, message: "unknown formatter 'limt'",
            fixIts: [FixIt("did you mean 'limit'?", range: range, replacement: "limit")]
        )
        let clock = ContinuousClock()
        var output = ""
        let elapsed = clock.measure {
            output = HumanRenderer.render(diagnostic, sources: ["big.form": file])
        }
        let lines = output.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines[1].hasSuffix("xxx\"; format limt(3) } }"))
        #expect(lines[2].hasSuffix(" ^~~~"))
        #expect(lines[1].count - lines[2].count == "(3) } }".count)
        #expect(lines[4].hasSuffix("xxx\"; format limit(3) } }"))
        #expect(lines[5].hasSuffix(" ~~~~~"))
        #expect(output.utf8.count < 1_000)
        #expect(elapsed < .seconds(20))
    }

    @Test("a clipped line in the middle has an ellipsis on both sides")
    func clippedBothSides() {
        let filler = String(repeating: "中", count: 500)
        let file = SourceFile(path: "wide.form", text: filler + "x" + filler)
        let x = 500 * 3
        let diagnostic = Diagnostic(.unexpectedToken, path: "wide.form", range: file.range(x..<x + 1), message: "unexpected 'x'")
        let lines = HumanRenderer.render(diagnostic, sources: ["wide.form": file]).split(separator: "\n")
        #expect(lines[1] == " 1 | …" + String(repeating: "中", count: 20) + "x" + String(repeating: "中", count: 58) + "…")
        #expect(lines[2] == "   | " + String(repeating: " ", count: 41) + "^")
    }

    @Test("the summary line counts errors and warnings")
    func summary() {
        let all = [Fixtures.phone, Fixtures.limit, Fixtures.keyboard, Fixtures.unused]
        #expect(HumanRenderer.summaryLine(for: all) == "3 errors, 1 warning generated.")
        #expect(HumanRenderer.summaryLine(for: [Fixtures.phone]) == "1 error generated.")
        #expect(HumanRenderer.summaryLine(for: [Fixtures.unused, Fixtures.unused]) == "2 warnings generated.")
        #expect(HumanRenderer.summaryLine(for: []) == nil)
        #expect(HumanRenderer.summaryLine(for: [Fixtures.phone], useColor: true) == "\u{1B}[1m1 error generated.\u{1B}[0m")
        var note = Fixtures.unused
        note.severity = .note
        #expect(DiagnosticSummary([note, Fixtures.phone]).line == "1 error, 1 note generated.")
    }
}
